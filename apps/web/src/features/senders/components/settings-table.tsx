import type { ReactNode } from 'react';
import { Empty, Space, Table, Typography, type TableColumnsType } from 'antd';

/** Words carry a status; the tone only adds weight or colour where it keeps its contrast on white. */
export type StatusTone = 'strong' | 'plain' | 'secondary' | 'danger';

export function StatusText({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <Typography.Text
      strong={tone === 'strong'}
      {...(tone === 'secondary' || tone === 'danger' ? { type: tone } : {})}
    >
      {children}
    </Typography.Text>
  );
}

/** The last column of a settings table: the row's link buttons, named for screen readers only. */
export const rowActionsColumn = <Row,>(render: (row: Row) => ReactNode): TableColumnsType<Row>[number] => ({
  key: 'actions',
  title: <span className="sr-only">Actions</span>,
  align: 'right',
  render: (_, row) => <Space size={0}>{render(row)}</Space>,
});

interface SettingsTableProps<Row> {
  columns: TableColumnsType<Row>;
  rows: Row[] | undefined;
  loading: boolean;
  /** What an empty table says, e.g. 'No senders yet'. */
  empty: string;
}

/** A short settings table: every row on one page, keyed by id. */
export function SettingsTable<Row extends { id: number }>({
  columns,
  rows,
  loading,
  empty,
}: SettingsTableProps<Row>) {
  return (
    <Table
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: <Empty description={empty} /> }}
      // On a phone the table scrolls in its card rather than widening the page.
      scroll={{ x: 'max-content' }}
    />
  );
}
