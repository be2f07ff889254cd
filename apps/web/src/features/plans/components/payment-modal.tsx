import { useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Divider,
  Flex,
  Modal,
  Row,
  Skeleton,
  Spin,
  Steps,
  Typography,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  BillingAccountMessages,
  BillingMessages,
  type CheckoutOrder,
  type CheckoutQuote,
} from '@sendwell/contracts';
import { formatMoney, GST_PERCENT, WELCOME_OFFER_LABEL } from '@sendwell/domain';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCheckoutQuote, usePaymentStatus, useStartPayment } from '../api/billing-account';
import { useCurrency } from '../hooks/use-currency';
import { BillingAddressStep } from './billing-address-step';
import { TopUpStep, type TopUpChoice } from './top-up-step';

/** What the modal was opened for: a plan from the chooser, or credits ('Buy credits'). */
export type PaymentIntent =
  | {
      kind: 'plan';
      planId: 'lite' | 'pro' | 'max';
      numberOfContacts: number;
      period: 'monthly' | 'annual';
      /** Absent: the default for where the account is, which the billing address entered here decides. */
      currency?: 'INR' | 'USD';
    }
  | { kind: 'topUp'; credits?: 'emails' | 'contacts' };

type Step = 'address' | 'checkout' | 'credits';
/** Spec 2 §2.5: step 0 billing address, step 1 the checkout frame, step 2 the credit slider. */
const STEP_TITLES: Record<Step, string> = {
  address: 'Billing address',
  checkout: 'Checkout',
  credits: 'Credits',
};

const successMessage = (payment: { kind: string; emailsAdded: number; contactsAdded: number }) =>
  payment.kind === 'emails'
    ? BillingAccountMessages.emailCreditsAdded(payment.emailsAdded)
    : payment.kind === 'contacts'
      ? BillingAccountMessages.contactCreditsAdded(payment.contactsAdded)
      : BillingMessages.subscriptionUpdated;

/**
 * The payment and upgrade modal (spec 2 §2.5, §4.3), 75vw wide: a plan goes billing address → checkout; a
 * top-up starts at the credit slider, then the checkout. The checkout is the provider's page in a frame;
 * the modal waits for the server to record the provider's verified payment, then shows the success toast
 * and goes to the billing history. Every price shown is the server's quote.
 */
export function PaymentModal({
  open,
  onClose,
  intent,
}: {
  open: boolean;
  onClose: () => void;
  intent: PaymentIntent;
}) {
  const flow: Step[] = intent.kind === 'plan' ? ['address', 'checkout'] : ['credits', 'checkout'];
  const [step, setStep] = useState<Step>(flow[0]!);
  const [choice, setChoice] = useState<TopUpChoice>({
    kind: intent.kind === 'topUp' ? (intent.credits ?? 'emails') : 'emails',
    steps: 1,
    isRecurring: false,
  });
  const { currency: defaultCurrency } = useCurrency();
  const order: CheckoutOrder =
    intent.kind === 'plan'
      ? { ...intent, currency: intent.currency ?? defaultCurrency }
      : { kind: choice.kind, topUpQuantity: choice.steps, isRecurring: choice.isRecurring };
  const quote = useCheckoutQuote(order);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      // Spec 2 §2.5: 75vw wide; on a phone, 75vw would leave the form too narrow to read.
      width={{ xs: 'calc(100vw - 16px)', md: '90vw', lg: '75vw' }}
      destroyOnHidden
      title={intent.kind === 'plan' ? 'Upgrade your plan' : 'Buy credits'}
    >
      <Steps
        size="small"
        current={flow.indexOf(step)}
        items={flow.map((s) => ({ title: STEP_TITLES[s] }))}
        style={{ marginBottom: 24 }}
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          {quote.isError && step !== 'checkout' ? (
            <Alert type="error" showIcon title={errorMessage(quote.error)} />
          ) : step === 'address' ? (
            <BillingAddressStep onSaved={() => setStep('checkout')} />
          ) : step === 'credits' ? (
            <TopUpStep
              choice={choice}
              onChange={setChoice}
              quote={quote.isPlaceholderData ? undefined : quote.data}
              onContinue={() => setStep('checkout')}
            />
          ) : (
            <CheckoutStep order={order} onBack={() => setStep(flow[0]!)} onDone={onClose} />
          )}
        </Col>
        <Col xs={24} lg={8}>
          <SummaryPanel quote={quote.data} loading={quote.isPending} />
        </Col>
      </Row>
    </Modal>
  );
}

/** 'What you will get' and the price summary, from the server's quote. */
function SummaryPanel({ quote, loading }: { quote: CheckoutQuote | undefined; loading: boolean }) {
  const money = (amount: number) => (quote ? formatMoney(amount, quote.currency) : '');
  return (
    <Card size="small" title="What you will get">
      {loading || !quote ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {quote.benefits.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Divider style={{ margin: '12px 0' }} />
          <Typography.Text type="secondary">{quote.description}</Typography.Text>
          <dl style={{ margin: '8px 0 0', display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 4 }}>
            <dt>Price</dt>
            <dd style={{ margin: 0 }}>{money(quote.subtotal)}</dd>
            {quote.tax > 0 && (
              <>
                <dt>GST ({GST_PERCENT}%)</dt>
                <dd style={{ margin: 0 }}>{money(quote.tax)}</dd>
              </>
            )}
            {quote.welcomeOffer && (
              // Spec 2 §9: a discount of the whole price, 'Applicable for 6 months'.
              <>
                <dt>
                  {WELCOME_OFFER_LABEL} ({quote.welcomeOffer.percent}%)
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    Applicable for {quote.welcomeOffer.months} months
                  </Typography.Text>
                </dt>
                <dd style={{ margin: 0 }}>−{money(quote.discount)}</dd>
              </>
            )}
            <dt>
              <Typography.Text strong>Total</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>
              <Typography.Text strong>{money(quote.total)}</Typography.Text>
            </dd>
          </dl>
        </>
      )}
    </Card>
  );
}

/**
 * Starts the payment once (one request id per attempt, so a second render or click finds the same
 * checkout), shows the provider's page in a frame, and waits for the server to settle the payment.
 */
function CheckoutStep({
  order,
  onBack,
  onDone,
}: {
  order: CheckoutOrder;
  onBack: () => void;
  onDone: () => void;
}) {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useStartPayment();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const payment = usePaymentStatus(start.data?.paymentId);
  const { mutate } = start;

  useEffect(() => {
    mutate(
      { order, requestId },
      { onError: (error) => notification.error({ title: errorMessage(error), duration: 7 }) },
    );
    // The order is fixed while this step shows; a new attempt is a new request id.
  }, [requestId]);

  const settled = payment.data?.status;
  useEffect(() => {
    if (settled !== 'paid' || !payment.data) return;
    notification.success({ title: successMessage(payment.data), duration: 7 });
    void queryClient.invalidateQueries();
    onDone();
    void navigate(paths.billingHistory);
  }, [settled]);

  if (start.isError)
    return (
      <Flex vertical gap={16}>
        <Alert type="error" showIcon title={errorMessage(start.error)} />
        <div>
          <Button onClick={onBack}>Back</Button>
        </div>
      </Flex>
    );
  if (!start.data)
    return <Spin style={{ display: 'block', margin: '48px auto' }} description="Opening checkout..." />;
  if (settled === 'failed')
    return (
      <Flex vertical gap={16}>
        <Alert type="error" showIcon title={payment.data?.failureReason ?? BillingMessages.cardDeclined} />
        <div>
          <Button type="primary" onClick={() => setRequestId(crypto.randomUUID())}>
            Try again
          </Button>
        </div>
      </Flex>
    );
  return (
    <iframe
      key={start.data.checkoutUrl}
      title="Checkout"
      src={start.data.checkoutUrl}
      style={{ width: '100%', height: 620, border: 0, borderRadius: 8, background: '#f5f5f5' }}
    />
  );
}
