import { z } from 'zod';
import { ContactPropertyType } from './contacts.contract';
import { defineRoute } from './route';
import { ShopifyEventOption } from './segment-definition.contract';

/**
 * Read-only calls the segment builder uses to fill its choosers: campaigns, senders, clicked links, web
 * forms, custom and store events, store catalogue values and email types.
 */

export const SegmentLookupMessages = {
  formNamesFailed: 'Failed to fetch the form names',
  eventPropertiesRefreshed: 'Event properties refreshed successfully',
  campaignNotFound: 'Campaign not found',
} as const;

export const CampaignOption = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  isArchived: z.boolean(),
  /** TRIGGERED campaigns keep their ranges; bulk ones lose them in AI segments (spec §4). */
  campaignType: z.enum(['bulk', 'TRIGGERED']),
  sentOn: z.string().nullable(),
});
export type CampaignOption = z.infer<typeof CampaignOption>;

export const SenderEmail = z.object({ id: z.number(), emailId: z.string(), name: z.string() });
export type SenderEmail = z.infer<typeof SenderEmail>;

export const FormOption = z.object({ id: z.number(), formName: z.string(), status: z.string() });
export type FormOption = z.infer<typeof FormOption>;

export const CustomEventOption = z.object({
  eventName: z.string(),
  /** Property name to its type, as seen on the account's events. */
  eventProperties: z.record(z.string(), ContactPropertyType),
});
export type CustomEventOption = z.infer<typeof CustomEventOption>;

export const EmailTypeOption = z.object({ id: z.number(), name: z.string() });
export type EmailTypeOption = z.infer<typeof EmailTypeOption>;

/** Values of one kind seen on the account's store events, optionally narrowed by a search. */
export const StoreValuesQuery = z.object({ search: z.string().trim().max(200).optional() });
export const StoreValues = z.object({ data: z.array(z.string()) });
export type StoreValues = z.infer<typeof StoreValues>;

/** The most values a store lookup answers; a search narrows larger catalogues. */
export const STORE_VALUES_LIMIT = 1000;

const tags = ['segments'] as const;

const storeValues = (path: `/api/${string}`, summary: string) =>
  defineRoute({
    method: 'GET',
    path,
    access: 'account',
    tags,
    summary,
    query: StoreValuesQuery,
    response: StoreValues,
  });

export const segmentLookupRoutes = {
  campaignsForSegmentation: defineRoute({
    method: 'GET',
    path: '/api/campaigns/forSegmentation',
    access: 'account',
    tags,
    summary: 'Campaigns to choose from in campaign activity filters: drafts first, then newest sent',
    response: z.object({ data: z.array(CampaignOption) }),
  }),
  campaignClickedUrls: defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id/clickedUrls',
    access: 'account',
    tags,
    summary: 'Links contacts clicked in one campaign, for a hasClicked filter on that campaign',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.object({ data: z.array(z.string()) }),
  }),
  allSenderEmails: defineRoute({
    method: 'GET',
    path: '/api/allSenderEmails',
    access: 'account',
    tags,
    summary: 'Sender emails of the account; with forSegmentation=true, those campaigns can be filtered by',
    query: z.object({
      forSegmentation: z
        .enum(['true', 'false'])
        .default('false')
        .transform((value) => value === 'true'),
    }),
    response: z.object({ data: z.array(SenderEmail) }),
  }),
  formApps: defineRoute({
    method: 'GET',
    path: '/api/forms/apps',
    access: 'account',
    tags,
    summary: 'Form apps the account has forms or submissions from',
    response: z.object({ data: z.array(z.string()) }),
  }),
  formNames: defineRoute({
    method: 'GET',
    path: '/api/forms/names',
    access: 'account',
    tags,
    summary: "Forms of one app, for web form filters ('Failed to fetch the form names' on failure)",
    query: z.object({ appName: z.string().trim().min(1).max(200) }),
    response: z.object({ data: z.array(FormOption) }),
  }),
  customEvents: defineRoute({
    method: 'GET',
    path: '/api/events/custom',
    access: 'account',
    tags,
    summary: 'Custom events of the account with their properties and types',
    response: z.object({ data: z.array(CustomEventOption) }),
  }),
  refreshCustomEventProperties: defineRoute({
    method: 'POST',
    path: '/api/events/custom/refreshProperties',
    access: 'account',
    tags,
    summary: 'Learn custom event properties again from the events received',
    response: z.object({ message: z.string(), data: z.array(CustomEventOption) }),
  }),
  shopifyEvents: defineRoute({
    method: 'GET',
    path: '/api/events/shopify',
    access: 'account',
    tags,
    summary: 'Store events (version 2) and their properties, for store segment filters',
    response: z.object({ shopifySegmentationConfig: z.array(ShopifyEventOption) }),
  }),
  shopifyInfo: defineRoute({
    method: 'GET',
    path: '/api/integrations/shopify/info',
    access: 'account',
    tags,
    summary: "Version of the connected store's integration (2 for store data without a connection), null without a store",
    response: z.object({ version: z.union([z.literal(1), z.literal(2)]).nullable() }),
  }),
  storeV1Tags: storeValues(
    '/api/integrations/shopify/products/getAllTags',
    'Product tags from the store orders',
  ),
  storeV1Products: storeValues(
    '/api/integrations/shopify/products/getAllProducts',
    'Product names from the store orders',
  ),
  storeV1Skus: storeValues('/api/integrations/shopify/products/getAllSku', 'SKUs from the store orders'),
  storeProductTags: storeValues(
    '/api/integrations/shopifyV2/products/tags',
    'Product tags seen on store events',
  ),
  storeProducts: storeValues('/api/integrations/shopifyV2/products', 'Product names seen on store events'),
  storeProductTypes: storeValues(
    '/api/integrations/shopifyV2/products/types',
    'Product types seen on store events',
  ),
  storeProductSkus: storeValues('/api/integrations/shopifyV2/products/skus', 'SKUs seen on store events'),
  storeProductVariants: storeValues(
    '/api/integrations/shopifyV2/products/variants',
    'Variant names seen on store events',
  ),
  storeCollections: storeValues(
    '/api/integrations/shopifyV2/collections',
    'Collections seen on store events',
  ),
  storeOrderTags: storeValues('/api/integrations/shopifyV2/orders/tags', 'Order tags seen on store events'),
  storePaymentMethods: storeValues(
    '/api/integrations/shopifyV2/payment/methods',
    'Payment methods seen on store events',
  ),
  storeOrderDiscounts: storeValues(
    '/api/integrations/shopifyV2/coupons/orderDiscounts',
    'Order discount codes seen on store events',
  ),
  storeShippingDiscounts: storeValues(
    '/api/integrations/shopifyV2/coupons/shippingDiscounts',
    'Shipping discount codes seen on store events',
  ),
  activeEmailTypes: defineRoute({
    method: 'GET',
    path: '/api/emailTypes/getActiveOnly',
    access: 'account',
    tags,
    summary: 'Active email types, for the email subscription filter',
    response: z.object({ emailTypes: z.array(EmailTypeOption) }),
  }),
};
