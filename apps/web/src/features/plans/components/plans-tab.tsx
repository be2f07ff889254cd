import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Progress,
  Row,
  Skeleton,
  theme,
  Typography,
} from 'antd';
import { PLAN_LIMIT_WARNING, RoleMessages, type UserInfo } from '@sendwell/contracts';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { BillingHistoryCard } from './billing-history-card';
import { PaymentMethodCard } from './payment-method-card';
import { formatCount, formatDate } from '../../../lib/format';
import { usePlanUsage } from '../api/get-plan-usage';

/** The trial's end or the subscription's current period end, as a row of the plan overview. */
const periodOf = (user: UserInfo, now: Date) => {
  const timeZone = user.accountAdminSettings.timezone;
  if (user.subscriptionEndDate) {
    const ends = new Date(user.subscriptionEndDate);
    return {
      label: ends > now ? 'Current period ends on' : 'Subscription ended on',
      date: formatDate(ends, timeZone),
    };
  }
  if (user.trialDueDate) {
    const ends = new Date(user.trialDueDate);
    return { label: ends > now ? 'Trial ends on' : 'Trial ended on', date: formatDate(ends, timeZone) };
  }
  return undefined;
};

function PlanCard({ user }: { user: UserInfo }) {
  const { token } = theme.useToken();
  const period = periodOf(user, new Date());
  const navigate = useNavigate();
  return (
    <Card title="Your plan" style={{ height: '100%' }}>
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

function ContactsCard() {
  const usage = usePlanUsage();
  return (
    <Card title="Contacts" style={{ height: '100%' }}>
      {usage.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {usage.isError && <Alert type="error" showIcon title={usage.error.message} />}
      {usage.data && (
        <Flex vertical gap={12}>
          <Typography.Text>
            <Typography.Text strong>{formatCount(usage.data.activeContacts)}</Typography.Text> of{' '}
            {formatCount(usage.data.contactsAllocated)} contacts used
          </Typography.Text>
          <Progress
            percent={Math.min(usage.data.usagePercent, 100)}
            status={usage.data.usagePercent >= 100 ? 'exception' : 'normal'}
            aria-label="Contacts used"
          />
          {usage.data.usagePercent >= 100 && <Alert type="warning" showIcon title={PLAN_LIMIT_WARNING} />}
          <Typography.Text type="secondary">
            Archived and deleted contacts do not count toward your plan.
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}

/** /app/settings/plans, 'Plans and billing' (spec 3 §2.11): the plan overview from what the account holds. */
export function PlansTab() {
  const user = useCurrentUser();
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={12}>
        <PlanCard user={user} />
      </Col>
      <Col xs={24} xl={12}>
        <ContactsCard />
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
