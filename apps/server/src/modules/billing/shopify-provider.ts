import { z } from 'zod';
import { ShopifyBillingMessages } from '@sendwell/contracts';
import { AppError, BadRequestError } from '../../platform/errors';
import type { BillingStore } from '../store-integration/store-admin-token';
import type { CheckoutRequest, PaymentProvider } from './payment-provider';

export const SHOPIFY_PROVIDER = 'shopify';
export const SHOPIFY_ACCESS_TOKEN_HEADER = 'x-shopify-access-token';

/** An app subscription's states, as Shopify's Admin API names them. */
export const AppSubscriptionStatus = z.enum([
  'PENDING',
  'ACTIVE',
  'DECLINED',
  'EXPIRED',
  'FROZEN',
  'CANCELLED',
  'ACCEPTED',
]);
export type AppSubscriptionStatus = z.infer<typeof AppSubscriptionStatus>;

const CREATE = `mutation AppSubscriptionCreate($name: String!, $lineItems: [AppSubscriptionLineItemInput!]!, $returnUrl: URL!, $test: Boolean) {
  appSubscriptionCreate(name: $name, lineItems: $lineItems, returnUrl: $returnUrl, test: $test) {
    appSubscription { id status }
    confirmationUrl
    userErrors { field message }
  }
}`;

const STATUS = `query AppSubscriptionStatus($id: ID!) {
  node(id: $id) { ... on AppSubscription { id status currentPeriodEnd } }
}`;

const CreateAnswer = z.object({
  data: z.object({
    appSubscriptionCreate: z.object({
      appSubscription: z.object({ id: z.string(), status: AppSubscriptionStatus }).nullable(),
      confirmationUrl: z.string().url().nullable(),
      userErrors: z.array(z.object({ message: z.string() })),
    }),
  }),
});

const StatusAnswer = z.object({
  data: z.object({
    node: z
      .object({
        id: z.string(),
        status: AppSubscriptionStatus,
        currentPeriodEnd: z.iso.datetime({ offset: true }).nullish(),
      })
      .nullable(),
  }),
});

/** What Shopify says of an app subscription now: its status, and the end of the period it is paid for, if it says. */
export interface AppSubscriptionState {
  status: AppSubscriptionStatus;
  currentPeriodEnd: Date | null;
}

export interface ShopifyBillingOptions {
  /** The Admin GraphQL address, `{shop}` standing for the store's domain. */
  apiUrl: string;
  /** Where Shopify sends the browser back after the owner approves or declines. */
  returnUrl: (paymentId: string) => string;
  /** Shopify's test charges: everywhere but production, so no store is billed for real. */
  test: boolean;
}

export interface ShopifyProvider extends PaymentProvider {
  /** What Shopify says of the app subscription now; undefined when it does not know it. */
  subscription(subscriptionId: string): Promise<AppSubscriptionState | undefined>;
}

const unavailable = () => new AppError(502, 'SHOPIFY_UNAVAILABLE', ShopifyBillingMessages.unavailable);

/** USD minor units as the decimal amount Shopify's Money input reads. */
const amountOf = (minor: number): string => (minor / 100).toFixed(2);

/**
 * Shopify billing (spec 2 §4.4): a plan is an app subscription of the store, created through the Admin GraphQL
 * API with a recurring USD price; the owner approves it on Shopify's confirmation page, and the plan changes only
 * when Shopify confirms it (its webhook, or its status read back on return).
 */
export const createShopifyProvider = (
  store: BillingStore,
  options: ShopifyBillingOptions,
): ShopifyProvider => {
  const call = async (query: string, variables: Record<string, unknown>): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(options.apiUrl.replaceAll('{shop}', store.shopDomain), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SHOPIFY_ACCESS_TOKEN_HEADER]: store.accessToken },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      throw unavailable();
    }
    if (!response.ok) throw unavailable();
    return response.json();
  };
  return {
    name: SHOPIFY_PROVIDER,
    async startCheckout(request: CheckoutRequest) {
      if (request.currency !== 'USD' || !request.period)
        throw new BadRequestError(ShopifyBillingMessages.notShopifyBilled);
      const answer = CreateAnswer.safeParse(
        await call(CREATE, {
          name: request.description,
          returnUrl: options.returnUrl(request.paymentId),
          test: options.test,
          lineItems: [
            {
              plan: {
                appRecurringPricingDetails: {
                  price: { amount: amountOf(request.total), currencyCode: 'USD' },
                  interval: request.period === 'annual' ? 'ANNUAL' : 'EVERY_30_DAYS',
                },
              },
            },
          ],
        }),
      );
      if (!answer.success) throw unavailable();
      const created = answer.data.data.appSubscriptionCreate;
      const refusal = created.userErrors[0]?.message;
      if (refusal) throw new BadRequestError(refusal);
      if (!created.appSubscription || !created.confirmationUrl) throw unavailable();
      return { checkoutUrl: created.confirmationUrl, reference: created.appSubscription.id };
    },
    async subscription(subscriptionId) {
      const answer = StatusAnswer.safeParse(await call(STATUS, { id: subscriptionId }));
      if (!answer.success) throw unavailable();
      const node = answer.data.data.node;
      return node
        ? {
            status: node.status,
            currentPeriodEnd: node.currentPeriodEnd ? new Date(node.currentPeriodEnd) : null,
          }
        : undefined;
    },
  };
};
