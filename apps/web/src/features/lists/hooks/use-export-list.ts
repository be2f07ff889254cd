import type { ListRecord } from '@sendwell/contracts';
import { useRequestExport } from '../api/request-export';
import { useExportNotices } from './use-export-notices';

/** Export to CSV from the more-menu (spec §8). */
export const useExportList = () => {
  const requestExport = useRequestExport();
  const notices = useExportNotices();
  return (list: ListRecord) =>
    requestExport.mutate(
      { listId: list.id, archiveContacts: false },
      {
        onSuccess: ({ requestExist }) => (requestExist ? notices.limitReached() : notices.started()),
        onError: () => notices.failed(),
      },
    );
};
