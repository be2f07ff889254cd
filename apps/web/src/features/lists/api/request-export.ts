import { useMutation } from '@tanstack/react-query';
import { exportRoutes, type ExportRecord } from '@sendwell/contracts';
import { ApiRequestError, callApi } from '../../../lib/api-client';

export interface ExportRequest {
  listId: number;
  /** True for the backup taken before a permanent delete (spec §7). */
  archiveContacts: boolean;
}

/** Starts a CSV export; `requestExist` is true when the list was exported in the last 30 minutes. */
export const requestExport = ({ listId, archiveContacts }: ExportRequest) =>
  callApi(exportRoutes.requestDownload, {
    query: {
      recipientListId: listId,
      archiveContacts: archiveContacts ? 'true' : 'false',
      // Dates in the file read in the browser's timezone.
      timezoneOffset: new Date().getTimezoneOffset(),
    },
  });

export const useRequestExport = () => useMutation({ mutationFn: requestExport });

const BACKUP_POLL_MS = 2_000;
const BACKUP_TIMEOUT_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the list's newest export (or the given one) is ready. The export job reads the list's
 * members when it runs, so deleting the list first would leave an empty backup.
 */
export const waitForExport = async (listId: number, exportId: number | null): Promise<ExportRecord> => {
  const deadline = Date.now() + BACKUP_TIMEOUT_MS;
  for (;;) {
    const { data } = await callApi(exportRoutes.listExports);
    const entry = data.find((candidate) =>
      exportId === null ? candidate.listId === listId : candidate.id === exportId,
    );
    if (!entry) throw new ApiRequestError(404, 'EXPORT_MISSING', 'The backup could not be found');
    if (entry.status === 'done') return entry;
    if (entry.status === 'failed') {
      throw new ApiRequestError(500, 'EXPORT_FAILED', entry.error ?? 'The backup could not be made');
    }
    if (Date.now() > deadline) {
      throw new ApiRequestError(
        504,
        'EXPORT_TIMEOUT',
        'The backup is taking too long; the list was not deleted',
      );
    }
    await sleep(BACKUP_POLL_MS);
  }
};
