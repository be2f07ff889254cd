import { useEffect } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BillingMessages } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmShopifySubscription } from '../api/shopify-billing';

export const SHOPIFY_PAYMENT_PARAM = 'shopifyPayment';

const PENDING = 'Shopify has not confirmed the subscription yet. Your plan changes as soon as it does.';

/**
 * On the plans page Shopify sends the owner back to (`?shopifyPayment=<id>`): asks the server, which asks
 * Shopify, whether the subscription was approved, says so once, and drops the parameter from the address.
 */
export function ShopifyReturn() {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const paymentId = params.get(SHOPIFY_PAYMENT_PARAM);
  const { mutate } = useConfirmShopifySubscription();
  useEffect(() => {
    if (!paymentId) return;
    setParams(
      (current) => {
        current.delete(SHOPIFY_PAYMENT_PARAM);
        return current;
      },
      { replace: true },
    );
    mutate(paymentId, {
      onSuccess: ({ status, failureReason }) => {
        if (status === 'paid') {
          notification.success({ title: BillingMessages.subscriptionUpdated, duration: 7 });
          void queryClient.invalidateQueries();
        } else if (status === 'failed') notification.error({ title: failureReason ?? BillingMessages.somethingWrong, duration: 7 });
        else notification.info({ title: PENDING, duration: 7 });
      },
      onError: (error) => notification.error({ title: errorMessage(error), duration: 7 }),
    });
  }, [paymentId]);
  return null;
}
