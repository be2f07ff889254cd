import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { importRoutes, type ImportRecord } from '@sendwell/contracts';
import { useMayCall } from '../../../lib/current-user';
import { isImportFinished, useImport } from '../api/get-import';
import { importCountsText } from './import-counts-text';
import { ReportButton } from './import-report-button';

/** Spec §9: notifications stay 7 seconds; one with a report to download stays until it is closed. */
const NOTICE_SECONDS = 7;

interface ImportWatcherProps {
  importId: number;
  /** The import is on screen (the in-progress dialog is open): its progress is asked for every second, and its result needs no notice. */
  quiet: boolean;
  onFinished: (record: ImportRecord) => void;
}

/** Follows a CSV import after its dialog closes and tells the marketer how it went. */
export function ImportWatcher({ importId, quiet, onFinished }: ImportWatcherProps) {
  const { notification } = App.useApp();
  const { data } = useImport(importId, { watched: quiet });
  // The notice renders outside this tree, so it is told here whether the report may be downloaded.
  const mayDownload = useMayCall(importRoutes.errorReport);
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
        actions: data.hasErrorReport && mayDownload ? <ReportButton importId={data.id} size="small" /> : undefined,
      });
    }
    onFinished(data);
  }, [finished, data, quiet, notification, onFinished, mayDownload]);

  return null;
}
