import { Button, Flex, Modal, Progress, Typography } from 'antd';
import { ApiOutlined, AppstoreAddOutlined, HistoryOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ImportRecord } from '@sendwell/contracts';
import { formatCount, formatCountOf } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { isImportFinished } from '../api/get-import';
import { ImportResultSummary } from './import-result-summary';

/* Other ways in: connecting a store keeps its customers flowing in; an API key lets the customer's own systems add contacts. */
const IMPORT_FROM_APPS_URL = paths.settingsTab('store-integration');
const API_REFERENCE_URL = paths.settingsTab('apikey');

interface ImportInProgressModalProps {
  /** Undefined until the first answer about the import arrives. */
  record: ImportRecord | undefined;
  onClose: () => void;
}

/** Where the import stands, in words and as a share of the file's rows. */
const progressOf = (record: ImportRecord | undefined): { percent: number; text: string } => {
  if (!record || record.status === 'queued') return { percent: 0, text: 'Waiting to start…' };
  const total = record.totalRows ?? 0;
  const read = record.processedRows;
  if (total > 0 && read >= total) return { percent: 99, text: `All ${formatCount(total)} rows read. Adding the contacts to your list…` };
  if (total === 0) return { percent: 0, text: `${formatCountOf(read, 'row', 'rows')} read` };
  // The bar reaches its end only when the import is done: the contacts are added after the last row is read.
  return { percent: Math.min(99, Math.floor((read / total) * 100)), text: `${formatCount(read)} of ${formatCount(total)} rows read` };
};

/**
 * After a CSV upload (spec §2.2). It follows the import as it runs, rows read out of the file's rows, so a
 * small file shows its result right here and a large one its progress; nothing needs a page refresh.
 */
export function ImportInProgressModal({ record, onClose }: ImportInProgressModalProps) {
  const finished = isImportFinished(record);
  const progress = progressOf(record);
  return (
    <Modal
      open
      title={record?.status === 'done' ? 'Import complete' : 'Import in progress...'}
      width="40rem"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          Okay
        </Button>
      }
    >
      <Flex vertical gap={16}>
        {!finished && (
          <>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              Your contacts are being imported and will be ready shortly. This window updates by itself; you
              can close it and keep working, and you will be told when the import is done.
            </Typography.Paragraph>
            <Flex vertical gap={4} role="status" aria-live="polite">
              <Progress percent={progress.percent} status="active" aria-label="Import progress" />
              <Typography.Text type="secondary">{progress.text}</Typography.Text>
            </Flex>
          </>
        )}
        {record && finished && <ImportResultSummary record={record} />}
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">Keep your contacts in step automatically:</Typography.Text>
          <Flex gap={16} wrap>
            <Typography.Link href={IMPORT_FROM_APPS_URL} target="_blank" rel="noopener">
              <AppstoreAddOutlined /> Import from Apps
            </Typography.Link>
            <Typography.Link href={API_REFERENCE_URL} target="_blank" rel="noopener">
              <ApiOutlined /> Add through API
            </Typography.Link>
            <Link to={paths.importHistory} onClick={onClose}>
              <HistoryOutlined /> Import history
            </Link>
          </Flex>
        </Flex>
      </Flex>
    </Modal>
  );
}
