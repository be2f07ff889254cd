import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { BillingMessages, SANDBOX_CARDS } from '@sendwell/contracts';
import { formatMoney, WELCOME_OFFER_LABEL } from '@sendwell/domain';
import { PublicCard } from '../../../components/public-card';
import { errorMessage, isApiRequestError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCheckoutSession, usePaySandbox } from '../api/billing';

/** Shown in the payment modal's frame, the modal leads on from the result; the page alone links back. */
const embedded = typeof window !== 'undefined' && window.self !== window.top;

const CARDS: { number: string; does: string }[] = [
  { number: SANDBOX_CARDS.succeeds, does: 'Payment succeeds' },
  { number: SANDBOX_CARDS.declined, does: 'Card is declined' },
  { number: SANDBOX_CARDS.requiresConfirmation, does: 'Bank asks you to confirm' },
];

/**
 * /billing/checkout/{token}: the built-in sandbox provider's hosted checkout, standing where a real
 * provider's page would. Test cards only; the plan changes when the provider's signed event arrives.
 */
export function SandboxCheckoutPage() {
  const token = useParams().token ?? '';
  const session = useCheckoutSession(token);
  return (
    <PublicCard
      title="Test checkout"
      description="Sendwell's sandbox payment provider: no real card is charged."
    >
      {session.isPending && <Spin style={{ display: 'block', margin: '32px auto' }} />}
      {session.isError && (
        <Alert
          type="error"
          showIcon
          title={
            isApiRequestError(session.error, 404)
              ? BillingMessages.checkoutNotFound
              : errorMessage(session.error)
          }
        />
      )}
      {session.data && (
        <Checkout token={token} session={session.data} onSettled={() => void session.refetch()} />
      )}
    </PublicCard>
  );
}

interface Session {
  accountName: string;
  description: string;
  currency: 'INR' | 'USD';
  subtotal: number;
  tax: number;
  discount: number;
  total: number;
  status: 'pending' | 'paid' | 'failed';
  failureReason: string | null;
}

function Checkout({ token, session, onSettled }: { token: string; session: Session; onSettled: () => void }) {
  const pay = usePaySandbox(token);
  const [cardNumber, setCardNumber] = useState('');
  const [confirming, setConfirming] = useState(false);
  const money = (amount: number) => formatMoney(amount, session.currency);
  const submit = (confirm: boolean) =>
    pay.mutate(
      { cardNumber, ...(confirm ? { confirm } : {}) },
      {
        onSuccess: (answer) => {
          if (answer.outcome === 'requires_confirmation') setConfirming(true);
          else onSettled();
        },
      },
    );

  if (session.status === 'paid') {
    return (
      <Result
        status="success"
        title={BillingMessages.paid}
        extra={embedded ? undefined : <Link to={paths.plans}>Back to Plans and billing</Link>}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'account', label: 'Account', children: session.accountName },
          { key: 'what', label: 'Paying for', children: session.description },
          { key: 'subtotal', label: 'Price', children: money(session.subtotal) },
          ...(session.tax > 0 ? [{ key: 'tax', label: 'GST (18%)', children: money(session.tax) }] : []),
          ...(session.discount > 0
            ? [{ key: 'discount', label: WELCOME_OFFER_LABEL, children: `−${money(session.discount)}` }]
            : []),
          {
            key: 'total',
            label: 'Total',
            children: <Typography.Text strong>{money(session.total)}</Typography.Text>,
          },
        ]}
      />
      {session.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={session.failureReason ?? BillingMessages.cardDeclined}
          description={
            embedded ? undefined : <Link to={paths.plans}>Start again from Plans and billing</Link>
          }
        />
      ) : (
        <Form layout="vertical" onFinish={() => submit(confirming)} requiredMark={false}>
          <Form.Item
            label="Card number"
            htmlFor="card-number"
            validateStatus={pay.error ? 'error' : undefined}
            help={pay.error ? errorMessage(pay.error) : undefined}
          >
            <Input
              id="card-number"
              value={cardNumber}
              onChange={(event) => {
                setCardNumber(event.target.value);
                setConfirming(false);
              }}
              inputMode="numeric"
              autoComplete="off"
              placeholder="4242 4242 4242 4242"
            />
          </Form.Item>
          {confirming && (
            <Alert
              type="info"
              showIcon
              title={BillingMessages.needsConfirmation}
              style={{ marginBottom: 16 }}
            />
          )}
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={pay.isPending}
            disabled={cardNumber.trim() === ''}
          >
            {confirming ? 'Confirm payment' : `Pay ${money(session.total)}`}
          </Button>
        </Form>
      )}
      <div>
        <Typography.Text strong>Test cards</Typography.Text>
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {CARDS.map((card) => (
            <li key={card.number}>
              <Typography.Text code copyable>
                {card.number}
              </Typography.Text>{' '}
              {card.does}
            </li>
          ))}
        </ul>
      </div>
    </Flex>
  );
}
