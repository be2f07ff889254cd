import { CSV_MAX_COLUMNS, ListMessages, type DateFormat, type NumberFormat } from '@sendwell/contracts';

/** Every message of the import flows (spec 2 §5.1–5.3), word for word where the spec gives the text. */
export const ImportMessages = {
  listNameTooLong: ListMessages.nameTooLong,
  listNameTaken: ListMessages.nameTaken,
  listNameEmpty: ListMessages.nameEmpty,
  csvOnly: 'Only .csv files can be imported',
  tooManyColumns: `Please upload a CSV with less than ${CSV_MAX_COLUMNS} columns`,
  duplicateColumnPrefix: 'All column headers must be unique. Duplicate column : ',
  readOnlyProperty: 'Cannot map READ-ONLY property',
  mappingsNotUnique: 'All mappings must be unique',
  emailNotMapped: 'You must map email address column',
  firstRowEmpty: 'First row of the csv cannot be empty, please add data to import this csv',
  duplicateHeaders: 'Duplicate headers found in csv. Please correct them and try again',
  propertyExists: 'This property already exists',
  propertyNameEmpty: 'Property name cannot be empty',
  emptyFile: 'The file has no rows to import',
  listNotFound: ListMessages.listNotFound,
  notAList: 'Contacts can only be imported into a list, not a segment',
  listArchived: 'This list is archived. Restore it to import contacts into it',
  noValidEmail: 'Add at least one valid email address',
  importNotFound: 'Import not found',
  /** A file named .csv whose bytes are not text (an image, a PDF, an archive). */
  binaryFile:
    'The file is not a CSV: it holds binary data, not text. Choose a CSV file, with values separated by commas.',
  /** A spreadsheet workbook, named .csv or not. */
  spreadsheetFile:
    'The file is not a CSV but a spreadsheet workbook (Excel, Numbers or OpenDocument). Open it in your spreadsheet program, save it as CSV (File, Save As, CSV), and upload that file.',
  somethingWentWrong: 'Something went wrong',
} as const;

/** How a warning ends: the value was left out, the contact was not. */
export const LEFT_OUT_OF_IMPORT = '; the contact was imported without this value';

/** Why a row was skipped, or changed on its way in, as the error report's reason column says it. */
export const RowErrorReasons = {
  emailMissing: 'Email address is missing',
  emailInvalid: 'Invalid email address',
  notBoolean: `Not true or false${LEFT_OUT_OF_IMPORT}`,
  /** The row was imported, without the characters no contact can hold. */
  characterRemoved: 'Removed a NUL character or unpaired surrogate; the row was imported without it',
} as const;

/** The report's severity column: an error skipped the row, a warning left one value out of it. */
export const ReportSeverity = { error: 'error', warning: 'warning' } as const;
export type ReportSeverity = (typeof ReportSeverity)[keyof typeof ReportSeverity];

const DATE_FORMAT_WORDS: Record<DateFormat, string> = {
  dmy: 'day first, as 31/12/2023',
  mdy: 'month first, as 12/31/2023',
  iso: 'ISO 8601, as 2023-12-31, or unix time',
};

const NUMBER_FORMAT_WORDS: Record<NumberFormat, string> = {
  point: 'with a decimal point, as 1,234.56',
  comma: 'with a decimal comma, as 1.234,56',
};

/** Why a date cell was left empty, naming the format the import read dates in. */
export const notDateReason = (format: DateFormat): string =>
  `Not a date (${DATE_FORMAT_WORDS[format]})${LEFT_OUT_OF_IMPORT}`;

export const notNumberReason = (format: NumberFormat): string =>
  `Not a number (${NUMBER_FORMAT_WORDS[format]})${LEFT_OUT_OF_IMPORT}`;

export const duplicateColumnMessage = (header: string): string =>
  `${ImportMessages.duplicateColumnPrefix}${header}`;

export const unknownPropertyMessage = (key: string): string =>
  `There is no property "${key}". Create it first`;

export const missingColumnMessage = (header: string): string => `The file has no column "${header}"`;

/** The contactsExceededError text: what is left of the plan and what the file would add. */
export const contactsExceededMessage = (input: {
  contactsAllocated: number;
  activeContacts: number;
  adding: number;
}): string => {
  const left = Math.max(0, input.contactsAllocated - input.activeContacts);
  return (
    `This import would add ${input.adding.toLocaleString('en-US')} contacts, but your plan has room for ` +
    `${left.toLocaleString('en-US')} more (${input.contactsAllocated.toLocaleString('en-US')} in all). ` +
    'Archive contacts or upgrade your plan to import them.'
  );
};
