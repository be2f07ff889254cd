import { Button, Modal, Typography } from 'antd';
import { formatMoney, type Currency } from '@sendwell/domain';

export interface OldPricingNoticeProps {
  open: boolean;
  planName: string;
  contacts: number;
  period: 'monthly' | 'annual';
  /** What the plan costs a period, before tax, as the server answers it. */
  cost: number;
  currency: Currency;
  onClose: () => void;
}

/**
 * Spec 3 §2.11, the old-pricing notice: a plan bought at a price the list no longer has keeps that price while
 * the account keeps the plan; another plan is bought at today's prices.
 */
export function OldPricingNotice({
  open,
  planName,
  contacts,
  period,
  cost,
  currency,
  onClose,
}: OldPricingNoticeProps) {
  const price = `${formatMoney(cost, currency)}${currency === 'INR' ? ' + GST' : ''} ${period === 'annual' ? 'a year' : 'a month'}`;
  return (
    <Modal
      open={open}
      title="You are on older pricing"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Got it
        </Button>
      }
    >
      <Typography.Paragraph>
        Your {planName} plan for {contacts.toLocaleString('en-US')} contacts costs <strong>{price}</strong>,
        the price you bought it at. Our prices have changed since.
      </Typography.Paragraph>
      <Typography.Paragraph>You keep this price for as long as you keep this plan.</Typography.Paragraph>
      <Typography.Paragraph style={{ margin: 0 }}>
        Choosing another plan, more contacts or another billing period moves you to today&apos;s prices.
      </Typography.Paragraph>
    </Modal>
  );
}
