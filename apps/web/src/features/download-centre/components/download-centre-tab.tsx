import { Alert, Button, Empty, Flex, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { EXPORT_RETENTION_DAYS, ExportMessages, exportRoutes, type ExportRecord, type ExportStatus } from '@sendwell/contracts';
import { useMayCall } from '../../../lib/current-user';
import { formatBytes, formatCount, formatDate, formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useExports } from '../api/list-exports';

const STATUS_TAGS: Record<ExportStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'default' },
  running: { label: 'Running', color: 'processing' },
  done: { label: 'Ready', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

const noWrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

const columns: TableColumnsType<ExportRecord> = [
  {
    key: 'list',
    title: 'Export',
    onCell: () => ({ style: { minWidth: 160 } }),
    render: (_, entry) => (
      <Flex vertical>
        <Typography.Text strong>{entry.listName}</Typography.Text>
        <Typography.Text type="secondary">{entry.source === 'list' ? 'List contacts' : 'Template submissions'}</Typography.Text>
      </Flex>
    ),
  },
  {
    key: 'status',
    title: 'Status',
    render: (_, entry) => {
      const tag = <Tag color={STATUS_TAGS[entry.status].color}>{STATUS_TAGS[entry.status].label}</Tag>;
      return entry.status === 'failed' && entry.error ? <Tooltip title={entry.error}>{tag}</Tooltip> : tag;
    },
  },
  {
    key: 'rows',
    title: 'Rows',
    onCell: noWrap,
    align: 'right',
    render: (_, entry) => (entry.rowCount === null ? '—' : formatCount(entry.rowCount)),
  },
  {
    key: 'size',
    title: 'Size',
    onCell: noWrap,
    align: 'right',
    render: (_, entry) => (entry.sizeBytes === null ? '—' : formatBytes(entry.sizeBytes)),
  },
  {
    key: 'requested',
    title: 'Requested',
    onCell: noWrap,
    render: (_, entry) => formatDateTime(entry.createdOn),
  },
  {
    key: 'completed',
    title: 'Completed',
    onCell: noWrap,
    render: (_, entry) => (entry.completedOn ? formatDateTime(entry.completedOn) : '—'),
  },
  { key: 'expires', title: 'Expires', onCell: noWrap, render: (_, entry) => formatDate(entry.expiresOn) },
  {
    key: 'download',
    title: <span className="sr-only">Download</span>,
    render: (_, entry) =>
      entry.status === 'done' ? (
        <Button
          type="link"
          icon={<DownloadOutlined />}
          href={paths.exportFile(entry.id)}
          download
          aria-label={`Download ${entry.listName}`}
        >
          Download
        </Button>
      ) : null,
  },
];

/** /app/settings/download-centre: the account's CSV exports of the last 7 days. */
export function DownloadCentreTab() {
  const mayList = useMayCall(exportRoutes.listExports);
  const exports = useExports(mayList);
  if (!mayList) return <Alert type="info" showIcon title={ExportMessages.limitedAccess} />;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">
          Exports of your lists and template submissions from the last {EXPORT_RETENTION_DAYS} days. We also email you a link when each
          file is ready.
        </Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={() => void exports.refetch()}>
          Refresh
        </Button>
      </Flex>
      {exports.isError && <Alert type="error" showIcon title={exports.error.message} />}
      <Table
        rowKey="id"
        columns={columns}
        dataSource={exports.data}
        loading={exports.isPending}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        tableLayout="auto"
        scroll={{ x: 960 }}
        locale={{
          emptyText: (
            <Empty
              description={`No exports yet. Export a list from Contacts (⋯ → Export to CSV); the file appears here and stays available for ${EXPORT_RETENTION_DAYS} days.`}
            />
          ),
        }}
      />
    </Flex>
  );
}
