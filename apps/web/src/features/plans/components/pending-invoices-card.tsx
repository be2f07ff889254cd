import { Alert, Button, Col, Flex, Typography } from 'antd';
import { RenewalMessages, type PendingInvoice } from '@sendwell/contracts';
import { formatMoney, renewalLastGraceDay } from '@sendwell/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { usePayPendingInvoice, usePendingInvoices } from '../api/pending-invoices';

function DueInvoice({ invoice, timeZone }: { invoice: PendingInvoice; timeZone: string }) {
  const what = `invoice #${invoice.number} (${invoice.description}, ${formatMoney(invoice.amount, invoice.currency)})`;
  const payBy = formatDate(renewalLastGraceDay(new Date(invoice.graceUntil)), timeZone);
  const pay = usePayPendingInvoice();
  return (
    <Alert
      type={invoice.fellBack ? 'error' : 'warning'}
      showIcon
      title={RenewalMessages.dueTitle}
      description={
        <Flex vertical gap={8} align="start">
          <Typography.Text>
            {invoice.fellBack ? RenewalMessages.fellBack(what) : RenewalMessages.due(what, payBy)}
          </Typography.Text>
          {invoice.failureReason && (
            <Typography.Text type="secondary">{invoice.failureReason}</Typography.Text>
          )}
          {/* Spec 2 §4.3: when a payment is due, the browser goes to the payment link. */}
          <Button
            type="primary"
            aria-label={`${RenewalMessages.payNow}: invoice #${invoice.number}`}
            loading={pay.isPending}
            onClick={() => pay.mutate(invoice.id)}
          >
            {RenewalMessages.payNow}
          </Button>
          {pay.isError && <Typography.Text type="danger">{pay.error.message}</Typography.Text>}
        </Flex>
      }
    />
  );
}

/** The renewals left unpaid, on Plans and billing (a column of its row), for the primary owner who pays them. */
export function PendingInvoicesCard() {
  const user = useCurrentUser();
  const pending = usePendingInvoices(user.role === 'primaryOwner');
  const invoices = pending.data?.invoices ?? [];
  if (invoices.length === 0) return null;
  return (
    <Col span={24}>
      <Flex vertical gap={12} role="region" aria-label="Invoices due">
        {invoices.map((invoice) => (
          <DueInvoice key={invoice.id} invoice={invoice} timeZone={user.accountAdminSettings.timezone} />
        ))}
      </Flex>
    </Col>
  );
}
