import { Alert, Button, Card, Col, Descriptions, Row, theme, Typography } from 'antd';
import {
  RoleMessages,
  ShopifyBillingMessages,
  type ShopifyPlanNotice,
  type UserInfo,
} from '@sendwell/contracts';
import { FREE_PLAN_LIMITS } from '@sendwell/domain';
import { periodOf } from './plan-period';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useSubscription } from '../api/billing';
import { paths } from '../../../lib/paths';
import { BillingHistoryCard } from './billing-history-card';
import { formatDate } from '../../../lib/format';
import { PaymentMethodCard } from './payment-method-card';
import { PendingInvoicesCard } from './pending-invoices-card';
import { ShopifyReturn } from './shopify-return';
import { UsageCard } from './usage-card';

/**
 * Spec 2 §4.4: why a plan billed through Shopify is paused, ending or back on the Free Plan, as Shopify said it.
 */
function ShopifyNotice({ notice, timeZone }: { notice: ShopifyPlanNotice; timeZone: string }) {
  const date = notice.at ? formatDate(new Date(notice.at), timeZone) : null;
  return (
    <Alert
      style={{ marginBottom: 16 }}
      showIcon
      type={notice.state === 'ended' ? 'info' : 'warning'}
      title={notice.message}
      description={
        notice.state === 'frozen'
          ? ShopifyBillingMessages.frozenLimits(FREE_PLAN_LIMITS.senderEmails, FREE_PLAN_LIMITS.teamMembers)
          : date
            ? notice.state === 'cancelling'
              ? `The plan ends on ${date}.`
              : `Moved to the Free Plan on ${date}.`
            : undefined
      }
    />
  );
}

function PlanCard({ user }: { user: UserInfo }) {
  const { token } = theme.useToken();
  const period = periodOf(user, new Date());
  const navigate = useNavigate();
  const notice = useSubscription().data?.shopifyNotice;
  return (
    <Card title="Your plan" style={{ height: '100%' }}>
      {notice && <ShopifyNotice notice={notice} timeZone={user.accountAdminSettings.timezone} />}
      <Descriptions
        column={1}
        // The default label colour is too faint to read on white (WCAG 1.4.3).
        styles={{ label: { color: token.colorTextSecondary } }}
        items={[
          {
            key: 'plan',
            label: 'Plan',
            children: <Typography.Text strong>{user.planName}</Typography.Text>,
          },
          ...(period ? [{ key: 'period', label: period.label, children: period.date }] : []),
        ]}
      />
      {/* Spec 3 §6: only the primary owner may change the plan. */}
      {user.role !== 'primaryOwner' ? (
        <Typography.Text type="secondary">{RoleMessages.contactPrimaryOwner}</Typography.Text>
      ) : (
        <Button type="primary" style={{ marginTop: 8 }} onClick={() => void navigate(paths.choosePlan)}>
          Choose a plan
        </Button>
      )}
    </Card>
  );
}

/** /app/settings/plans, 'Plans and billing' (spec 3 §2.11): the plan overview from what the account holds. */
export function PlansTab() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  // Credits are not sold while Shopify holds the plan frozen (the server refuses them too).
  const frozen = useSubscription().data?.shopifyNotice?.state === 'frozen';
  return (
    <Row gutter={[24, 24]}>
      <ShopifyReturn />
      <PendingInvoicesCard />
      <Col xs={24} xl={12}>
        <PlanCard user={user} />
      </Col>
      <Col xs={24} xl={12}>
        <UsageCard
          canBuy={user.role === 'primaryOwner' && !user.limitedAccess && !frozen}
          canDownload={!user.limitedAccess}
          onBuyCredits={() => void navigate(paths.buyCredits)}
        />
      </Col>
      <Col span={24}>
        <BillingHistoryCard />
      </Col>
      <Col xs={24} xl={12}>
        <PaymentMethodCard />
      </Col>
    </Row>
  );
}
