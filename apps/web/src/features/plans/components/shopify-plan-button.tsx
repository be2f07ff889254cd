import { useState } from 'react';
import { App, Button, Flex } from 'antd';
import type { BillingPlan } from '@sendwell/contracts';
import { errorMessage, isApiRequestError } from '../../../lib/api-client';
import { useShopifySubscription } from '../api/shopify-billing';
import { UnverifiedAlert } from './unverified-alert';

/**
 * Spec 2 §4.4, §8: a plan bought through Shopify. The server prices it in USD and answers Shopify's confirmation
 * page (paymentLink), which opens in place of this page; the plan changes once Shopify confirms. A 403 is the
 * unverified account, shown with its Resend Link.
 */
export function ShopifyPlanButton({
  plan,
  slab,
  period,
  label,
  primary,
  disabled,
}: {
  plan: BillingPlan;
  slab: number;
  period: 'monthly' | 'annual';
  label: string;
  primary: boolean;
  disabled: boolean;
}) {
  const { notification } = App.useApp();
  const subscribe = useShopifySubscription();
  const [requestId] = useState(() => crypto.randomUUID());
  const [unverified, setUnverified] = useState(false);
  const tier = plan.tiers.find((t) => t.ending_unit === slab);
  const buy = () =>
    subscribe.mutate(
      { planId: plan.id, numberOfContacts: slab, period, requestId, ...(tier ? { paymentCharges: tier.price } : {}) },
      {
        onSuccess: ({ paymentLink }) => window.location.assign(paymentLink),
        onError: (error) => {
          if (isApiRequestError(error, 403)) setUnverified(true);
          else notification.error({ title: errorMessage(error) });
        },
      },
    );
  return (
    <Flex vertical>
      {unverified && <UnverifiedAlert />}
      <Button type={primary ? 'primary' : 'default'} block loading={subscribe.isPending || subscribe.isSuccess} disabled={disabled} onClick={buy}>
        {label}
      </Button>
    </Flex>
  );
}
