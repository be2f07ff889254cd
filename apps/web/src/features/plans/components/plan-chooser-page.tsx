import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Radio, Row, Select, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { billingRoutes, BillingMessages, RoleMessages, type BillingPlan } from '@sendwell/contracts';
import {
  CONTACT_SALES_SLAB,
  formatMoney,
  FREE_PLAN_NAME,
  FREE_TRIAL_NAME,
  planChange,
  slabLabel,
  TALK_TO_SALES_URL,
  type ContactSlab,
} from '@sendwell/domain';
import { PageTitle } from '../../../components/page-heading';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser, useMayCall } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { usePlans, useSubscription } from '../api/billing';
import { useCurrency } from '../hooks/use-currency';
import { DowngradeButton, DowngradeRequestNotice } from './downgrade-request';
import { LazyOldPricingNotice } from './lazy-old-pricing-notice';
import { LazyPaymentModal } from './lazy-payment-modal';
import { PLAN_COMPARISON_ID, PlanComparison } from './plan-comparison';
import { ShopifyPlanButton } from './shopify-plan-button';

type Currency = 'INR' | 'USD';
type Period = 'monthly' | 'annual';
/** Spec 2 §2.7: the plan highlighted for most accounts. */
const RECOMMENDED = 'pro';

/** What a plan card lists, from its features. */
const featureLines = (plan: BillingPlan, slab: number): string[] => {
  const f = plan.features;
  return [
    `${(slab * f.emailsPerContact).toLocaleString('en-US')} emails a month`,
    `${f.teamMembers} team member${f.teamMembers === 1 ? '' : 's'}`,
    f.activeJourneys === null ? 'Unlimited active journeys' : `${f.activeJourneys} active journeys`,
    `${f.customDomains} custom domain${f.customDomains === 1 ? '' : 's'}, ${f.senderEmails} sender emails`,
    `${f.integrations} integrations`,
    `AMP widgets: ${f.ampWidgets.join(', ')}`,
    f.landingPages > 0
      ? `${f.landingPages} landing pages, ${f.popupForms} pop-up forms`
      : 'No landing pages or pop-up forms',
    `Support: ${f.support.join(', ')}`,
  ];
};

/**
 * /app/settings/plans/choose: the plan chooser (spec 2 §2.7, spec 3 §2.11). On the plan-expired lock screen
 * (`onLockScreen`) it is the screen's right panel: no way back, and its title ranks under the screen's.
 */
export function PlanChooserPage({ onLockScreen = false }: { onLockScreen?: boolean } = {}) {
  const user = useCurrentUser();
  const plans = usePlans();
  const subscription = useSubscription();
  const onFreePlan = user.planName === FREE_TRIAL_NAME || user.planName === FREE_PLAN_NAME;
  // Spec 2 §4.4: an account billed through Shopify sees and pays USD prices.
  const viaShopify = subscription.data?.billingPath === 'shopify';
  const chosen = useCurrency();
  const currency: Currency = viaShopify ? 'USD' : chosen.currency;
  const { picked, pick } = chosen;
  const [period, setPeriod] = useState<Period>('monthly');
  const [slab, setSlab] = useState<number>(10_000);
  // Spec 3 §2.11: an account on older pricing is told so once per visit of the chooser.
  const [noticeSeen, setNoticeSeen] = useState(false);
  const oldPricing = subscription.data?.isOldPricing && subscription.data.currency ? subscription.data : null;
  const shown = useMemo(
    () => (plans.data?.plans ?? []).filter((p) => p.currency_code === currency && p.period === period),
    [plans.data, currency, period],
  );
  return (
    <Flex vertical gap={24}>
      {onLockScreen ? (
        <Typography.Title level={2} style={{ margin: 0 }}>
          Choose your plan
        </Typography.Title>
      ) : (
        <div>
          <Link to={paths.plans}>← Back to Plans and billing</Link>
          <PageTitle style={{ marginTop: 8 }}>Choose your plan</PageTitle>
        </div>
      )}
      <Flex wrap gap={16} align="center">
        {/* Spec 2 §2.7: the currency is chosen only before the first purchase. */}
        {onFreePlan && !viaShopify && (
          <Radio.Group
            aria-label="Currency"
            optionType="button"
            value={currency}
            onChange={(e) => pick(e.target.value as Currency)}
            options={[
              { value: 'USD', label: 'USD' },
              { value: 'INR', label: 'INR' },
            ]}
          />
        )}
        <Radio.Group
          aria-label="Billing period"
          optionType="button"
          value={period}
          onChange={(e) => setPeriod(e.target.value as Period)}
          options={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'annual', label: 'Annually (save 20%)' },
          ]}
        />
        <Flex align="center" gap={8}>
          <label htmlFor="plan-contacts">Contacts</label>
          <Select
            id="plan-contacts"
            style={{ width: 140 }}
            value={slab}
            onChange={setSlab}
            options={(plans.data?.slabs ?? []).map((s) => ({ value: s, label: slabLabel(s as ContactSlab) }))}
          />
        </Flex>
        {/* Spec 2 §2.7: 'compare all features'; every feature of every plan, side by side, below the cards. */}
        <a href={`#${PLAN_COMPARISON_ID}`}>Compare all features</a>
      </Flex>
      {slab >= CONTACT_SALES_SLAB && (
        <Alert
          type="info"
          showIcon
          title={BillingMessages.contactSales}
          description="Write to us and we will prepare a plan for your list."
        />
      )}
      {viaShopify && (
        <Alert
          type="info"
          showIcon
          title="Your plan is billed through Shopify"
          description="Prices are in USD. Choosing a plan opens Shopify, where you approve the subscription; your plan changes once Shopify confirms it."
        />
      )}
      <DowngradeRequestNotice />
      {plans.isPending && <Skeleton active />}
      {plans.isError && <Alert type="error" showIcon title={errorMessage(plans.error)} />}
      <Row gutter={[24, 24]}>
        {shown.map((plan) => (
          <Col key={plan.id} xs={24} lg={8}>
            <PlanCard
              plan={plan}
              slab={slab}
              currency={currency}
              currencyPicked={picked}
              period={period}
              current={subscription.data}
            />
          </Col>
        ))}
      </Row>
      <Card title="Need more? Custom plan">
        <Flex wrap gap={16} align="center" justify="space-between">
          <Typography.Paragraph style={{ margin: 0 }}>
            Email Delivery Expert, Key Account Manager, Custom Integration Setup and Custom Template
            Development, priced for your volume.
          </Typography.Paragraph>
          <Button href={TALK_TO_SALES_URL}>Talk to sales</Button>
        </Flex>
      </Card>
      {shown.length > 0 && <PlanComparison plans={shown} slab={slab} currency={currency} />}
      {oldPricing && !noticeSeen && !onLockScreen && (
        <LazyOldPricingNotice
          open
          planName={oldPricing.planName}
          contacts={oldPricing.contactsAllocated}
          period={oldPricing.subscriptionType === 'annual' ? 'annual' : 'monthly'}
          cost={oldPricing.subscriptionCost}
          currency={oldPricing.currency!}
          onClose={() => setNoticeSeen(true)}
        />
      )}
    </Flex>
  );
}

interface CurrentSubscription {
  isFreePlan: boolean;
  planName: string;
  contactsAllocated: number;
  subscriptionType: string;
  billingPath: 'standard' | 'shopify';
  subscriptionCost: number;
  isOldPricing: boolean;
}

function PlanCard({
  plan,
  slab,
  currency,
  currencyPicked,
  period,
  current,
}: {
  plan: BillingPlan;
  slab: number;
  currency: Currency;
  /** False while the currency is the default for where the account is: the billing address may change it. */
  currencyPicked: boolean;
  period: Period;
  current: CurrentSubscription | undefined;
}) {
  const user = useCurrentUser();
  const mayPay = useMayCall(billingRoutes.checkout);
  const [paying, setPaying] = useState(false);
  const tier = plan.tiers.find((t) => t.ending_unit === slab);
  const change =
    current && !current.isFreePlan
      ? planChange(
          { planId: current.planName.toLowerCase(), slab: current.contactsAllocated },
          { planId: plan.id, slab },
        )
      : 'upgrade';
  const isCurrent = change === 'current' && current?.subscriptionType === period;
  const overLimit = slab > plan.features.maxContacts;
  const viaShopify = current?.billingPath === 'shopify';
  const action = () => {
    if (isCurrent)
      return (
        <Button block disabled>
          Current plan
        </Button>
      );
    // Spec 2 §4.4: through Shopify, a smaller plan is bought there too when the downgrade flag allows it.
    if (viaShopify && (change !== 'downgrade' || user.flags.shopifyPlanDowngrade))
      return (
        <ShopifyPlanButton
          plan={plan}
          slab={slab}
          period={period}
          label={change === 'downgrade' ? `Switch to ${plan.name}` : `Upgrade to ${plan.name}`}
          primary={plan.id === RECOMMENDED}
          disabled={!mayPay || overLimit || !tier}
        />
      );
    if (change === 'downgrade') return <DowngradeButton plan={plan} slab={slab} period={period} />;
    return (
      <Button
        type={plan.id === RECOMMENDED ? 'primary' : 'default'}
        block
        disabled={!mayPay || overLimit || !tier}
        onClick={() => setPaying(true)}
      >
        Upgrade to {plan.name}
      </Button>
    );
  };
  return (
    <Card
      title={
        <Flex justify="space-between" align="center">
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {plan.name}
          </Typography.Title>
          {plan.id === RECOMMENDED && <Tag color="blue">Recommended</Tag>}
        </Flex>
      }
      // The action sits at the foot of every card, so the three line up whatever their lists hold.
      style={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: plan.id === RECOMMENDED ? '#1677ff' : undefined,
      }}
      styles={{ body: { flex: 1 } }}
    >
      <Flex vertical gap={12} style={{ height: '100%' }}>
        {overLimit || !tier ? (
          <Typography.Text type="danger" strong>
            {overLimit ? BillingMessages.contactLimitExceeded : BillingMessages.contactSales}
          </Typography.Text>
        ) : (
          <div>
            <Typography.Text strong style={{ fontSize: 28 }}>
              {/* The current plan bought at older pricing shows the price it keeps, not today's. */}
              {formatMoney(
                isCurrent && current?.isOldPricing
                  ? Math.round(current.subscriptionCost / (period === 'annual' ? 12 : 1))
                  : tier.price,
                currency,
              )}
            </Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              / month{currency === 'INR' ? ' + GST' : ''}
              {period === 'annual' ? ', billed annually' : ''}
            </Typography.Text>
            {isCurrent && current?.isOldPricing && (
              <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                Your price from older pricing, kept while you keep this plan
              </Typography.Paragraph>
            )}
          </div>
        )}
        <ul style={{ margin: 0, paddingInlineStart: 20, flex: 1 }}>
          {featureLines(plan, slab).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {action()}
        {!mayPay && <Typography.Text type="secondary">{RoleMessages.contactPrimaryOwner}</Typography.Text>}
        {mayPay && !user.isVerified && (
          <Typography.Text type="secondary">{BillingMessages.unverified}</Typography.Text>
        )}
        {paying && (
          <LazyPaymentModal
            open
            intent={{
              kind: 'plan',
              planId: plan.id,
              numberOfContacts: slab,
              period,
              ...(currencyPicked ? { currency } : {}),
            }}
            onClose={() => setPaying(false)}
          />
        )}
      </Flex>
    </Card>
  );
}
