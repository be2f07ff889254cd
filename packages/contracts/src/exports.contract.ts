import { z } from 'zod';
import { defineRoute, FULL_ACCESS } from './route';
import { ListId } from './lists.contract';

export const EXPORT_COOLDOWN_MINUTES = 30;

export const ExportMessages = {
  limitTitle: 'Request Limit Reached',
  limitText: `Please wait ${EXPORT_COOLDOWN_MINUTES} minutes after your first request, and use the download link we sent earlier.`,
  failureTitle: 'Something went wrong',
  failureText: 'Please try again',
  startedTitle: 'Download is in progress...',
  startedText: 'We will email you the download link when it is ready. You can also find it in the Download centre.',
  goToDownloadCentre: 'Go to Download centre',
  limitedAccess: 'Your access to this account is limited, so exports of its lists are not available to you. Ask a member with full access.',
} as const;

export const ExportStatus = z.enum(['queued', 'running', 'done', 'failed']);
export type ExportStatus = z.infer<typeof ExportStatus>;

/** What an export holds: a list's contacts, or a template's submissions. */
export const ExportSource = z.enum(['list', 'templateSubmissions']);
export type ExportSource = z.infer<typeof ExportSource>;

export const ExportRecord = z.object({
  id: z.number(),
  source: ExportSource,
  /** The exported list; null for a template's submissions. */
  listId: z.number().nullable(),
  /** The exported template; null for a list. */
  templateId: z.number().nullable(),
  /** The name shown: the list's, or the template's followed by ' submissions'. */
  listName: z.string(),
  status: ExportStatus,
  rowCount: z.number().nullable(),
  sizeBytes: z.number().nullable(),
  createdOn: z.string(),
  completedOn: z.string().nullable(),
  expiresOn: z.string(),
  error: z.string().nullable(),
});
export type ExportRecord = z.infer<typeof ExportRecord>;

export const EXPORT_RETENTION_DAYS = 7;

const tags = ['exports'] as const;

export const exportRoutes = {
  requestDownload: defineRoute({
    method: 'GET', path: '/api/contacts/downloadList/v2/downloadUrl', access: 'account', roles: FULL_ACCESS, tags,
    summary: 'Start a CSV export of a list; requestExist is true when one was requested in the last 30 minutes',
    query: z.object({
      recipientListId: ListId,
      archiveContacts: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
      timezoneOffset: z.coerce.number().int().min(-840).max(840).default(0),
    }),
    response: z.object({ requestExist: z.boolean(), exportId: z.number().nullable() }),
  }),
  listExports: defineRoute({
    method: 'GET', path: '/api/exports', access: 'account', roles: FULL_ACCESS, tags,
    summary: "The download centre: exports of the last 7 days (lists' contacts and templates' submissions), newest first",
    response: z.object({ data: z.array(ExportRecord) }),
  }),
  downloadExport: defineRoute({
    method: 'GET', path: '/api/exports/:id/download', access: 'account', roles: FULL_ACCESS, tags,
    summary: 'The export as a CSV file',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.string().describe('CSV file'),
  }),
};
