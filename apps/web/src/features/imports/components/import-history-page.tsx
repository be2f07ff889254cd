import { Alert, Empty, Flex, Progress, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { IMPORT_HISTORY_PAGE_SIZE, type ImportRecord, type ImportStatus } from '@sendwell/contracts';
import { PageTitle } from '../../../components/page-heading';
import { useCurrentUser } from '../../../lib/current-user';
import { formatCountOf, formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useImportHistory } from '../api/list-imports';
import { importCountsText } from './import-counts-text';
import { ErrorReportDownload } from './import-report-button';

const STATUS_TAGS: Record<ImportStatus, { label: string; color: string }> = {
  queued: { label: 'Waiting', color: 'default' },
  running: { label: 'Importing', color: 'processing' },
  done: { label: 'Done', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

const noWrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

function StatusCell({ entry }: { entry: ImportRecord }) {
  const tag = <Tag color={STATUS_TAGS[entry.status].color}>{STATUS_TAGS[entry.status].label}</Tag>;
  if (entry.status === 'failed' && entry.error) return <Tooltip title={entry.error.message}>{tag}</Tooltip>;
  if (entry.status !== 'running' || !entry.totalRows) return tag;
  const percent = Math.min(99, Math.floor((entry.processedRows / entry.totalRows) * 100));
  return (
    <Flex vertical gap={2} style={{ minWidth: 120 }}>
      {tag}
      <Progress percent={percent} size="small" aria-label={`Import of ${entry.fileName ?? 'pasted addresses'} progress`} />
    </Flex>
  );
}

const columnsFor = (timeZone: string): TableColumnsType<ImportRecord> => [
  {
    key: 'file',
    title: 'File',
    onCell: noWrap,
    render: (_, entry) =>
      entry.source === 'csv' ? (
        <Typography.Text strong>{entry.fileName}</Typography.Text>
      ) : (
        <Typography.Text strong>Added manually</Typography.Text>
      ),
  },
  {
    key: 'list',
    title: 'List',
    render: (_, entry) => <Link to={paths.listContacts(entry.listId)}>{entry.listName}</Link>,
  },
  {
    key: 'when',
    title: 'Started',
    onCell: noWrap,
    render: (_, entry) => (
      <Flex vertical>
        <span>{formatDateTime(entry.createdOn, timeZone)}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          by {entry.requestedBy ?? 'a former member'}
        </Typography.Text>
      </Flex>
    ),
  },
  { key: 'status', title: 'Status', render: (_, entry) => <StatusCell entry={entry} /> },
  {
    key: 'result',
    title: 'Result',
    onCell: () => ({ style: { minWidth: 220 } }),
    render: (_, entry) =>
      entry.status === 'done' ? (
        <Typography.Text>{importCountsText(entry.counts)}</Typography.Text>
      ) : entry.status === 'failed' ? (
        <Typography.Text type="danger">{entry.error?.message ?? 'Something went wrong'}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">{formatCountOf(entry.processedRows, 'row', 'rows')} read</Typography.Text>
      ),
  },
  {
    key: 'report',
    title: 'Report',
    render: (_, entry) =>
      entry.hasErrorReport ? (
        <ErrorReportDownload record={entry} link />
      ) : (
        <Typography.Text type="secondary">No problems</Typography.Text>
      ),
  },
];

/**
 * /app/contacts/imports: every import of the account, newest first, a page at a time, each with its report
 * to download, for as long as the import is kept.
 */
export function ImportHistoryPage() {
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const history = useImportHistory({ page, pageSize: IMPORT_HISTORY_PAGE_SIZE });

  return (
    <Flex vertical gap={16}>
      <Link to={paths.contacts}>
        <ArrowLeftOutlined aria-hidden /> Lists & Segments
      </Link>
      <div>
        <PageTitle style={{ marginBottom: 4 }}>Import history</PageTitle>
        <Typography.Text type="secondary">
          Every import into your lists: who ran it, when, and what it did. Download a report to see the rows
          that were skipped and the values that were left empty.
        </Typography.Text>
      </div>
      {history.isError && <Alert type="error" showIcon title={history.error.message} />}
      <Table<ImportRecord>
        rowKey="id"
        columns={columnsFor(user.accountAdminSettings.timezone)}
        dataSource={history.data?.data}
        loading={history.isPending}
        tableLayout="auto"
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize: IMPORT_HISTORY_PAGE_SIZE,
          total: history.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => setSearch(next === 1 ? {} : { page: String(next) }),
        }}
        locale={{
          emptyText: (
            <Empty description="No imports yet. Import contacts from the Lists & Segments page (Import contacts); each import appears here." />
          ),
        }}
      />
    </Flex>
  );
}
