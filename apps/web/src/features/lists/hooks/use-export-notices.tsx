import { App, Button } from 'antd';
import { ExportMessages } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Spec §9: export notifications stay 7 seconds. */
const NOTICE_SECONDS = 7;

/** The three export notifications of spec §8, shared by Export to CSV and Download backup & delete. */
export const useExportNotices = () => {
  const { notification } = App.useApp();
  return {
    limitReached: () =>
      notification.warning({
        key: 'export',
        title: ExportMessages.limitTitle,
        description: ExportMessages.limitText,
        duration: NOTICE_SECONDS,
      }),
    started: () =>
      notification.info({
        key: 'export',
        title: ExportMessages.startedTitle,
        description: ExportMessages.startedText,
        duration: NOTICE_SECONDS,
        actions: (
          <Button type="primary" size="small" href={paths.downloadCentre} target="_blank" rel="noopener">
            {ExportMessages.goToDownloadCentre}
          </Button>
        ),
      }),
    failed: (error?: unknown) =>
      notification.error({
        key: 'export',
        title: error === undefined ? ExportMessages.failureTitle : errorMessage(error),
        description: ExportMessages.failureText,
        duration: NOTICE_SECONDS,
      }),
  };
};
