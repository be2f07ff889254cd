import { Button, Flex, Modal, Spin, Typography } from 'antd';
import { ApiOutlined, AppstoreAddOutlined } from '@ant-design/icons';
import type { ImportRecord } from '@sendwell/contracts';
import { formatCount } from '../../../lib/format';
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

/** After a CSV upload (spec §2.2). It follows the import, so a small file shows its result right here. */
export function ImportInProgressModal({ record, onClose }: ImportInProgressModalProps) {
  const finished = isImportFinished(record);
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
              Your contacts are being imported and will be ready shortly. Please refresh the page to see
              them in your list.
            </Typography.Paragraph>
            <Flex align="center" gap={8} role="status">
              <Spin size="small" />
              <Typography.Text type="secondary">
                {record && record.processedRows > 0
                  ? `${formatCount(record.processedRows)} rows read so far`
                  : 'Starting the import'}
              </Typography.Text>
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
          </Flex>
        </Flex>
      </Flex>
    </Modal>
  );
}
