import { Alert, App, Button } from 'antd';
import {
  BillingMessages,
  downgradeRoutes,
  DowngradeMessages,
  RoleMessages,
  type BillingPlan,
} from '@sendwell/contracts';
import { findPlan } from '@sendwell/domain';
import { errorMessage } from '../../../lib/api-client';
import { useMayCall } from '../../../lib/current-user';
import { useDowngradeRequest, useRequestDowngrade } from '../api/downgrade-request';

const describe = (request: { planId: string; numberOfContacts: number; period: string }) =>
  `${findPlan(request.planId)?.name ?? request.planId}, ${request.numberOfContacts.toLocaleString('en-US')} contacts, billed ${request.period === 'annual' ? 'annually' : 'monthly'}`;

/** Spec 2 §2.7: a smaller plan is asked for, not bought; the owner confirms and the request is kept. */
export function DowngradeButton({
  plan,
  slab,
  period,
}: {
  plan: BillingPlan;
  slab: number;
  period: 'monthly' | 'annual';
}) {
  const { modal } = App.useApp();
  const mayAsk = useMayCall(downgradeRoutes.requestDowngrade);
  const request = useRequestDowngrade();
  const ask = () =>
    modal.confirm({
      title: `Move to ${plan.name}?`,
      content: BillingMessages.downgrade,
      okText: 'Request downgrade',
      onOk: () =>
        request.mutateAsync(
          { planId: plan.id, numberOfContacts: slab, period },
          {
            onSuccess: () => modal.success({ title: DowngradeMessages.requested }),
            onError: (error) => modal.error({ title: errorMessage(error) }),
          },
        ),
    });
  return (
    <Button
      block
      onClick={ask}
      disabled={!mayAsk}
      title={mayAsk ? undefined : RoleMessages.contactPrimaryOwner}
    >
      Downgrade
    </Button>
  );
}

/** The downgrade already asked for, so the owner sees it was taken. */
export function DowngradeRequestNotice() {
  const downgrade = useDowngradeRequest();
  const request = downgrade.data?.request;
  if (!request) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={`Downgrade requested: ${describe(request)}`}
      description={`Asked on ${new Date(request.requestedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}. It takes effect at renewal; asking for another plan replaces this request.`}
    />
  );
}
