import { Alert, Card, Table } from 'antd';
import { accountRoleOf, TEAM_ADMINS } from '@sendwell/contracts';
import { formatMoney } from '@sendwell/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { useBillingHistory } from '../api/billing';
import { invoiceUrl } from '../api/get-usage';
import { ScrollRegion } from './scroll-region';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

type HistoryRow = NonNullable<ReturnType<typeof useBillingHistory>['data']>['data'][number];

/**
 * Spec 3 §2.11: the billing history table (ID, Transaction, Emails added, Contacts added, Invoice amount,
 * Download).
 */
export function BillingHistoryCard() {
  const history = useBillingHistory();
  const user = useCurrentUser();
  const timeZone = user.accountAdminSettings.timezone;
  // Invoices are for the primary owner and admins; the server answers the others 403.
  const canDownload = TEAM_ADMINS.includes(accountRoleOf(user));
  return (
    <Card id="billing-history" title="Billing history">
      {history.isError && <Alert type="error" showIcon title={history.error.message} />}
      <ScrollRegion label="Billing history table">
        <Table<HistoryRow>
          rowKey="id"
          size="small"
          loading={history.isPending}
          dataSource={history.data?.data ?? []}
          pagination={false}
          locale={{ emptyText: 'No payments yet' }}
          columns={[
            { title: 'ID', dataIndex: 'number', render: (n: number) => `#${n}` },
            {
              title: 'Date',
              dataIndex: 'paidAt',
              // A date or a link broken over two lines reads as two; they keep to one and the table scrolls.
              render: (at: string) => <span style={NO_WRAP}>{formatDate(new Date(at), timeZone)}</span>,
            },
            { title: 'Transaction', dataIndex: 'transaction' },
            {
              title: 'Emails added',
              dataIndex: 'emailsAdded',
              render: (n: number) => n.toLocaleString('en-US'),
            },
            {
              title: 'Contacts added',
              dataIndex: 'contactsAdded',
              render: (n: number) => n.toLocaleString('en-US'),
            },
            {
              title: 'Invoice amount',
              key: 'amount',
              render: (_: unknown, row: { amount: number; currency: 'INR' | 'USD' }) =>
                formatMoney(row.amount, row.currency),
            },
            ...(canDownload
              ? [
                  {
                    title: 'Download',
                    key: 'download',
                    render: (_: unknown, row: HistoryRow) => (
                      <a
                        href={invoiceUrl(row.id)}
                        download
                        aria-label={`Download PDF of invoice #${row.number}`}
                      >
                        <span style={NO_WRAP}>Download PDF</span>
                      </a>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}
