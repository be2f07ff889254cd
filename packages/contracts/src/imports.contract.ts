import { z } from 'zod';
import { ContactPropertyType, PersonalParam } from './contacts.contract';
import { ListId } from './lists.contract';
import { defineRoute, FULL_ACCESS, Ok } from './route';

/** Spec 2 §9: limits of both import flows. */
export const QUICK_IMPORT_MAX_ROWS = 50;
export const CSV_MAX_COLUMNS = 100;
export const REVIEW_SAMPLE_ROWS = 5;
export const CAMPAIGN_CSV_MAX_ROWS = 50_000;
export const PROCESSING_POLL_INTERVAL_MS = 5_000;
export const PROCESSING_POLL_MAX_TRIES = 300;
export const MILESTONE_REFRESH_DELAY_MS = 500;
/** Largest file the CSV import accepts; the server streams it, so this bounds disk, not memory. */
export const CSV_MAX_FILE_BYTES = 2 * 1024 ** 3;

/** The mapping target of the e-mail column, and how the chooser labels it. */
export const EMAIL_MAPPING_KEY = 'email';
export const EMAIL_MAPPING_LABEL = 'Email Address';
/** The mapping target of a column that is not imported. */
export const IGNORE_MAPPING_KEY = '-Ignore-';

/** `error.code` of the failures the import dialogs tell apart (which field of the step shows the message). */
export const ImportErrorCode = {
  /** The file itself: not a CSV, too many columns, empty first row, duplicate headers. Shown as uploadError. */
  invalidFile: 'INVALID_CSV',
  /** The column mapping. Shown as columnError. */
  invalidMapping: 'INVALID_MAPPING',
  /** The import would take the account past its plan's contacts. Shown as contactsExceededError. */
  contactsExceeded: 'CONTACTS_EXCEEDED',
  /** A new list's name is empty, too long or taken. */
  invalidListName: 'INVALID_LIST_NAME',
  /** A new property's name clashes with an existing one. */
  propertyExists: 'PROPERTY_EXISTS',
} as const;

/** A pasted contact: its e-mail and, when the row named the person, first and last name. */
export const QuickImportRow = z.object({
  email: z.string().max(254),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
});
export type QuickImportRow = z.infer<typeof QuickImportRow>;

export const NewRecipientListRequest = z.object({ name: z.string() });
export type NewRecipientListRequest = z.infer<typeof NewRecipientListRequest>;

/**
 * The quick import. With `recipientListId` the e-mails go into that list; without it a list named `name`
 * is created in the same transaction, so a refused import leaves no empty list behind.
 */
export const QuickImportRequest = z.object({
  recipientListId: ListId.optional(),
  name: z.string().optional(),
  csvData: z.array(QuickImportRow).min(1).max(QUICK_IMPORT_MAX_ROWS),
});
export type QuickImportRequest = z.infer<typeof QuickImportRequest>;

/** One column of the CSV and where it goes: a property key, EMAIL_MAPPING_KEY or IGNORE_MAPPING_KEY. */
export const CsvMappingEntry = z.object({
  header: z.string(),
  key: z.string().min(1),
  /** The property's type; used only when `key` is not a property yet, to create it. */
  type: ContactPropertyType.optional(),
});
export type CsvMappingEntry = z.infer<typeof CsvMappingEntry>;

/** A header-to-property pair remembered from earlier imports of the account. */
export const CsvMappingSuggestion = z.object({ header: z.string(), key: z.string() });
export type CsvMappingSuggestion = z.infer<typeof CsvMappingSuggestion>;

/**
 * How the file writes dates: day first (31/12/2023), month first (12/31/2023), or only ISO 8601
 * (2023-12-31). ISO 8601 and unix time are read in every format.
 */
export const DateFormat = z.enum(['dmy', 'mdy', 'iso']);
export type DateFormat = z.infer<typeof DateFormat>;

/** How the file writes numbers: decimal point (1,234.56) or decimal comma (1.234,56). */
export const NumberFormat = z.enum(['point', 'comma']);
export type NumberFormat = z.infer<typeof NumberFormat>;

/** What an import assumes when it is not told. */
export const DEFAULT_DATE_FORMAT: DateFormat = 'iso';
export const DEFAULT_NUMBER_FORMAT: NumberFormat = 'point';

const booleanField = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/**
 * The text fields of the multipart POST /api/listUploadWithType, besides the `file` part. Send them
 * before the file part. `mapping` is the JSON text of a CsvMappingEntry array; `dateFormat` and
 * `numberFormat` say how the file writes dates and numbers (ISO and decimal point unless said). Without
 * `recipientListId` (or with an empty one) a new list named `name` is created once the file is stored;
 * an empty `name` then falls back to 'List_' plus a timestamp.
 */
export const CsvImportFields = z.object({
  recipientListId: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '' || value === '0') return undefined;
      const parsed = ListId.safeParse(value);
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: 'recipientListId must be a list id' });
        return z.NEVER;
      }
      return parsed.data;
    }),
  name: z.string().default(''),
  noHeader: booleanField,
  dateFormat: DateFormat.default(DEFAULT_DATE_FORMAT),
  numberFormat: NumberFormat.default(DEFAULT_NUMBER_FORMAT),
  mapping: z.string().transform((text, context) => {
    try {
      const parsed = z.array(CsvMappingEntry).max(1000).safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Reported below, as for any other malformed mapping.
    }
    context.addIssue({ code: 'custom', message: 'mapping must be a JSON array of {header, key, type?}' });
    return z.NEVER;
  }),
});
export type CsvImportFields = z.infer<typeof CsvImportFields>;
export type CsvImportFieldsInput = z.input<typeof CsvImportFields>;

export const ImportStatus = z.enum(['queued', 'running', 'done', 'failed']);
export type ImportStatus = z.infer<typeof ImportStatus>;

export const ImportSource = z.enum(['quick', 'csv']);
export type ImportSource = z.infer<typeof ImportSource>;

export const ImportCounts = z.object({
  /** Contacts the import created. */
  new: z.number(),
  /** Existing contacts whose properties changed (or that came back from the archive). */
  updated: z.number(),
  /** Existing contacts the file had nothing new for; they are still added to the list. */
  unchanged: z.number(),
  /** Rows skipped: the e-mail is missing or invalid. */
  invalid: z.number(),
  /**
   * Cells imported as empty (a value that does not fit its property's type) or without a character no
   * contact can hold; their rows were imported. Each is in the report as a warning.
   */
  warnings: z.number(),
  /** Rows whose e-mail appeared again later in the file; the last one wins. */
  duplicates: z.number(),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

export const ImportRecord = z.object({
  id: z.number(),
  listId: z.number(),
  listName: z.string(),
  source: ImportSource,
  fileName: z.string().nullable(),
  status: ImportStatus,
  /** Data rows read so far (all of them once done). */
  processedRows: z.number(),
  /** Data rows the file holds, as counted when it was uploaded (at most that many); null for a quick import. */
  totalRows: z.number().nullable(),
  /** Who started it: a member's name or e-mail; null once the member is gone. */
  requestedBy: z.string().nullable(),
  counts: ImportCounts,
  /** Whether GET /api/imports/:id/errors has rows (errors or warnings) to download. */
  hasErrorReport: z.boolean(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdOn: z.string(),
  completedOn: z.string().nullable(),
});
export type ImportRecord = z.infer<typeof ImportRecord>;

export const ImportAccepted = z.object({
  /** The list the contacts go into (new or chosen). */
  id: z.number(),
  importId: z.number(),
});
export type ImportAccepted = z.infer<typeof ImportAccepted>;

export const QuickImportResult = ImportAccepted.extend({ import: ImportRecord });
export type QuickImportResult = z.infer<typeof QuickImportResult>;

export const ListProcessing = z.object({ processingCount: z.number(), processing: z.boolean(), recipientsCount: z.number() });
export type ListProcessing = z.infer<typeof ListProcessing>;

export const CreatePropertyRequest = z.object({ name: z.string(), type: ContactPropertyType });
export type CreatePropertyRequest = z.infer<typeof CreatePropertyRequest>;

/** Template actions reported as they happen (spec 3 §7): which template. */
export const TEMPLATE_ACTION_EVENTS = [
  'template_preview',
  'template_share_click',
  'template_test_email_click',
  'create_ai_template',
] as const;
/** Changes to the saved templates list's sort and filters (spec 3 §2.2): which setting, and its new value. */
export const TEMPLATE_LIST_EVENTS = ['templates_sort', 'templates_filter'] as const;
export const ANALYTICS_EVENTS = ['csv_import_step1', ...TEMPLATE_ACTION_EVENTS, ...TEMPLATE_LIST_EVENTS] as const;
export const AnalyticsEvent = z.enum(ANALYTICS_EVENTS);
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

/** A product-analytics event, kept in Sendwell's own database and sent nowhere else; each event has its own properties. */
export const TrackEventRequest = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('csv_import_step1'),
    properties: z.object({ source: z.string().max(100), no_of_records: z.number().int().min(0) }),
  }),
  z.object({
    event: z.enum(TEMPLATE_ACTION_EVENTS),
    properties: z.object({ templateId: z.number().int().positive() }),
  }),
  z.object({
    event: z.enum(TEMPLATE_LIST_EVENTS),
    properties: z.object({ setting: z.string().min(1).max(50), value: z.string().max(200) }),
  }),
]);
export type TrackEventRequest = z.infer<typeof TrackEventRequest>;

export const IMPORT_HISTORY_PAGE_SIZE = 20;

export const ImportHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(IMPORT_HISTORY_PAGE_SIZE),
});
export type ImportHistoryQuery = z.infer<typeof ImportHistoryQuery>;

export const ImportHistoryPage = z.object({ data: z.array(ImportRecord), total: z.number() });
export type ImportHistoryPage = z.infer<typeof ImportHistoryPage>;

const tags = ['imports'] as const;
const importParams = z.object({ id: z.coerce.number().int().positive() });

export const importRoutes = {
  newRecipientList: defineRoute({
    method: 'POST', path: '/api/newRecipientList', access: 'account', tags, status: 201,
    summary: 'Create an empty list to import into',
    body: NewRecipientListRequest, response: z.object({ id: z.number() }),
  }),
  quickImport: defineRoute({
    method: 'POST', path: '/api/listUpload', access: 'account', tags,
    summary: 'Add up to 50 pasted e-mails to a list (a new one when recipientListId is left out); answers once they are in',
    body: QuickImportRequest, response: QuickImportResult,
  }),
  isProcessing: defineRoute({
    method: 'GET', path: '/api/listUploadV2/isProcessing', access: 'account', tags,
    summary: 'Whether a list is still importing, how many rows are done, and its contacts; polled every 5 s',
    query: z.object({ recipientListId: ListId }), response: ListProcessing,
  }),
  csvMapping: defineRoute({
    method: 'GET', path: '/api/listUploadWithType/csvMapping', access: 'account', tags,
    summary: 'Header-to-property pairs learned from earlier CSV imports of the account',
    response: z.object({ csvMappings: z.array(CsvMappingSuggestion) }),
  }),
  csvImport: defineRoute({
    method: 'POST', path: '/api/listUploadWithType', access: 'account', tags, status: 202,
    summary:
      'Import a CSV file (multipart/form-data: recipientListId, name, noHeader, mapping, then file). The file is stored, checked and imported in the background',
    response: ImportAccepted,
  }),
  sampleCsv: defineRoute({
    method: 'GET', path: '/api/contacts/downloadList/sample/:userId', access: 'account', tags,
    summary: 'A sample CSV with the e-mail column and the account\'s properties',
    params: z.object({ userId: z.string().uuid() }),
    response: z.string().describe('CSV file'),
  }),
  contactProperties: defineRoute({
    method: 'GET', path: '/api/contacts_v2/contactProperties/all', access: 'account', tags,
    summary: 'Contact properties with their types, for the column mapping',
    response: z.object({ personalParamsWithType: z.array(PersonalParam) }),
  }),
  createProperty: defineRoute({
    method: 'POST', path: '/api/contacts_v2/contactProperties', access: 'account', tags, status: 201,
    summary: 'Create a contact property; 409 "This property already exists" on a clash',
    body: CreatePropertyRequest, response: PersonalParam,
  }),
  listImports: defineRoute({
    method: 'GET', path: '/api/imports', access: 'account', tags,
    summary: 'Import history: every import of the account, newest first, a page at a time',
    query: ImportHistoryQuery, response: ImportHistoryPage,
  }),
  getImport: defineRoute({
    method: 'GET', path: '/api/imports/:id', access: 'account', tags,
    summary: 'Status and counts of one import',
    params: importParams, response: ImportRecord,
  }),
  errorReport: defineRoute({
    method: 'GET', path: '/api/imports/:id/errors', access: 'account', roles: FULL_ACCESS, tags,
    summary:
      'The import\'s report as CSV (row, column, value, severity, reason): rows skipped (error) and values left empty (warning). It quotes contacts\' data, so members with limited access may not download it, as with exports',
    params: importParams, response: z.string().describe('CSV file'),
  }),
  track: defineRoute({
    method: 'POST', path: '/api/analytics/events', access: 'account', tags,
    summary:
      'Record a product-analytics event in Sendwell\'s own database: csv_import_step1 (source, no_of_records); template_preview, template_share_click, template_test_email_click (templateId); templates_sort, templates_filter (setting, value)',
    body: TrackEventRequest, response: Ok,
  }),
};
