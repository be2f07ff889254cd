import { useState } from 'react';
import { Alert, Button, Form, Input, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { SANDBOX_CARDS } from '@sendwell/contracts';
import { PublicCard } from '../../../components/public-card';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePaymentMethod, useUpdatePaymentMethod } from '../api/billing-account';

/**
 * /billing/payment-method: the sandbox provider's card setup page ('Change payment method'), opened in its
 * own window like a provider's. Once the card is saved it goes to the 'Connecting...' page, which closes it.
 */
export function PaymentMethodPage() {
  const current = usePaymentMethod();
  const update = useUpdatePaymentMethod();
  const navigate = useNavigate();
  const [cardNumber, setCardNumber] = useState('');
  const card = current.data?.card;
  return (
    <PublicCard
      title="Change payment method"
      description="Sendwell's sandbox payment provider: no real card is charged."
    >
      {current.isPending ? (
        <Spin style={{ display: 'block', margin: '32px auto' }} />
      ) : (
        <Typography.Paragraph>
          {card ? `Renewals are charged to ${card.brand} ending in ${card.last4}.` : 'No card is saved yet.'}
        </Typography.Paragraph>
      )}
      {current.isError && <Alert type="error" showIcon title={errorMessage(current.error)} />}
      {
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={() => update.mutate(cardNumber, { onSuccess: () => void navigate(paths.connecting) })}
        >
          <Form.Item
            label="New card number"
            htmlFor="new-card-number"
            validateStatus={update.error ? 'error' : undefined}
            help={update.error ? errorMessage(update.error) : undefined}
          >
            <Input
              id="new-card-number"
              value={cardNumber}
              onChange={(event) => setCardNumber(event.target.value)}
              inputMode="numeric"
              autoComplete="off"
              placeholder={SANDBOX_CARDS.succeeds}
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={update.isPending}
            disabled={!cardNumber.trim()}
          >
            Save card
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            Test card: <Typography.Text code>{SANDBOX_CARDS.succeeds}</Typography.Text>
          </Typography.Paragraph>
        </Form>
      }
    </PublicCard>
  );
}
