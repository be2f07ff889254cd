import { campaignIn, everyone, segmentIn, unique } from './fixtures';
import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const segmentsPermissions: RouteTable = {
  // segments
  'POST /api/contacts_v2/getCount': {
    access: 'account',
    input: ({ a }) => ({ body: { ...everyone, recipientLists: [a.listId] } }),
    crossAccount: ({ b }) => ({ body: { ...everyone, recipientLists: [b.listId] } }),
  },
  'POST /api/contacts_v2/saveToList': {
    access: 'account',
    input: ({ a }) => ({
      body: { ...everyone, name: unique('Segment'), segmentType: 'dynamic', recipientLists: [a.listId] },
    }),
    crossAccount: ({ b }) => ({
      body: { ...everyone, name: unique('Segment'), segmentType: 'dynamic', recipientLists: [b.listId] },
    }),
  },
  'GET /api/contacts_v2/getSegmentDefinition': {
    access: 'account',
    input: async ({ a }) => ({ query: { recipientListId: String(await segmentIn(a.accountId)) } }),
    crossAccount: async ({ b }) => ({ query: { recipientListId: String(await segmentIn(b.accountId)) } }),
  },
  'PUT /api/segments/:id/definition': {
    access: 'account',
    input: async ({ a }) => ({
      params: { id: await segmentIn(a.accountId) },
      body: { ...everyone, name: unique('Segment'), recipientLists: [a.listId] },
    }),
    crossAccount: async ({ a, b }) => ({
      params: { id: await segmentIn(b.accountId) },
      body: { ...everyone, name: unique('Segment'), recipientLists: [a.listId] },
    }),
  },
  'GET /api/segments/definitionForActivity': {
    access: 'account',
    input: ({ a }) => ({ query: { recipientListId: String(a.listId), forActivity: 'hasOpened' } }),
    crossAccount: ({ b }) => ({ query: { recipientListId: String(b.listId), forActivity: 'hasOpened' } }),
  },
  'GET /api/segments/definitionByEngagementType': {
    access: 'account',
    input: () => ({ query: { name: 'newContacts' } }),
  },
  'POST /api/segments/:id/refresh': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await segmentIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await segmentIn(b.accountId) } }),
  },
  'POST /api/segments/:id/refreshCount': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'GET /api/campaigns/forSegmentation': { access: 'account' },
  'GET /api/campaigns/:id/clickedUrls': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await campaignIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await campaignIn(b.accountId) } }),
  },
  'GET /api/allSenderEmails': { access: 'account', input: () => ({ query: { forSegmentation: 'true' } }) },
  'GET /api/forms/apps': { access: 'account' },
  'GET /api/forms/names': { access: 'account', input: () => ({ query: { appName: 'Typeform' } }) },
  'GET /api/events/custom': { access: 'account' },
  'POST /api/events/custom/refreshProperties': { access: 'account' },
  'GET /api/events/shopify': { access: 'account' },
  'GET /api/integrations/shopify/info': { access: 'account' },
  'GET /api/integrations/shopify/products/getAllTags': { access: 'account' },
  'GET /api/integrations/shopify/products/getAllProducts': { access: 'account' },
  'GET /api/integrations/shopify/products/getAllSku': { access: 'account' },
  'GET /api/integrations/shopifyV2/products/tags': { access: 'account' },
  'GET /api/integrations/shopifyV2/products': { access: 'account' },
  'GET /api/integrations/shopifyV2/products/types': { access: 'account' },
  'GET /api/integrations/shopifyV2/products/skus': { access: 'account' },
  'GET /api/integrations/shopifyV2/products/variants': { access: 'account' },
  'GET /api/integrations/shopifyV2/collections': { access: 'account' },
  'GET /api/integrations/shopifyV2/orders/tags': { access: 'account' },
  'GET /api/integrations/shopifyV2/payment/methods': { access: 'account' },
  'GET /api/integrations/shopifyV2/coupons/orderDiscounts': { access: 'account' },
  'GET /api/integrations/shopifyV2/coupons/shippingDiscounts': { access: 'account' },
  'GET /api/emailTypes/getActiveOnly': { access: 'account' },
};
