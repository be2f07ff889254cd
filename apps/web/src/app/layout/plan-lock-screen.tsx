import { App, Button, Card, Col, Flex, Layout, Modal, Row, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { LockMessages, type UserInfo } from '@sendwell/contracts';
import { planExpiredTitle, TALK_TO_SALES_URL } from '@sendwell/domain';
import { BrandMark } from '../../components/brand-mark';
import { mainLandmark } from '../../components/skip-link';
import { CurrentUserContext } from '../../lib/current-user';
import { paths } from '../../lib/paths';
import { AccountSwitcher } from '../../features/account/components/account-switcher';
import { useSignOut } from '../../features/auth/api/sign-out';
import { PlanChooserPage } from '../../features/plans/components/plan-chooser-page';

type Lock = NonNullable<UserInfo['planLock']>;

/** Switch Account (only with several accounts), Talk to sales and Logout: the ways out of a lock screen. */
function LockActions({ user, vertical }: { user: UserInfo; vertical: boolean }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const signOut = useSignOut();
  const onLogout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => message.success('You have been signed out'),
      onSettled: () => void navigate(paths.login, { replace: true }),
    });
  return (
    <Flex vertical={vertical} gap={12} align={vertical ? 'stretch' : 'flex-end'} justify="flex-end" wrap>
      {user.connectedAccounts.length > 1 && (
        <Flex vertical gap={4} style={{ textAlign: 'left' }}>
          <Typography.Text type="secondary">Switch Account</Typography.Text>
          <AccountSwitcher user={user} />
        </Flex>
      )}
      <Button href={TALK_TO_SALES_URL}>Talk to sales</Button>
      <Button onClick={onLogout} loading={signOut.isPending}>
        Logout
      </Button>
    </Flex>
  );
}

/** Spec 2 §2.4: a plan bought on Whop is renewed on Whop; the user can only leave this account. */
function WhopLock({ user }: { user: UserInfo }) {
  return (
    <Modal
      open
      centered
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={<h1 style={{ font: 'inherit', margin: 0 }}>Subscription cancelled</h1>}
      footer={<LockActions user={user} vertical={false} />}
    >
      <Typography.Paragraph>
        Your subscription to {user.accountName} was bought on Whop and has ended. Visit Whop to renew it.
      </Typography.Paragraph>
    </Modal>
  );
}

/** Spec 2 §2.6: the plan-expired overlay. Left: what happened and the ways out; right: the plan chooser. */
function PlanExpiredOverlay({ user, lock }: { user: UserInfo; lock: Lock }) {
  const title = planExpiredTitle({
    reason: lock.reason,
    subscriptionEndDate: user.subscriptionEndDate,
    now: new Date(),
  });
  return (
    <Row gutter={[32, 32]}>
      <Col xs={24} lg={7}>
        <Card>
          <Flex vertical gap={16}>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
              {title}
            </Typography.Title>
            <Typography.Paragraph style={{ margin: 0 }}>
              {lock.reason === 'trialEnded' ? LockMessages.trialEnded : LockMessages.subscriptionEnded} Your
              contacts, lists and templates are kept, and everything opens again as soon as the payment is
              confirmed.
            </Typography.Paragraph>
            <LockActions user={user} vertical />
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={17}>
        <PlanChooserPage onLockScreen />
      </Col>
    </Row>
  );
}

/** What an account whose trial or subscription ended sees instead of the app, until it pays (spec 2 §4.5). */
export function PlanLockScreen({ user, lock }: { user: UserInfo; lock: Lock }) {
  return (
    <CurrentUserContext value={user}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header style={{ borderBottom: '1px solid #eef0f4' }}>
          <Flex align="center" style={{ height: '100%' }}>
            <BrandMark />
          </Flex>
        </Layout.Header>
        <Layout.Content {...mainLandmark} style={{ padding: 24 }}>
          {lock.isWhopPlan ? <WhopLock user={user} /> : <PlanExpiredOverlay user={user} lock={lock} />}
        </Layout.Content>
      </Layout>
    </CurrentUserContext>
  );
}
