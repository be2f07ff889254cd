import { useEffect, useRef } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ImportRecord } from '@sendwell/contracts';
import { errorReportUrl, isImportFinished, useImport } from '../api/get-import';
import { importCountsText } from './import-counts-text';

/** Spec §9: notifications stay 7 seconds; one with a report to download stays until it is closed. */
const NOTICE_SECONDS = 7;

interface ImportWatcherProps {
  importId: number;
  /** The result is on screen already (the in-progress dialog is open), so no notice is needed. */
  quiet: boolean;
  onFinished: (record: ImportRecord) => void;
}

/** Follows a CSV import after its dialog closes and tells the marketer how it went. */
export function ImportWatcher({ importId, quiet, onFinished }: ImportWatcherProps) {
  const { notification } = App.useApp();
  const { data } = useImport(importId);
  const finished = isImportFinished(data);
  // Told once, even if the parent renders again before it drops this watcher.
  const told = useRef(false);

  useEffect(() => {
    if (!finished || !data || told.current) return;
    told.current = true;
    if (!quiet) {
      const failed = data.status === 'failed';
      notification[failed ? 'error' : data.hasErrorReport ? 'warning' : 'success']({
        key: `import-${data.id}`,
        title: failed ? `The import into "${data.listName}" stopped` : `Import into "${data.listName}" is complete`,
        description: failed ? data.error?.message : importCountsText(data.counts),
        duration: data.hasErrorReport ? 0 : NOTICE_SECONDS,
        actions: data.hasErrorReport ? (
          <Button size="small" icon={<DownloadOutlined />} href={errorReportUrl(data.id)} download>
            Download error report
          </Button>
        ) : undefined,
      });
    }
    onFinished(data);
  }, [finished, data, quiet, notification, onFinished]);

  return null;
}
