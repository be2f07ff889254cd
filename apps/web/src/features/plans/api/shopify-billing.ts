import { useMutation } from '@tanstack/react-query';
import { shopifyBillingRoutes, type ShopifySubscriptionRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

/** Spec 2 §4.4, §7: create or upgrade the plan through Shopify; the answer's paymentLink is Shopify's confirmation page. */
export const useShopifySubscription = () =>
  useMutation({
    mutationFn: (body: ShopifySubscriptionRequest) => callApi(shopifyBillingRoutes.createSubscription, { body }),
  });

/** Back from Shopify: the server reads the subscription's status from Shopify and applies it. */
export const useConfirmShopifySubscription = () =>
  useMutation({
    mutationFn: (paymentId: string) => callApi(shopifyBillingRoutes.confirmSubscription, { params: { paymentId } }),
  });
