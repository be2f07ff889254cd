import type { ReactNode } from 'react';
import { Button, Flex, Table, type TableColumnsType, type TableProps } from 'antd';
import type { ListRecord, ListSortField } from '@sendwell/contracts';
import { listTypeLabel } from '@sendwell/domain';
import { TablePageFooter } from '../../../components/table-page-footer';
import { useCurrentUser } from '../../../lib/current-user';
import { formatCount, formatDate } from '../../../lib/format';
import type { ListTableState } from '../hooks/use-list-table-state';
import { ContactsCountCell } from './contacts-count-cell';
import type { OnListAction } from './list-actions';
import { ListNameCell } from './list-name-cell';
import { ListRowActions } from './list-row-actions';

interface ListsTableProps {
  state: ListTableState;
  rows: ListRecord[];
  total: number;
  loading: boolean;
  /** The row whose count refresh is being started. */
  refreshingId: number | undefined;
  emptyText: ReactNode;
  onStateChange: (changes: Partial<ListTableState>) => void;
  onAction: OnListAction;
}

const SORT_FIELDS: readonly ListSortField[] = [
  'name',
  'type',
  'recipientsCount',
  'totalCampaignsSent',
  'createdOn',
  'updatedOn',
];
const isSortField = (key: unknown): key is ListSortField => SORT_FIELDS.some((field) => field === key);

export function ListsTable({
  state,
  rows,
  total,
  loading,
  refreshingId,
  emptyText,
  onStateChange,
  onAction,
}: ListsTableProps) {
  const user = useCurrentUser();
  const campaignsClickable = user.flags.campaignPerformanceModal;
  const sortOrderOf = (field: ListSortField) => (state.sortBy === field ? state.sortOrder : null);
  const sortable = (field: ListSortField) => ({
    key: field,
    sorter: true,
    sortOrder: sortOrderOf(field),
    sortDirections: ['ascend' as const, 'descend' as const],
    onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  });

  const columns: TableColumnsType<ListRecord> = [
    {
      ...sortable('name'),
      title: 'List/Segment name',
      render: (_, list) => <ListNameCell list={list} />,
    },
    {
      ...sortable('type'),
      title: 'Type',
      render: (_, list) => listTypeLabel(list.type),
    },
    {
      ...sortable('recipientsCount'),
      title: 'Contacts',
      render: (_, list) => <ContactsCountCell list={list} />,
    },
    {
      ...sortable('totalCampaignsSent'),
      title: 'Campaigns',
      render: (_, list) =>
        campaignsClickable && list.totalCampaignsSent > 0 ? (
          <Button
            type="link"
            style={{ padding: 0, height: 'auto' }}
            aria-label={`Campaign performance of ${list.name}`}
            onClick={() => onAction('campaigns', list)}
          >
            {formatCount(list.totalCampaignsSent)}
          </Button>
        ) : (
          formatCount(list.totalCampaignsSent)
        ),
    },
    {
      ...sortable('createdOn'),
      title: 'Created on',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, list) => formatDate(list.createdOn),
    },
    {
      ...sortable('updatedOn'),
      title: 'Last updated on',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, list) => formatDate(list.updatedOn),
    },
    {
      key: 'actions',
      title: <span className="sr-only">Actions</span>,
      // Room for five icons: a segment also shows Show definition.
      width: 160,
      // Always in view, even when a narrow window scrolls the table sideways.
      fixed: 'right',
      render: (_, list) => (
        <ListRowActions list={list} onAction={onAction} refreshing={refreshingId === list.id} />
      ),
    },
  ];

  const onChange: TableProps<ListRecord>['onChange'] = (_pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!single || !isSortField(single.columnKey) || !single.order) return;
    if (single.columnKey === state.sortBy && single.order === state.sortOrder) return;
    onStateChange({ sortBy: single.columnKey, sortOrder: single.order, page: 1 });
  };

  return (
    <Flex vertical gap={16}>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        onChange={onChange}
        showSorterTooltip={false}
        tableLayout="auto"
        scroll={{ x: 960 }}
        locale={{ emptyText }}
      />
      <TablePageFooter
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        onChange={(next) => onStateChange(next.pageSize === state.pageSize ? { page: next.page } : next)}
      />
    </Flex>
  );
}
