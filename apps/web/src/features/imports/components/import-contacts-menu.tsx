import { useCallback, useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownOutlined, EditOutlined, FileTextOutlined, HistoryOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { MILESTONE_REFRESH_DELAY_MS, type ImportRecord } from '@sendwell/contracts';
import { lazyDialog } from '../../../components/lazy-component';
import {
  FIRST_MILESTONE_SOURCE,
  useFirstMilestoneStart,
  useRefreshMilestone,
  type FirstMilestoneStart,
} from '../../../lib/milestones';
import { paths } from '../../../lib/paths';
import { useFollowedImport } from '../api/get-import';
import { ImportWatcher } from './import-watcher';

// Each way in and each result is a dialog of its own, fetched when it first opens.
const CsvImportModal = lazyDialog(() => import('./csv-import-modal').then((m) => m.CsvImportModal));
const QuickImportModal = lazyDialog(() => import('./quick-import-modal').then((m) => m.QuickImportModal));
const ImportCompleteModal = lazyDialog(() =>
  import('./import-complete-modal').then((m) => m.ImportCompleteModal),
);
const ImportInProgressModal = lazyDialog(() =>
  import('./import-in-progress-modal').then((m) => m.ImportInProgressModal),
);

/** The csv_import_step1 event's source for imports started from the lists page. */
const SOURCE = 'contacts';

/** Where the dialogs were opened from: the page's menu or the getting-started checklist. */
type Source = typeof SOURCE | typeof FIRST_MILESTONE_SOURCE;

type Dialog = { source: Source } & (
  | { kind: 'quick' | 'csv' }
  | { kind: 'complete'; record: ImportRecord }
  | { kind: 'inProgress'; importId: number }
);

const MILESTONE_STARTS = ['importCsv', 'importManual'] as const;

interface ImportContactsMenuProps {
  /** Lists were added to or filled: the page showing them should ask again. */
  onListsChanged: () => void;
}

function InProgress({ importId, onClose }: { importId: number; onClose: () => void }) {
  const { data } = useFollowedImport(importId);
  return <ImportInProgressModal record={data} onClose={onClose} />;
}

/**
 * 'Import contacts' with its two ways in, and the dialogs they open. A CSV import keeps being followed after
 * its dialog closes, so its result is announced wherever the marketer is on this page.
 */
export function ImportContactsMenu({ onListsChanged }: ImportContactsMenuProps) {
  const [dialog, setDialog] = useState<Dialog>();
  const [following, setFollowing] = useState<number[]>([]);
  const refreshMilestone = useRefreshMilestone();
  const close = () => {
    // Spec 2 §2.1 and §2.2: closing the result from the checklist asks for the milestones again shortly after.
    if (dialog?.source === FIRST_MILESTONE_SOURCE && (dialog.kind === 'complete' || dialog.kind === 'inProgress')) {
      refreshMilestone('importContacts', MILESTONE_REFRESH_DELAY_MS);
    }
    setDialog(undefined);
  };
  const openFromChecklist = useCallback(
    (start: FirstMilestoneStart) =>
      setDialog({ kind: start === 'importCsv' ? 'csv' : 'quick', source: FIRST_MILESTONE_SOURCE }),
    [],
  );
  useFirstMilestoneStart(MILESTONE_STARTS, openFromChecklist);

  const onFinished = useCallback(
    (record: ImportRecord) => {
      setFollowing((current) => current.filter((id) => id !== record.id));
      onListsChanged();
      refreshMilestone('importContacts');
    },
    [onListsChanged, refreshMilestone],
  );

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'quick', icon: <EditOutlined />, label: 'Add contacts manually' },
            { key: 'csv', icon: <FileTextOutlined />, label: 'Import via CSV' },
            { type: 'divider' },
            { key: 'history', icon: <HistoryOutlined />, label: <Link to={paths.importHistory}>Import history</Link> },
          ],
          onClick: ({ key }) => {
            if (key !== 'history') setDialog({ kind: key === 'csv' ? 'csv' : 'quick', source: SOURCE });
          },
        }}
      >
        <Button type="primary" icon={<UploadOutlined />}>
          Import contacts <DownOutlined />
        </Button>
      </Dropdown>
      {dialog?.kind === 'quick' && (
        <QuickImportModal
          onClose={close}
          onImported={(record) => {
            onListsChanged();
            setDialog({ kind: 'complete', record, source: dialog.source });
          }}
        />
      )}
      {dialog?.kind === 'complete' && <ImportCompleteModal record={dialog.record} onClose={close} />}
      {dialog?.kind === 'csv' && (
        <CsvImportModal
          source={dialog.source}
          onClose={close}
          onUploaded={(accepted) => {
            onListsChanged();
            setFollowing((current) => [...current, accepted.importId]);
            setDialog({ kind: 'inProgress', importId: accepted.importId, source: dialog.source });
          }}
        />
      )}
      {dialog?.kind === 'inProgress' && <InProgress importId={dialog.importId} onClose={close} />}
      {following.map((importId) => (
        <ImportWatcher
          key={importId}
          importId={importId}
          quiet={dialog?.kind === 'inProgress' && dialog.importId === importId}
          onFinished={onFinished}
        />
      ))}
    </>
  );
}
