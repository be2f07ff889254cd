import { Button, Card, Typography } from 'antd';
import { useCurrentUser } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { usePaymentMethod } from '../api/billing-account';

/** The card renewals are charged to, with 'Change payment method' (the provider's page, in its own window). */
export function PaymentMethodCard() {
  const user = useCurrentUser();
  const method = usePaymentMethod();
  const card = method.data?.card;
  return (
    <Card title="Payment method">
      <Typography.Paragraph>
        {card ? `${card.brand} ending in ${card.last4}` : 'No card saved yet.'}
      </Typography.Paragraph>
      {user.role === 'primaryOwner' && (
        <Button onClick={() => window.open(paths.paymentMethod, 'payment-method', 'width=520,height=720')}>
          Change payment method
        </Button>
      )}
    </Card>
  );
}
