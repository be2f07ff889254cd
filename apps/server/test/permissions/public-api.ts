import { FULL_ACCESS } from '@sendwell/contracts';
import { apiKeyIn, emails, senderIn, unique } from './fixtures';
import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const publicApiPermissions: RouteTable = {
  // public api and webhooks
  'POST /api/auth/v0/api-key/create': {
    access: 'account',
    roles: FULL_ACCESS,
    input: () => ({ body: { name: unique('Key') } }),
  },
  'GET /api/auth/v0/api-key/getAll': { access: 'account' },
  'POST /api/auth/v0/api-key/revoke': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ body: { keyId: await apiKeyIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ body: { keyId: await apiKeyIn(b.accountId) } }),
  },
  'POST /api/v1/contacts': {
    access: 'apiKey',
    csrfExempt: true,
    input: () => ({ body: { email: 'contact@example.com' } }),
  },
  'POST /api/v1/contacts/batch': {
    access: 'apiKey',
    csrfExempt: true,
    input: () => ({ body: { contacts: [{ email: 'contact@example.com' }] } }),
  },
  'GET /api/v1/contacts/:email': {
    access: 'apiKey',
    input: () => ({ params: { email: 'contact@example.com' } }),
  },
  'POST /api/v1/contacts/unsubscribe': {
    access: 'apiKey',
    csrfExempt: true,
    input: () => ({ body: emails }),
  },
  'POST /api/v1/contacts/block': { access: 'apiKey', csrfExempt: true, input: () => ({ body: emails }) },
  'POST /api/v1/lists/:listId/contacts': {
    access: 'apiKey',
    csrfExempt: true,
    input: ({ a }) => ({ params: { listId: a.listId }, body: emails }),
  },
  'POST /api/v1/lists/:listId/contacts/remove': {
    access: 'apiKey',
    csrfExempt: true,
    input: ({ a }) => ({ params: { listId: a.listId }, body: emails }),
  },
  'POST /api/v1/events': {
    access: 'apiKey',
    csrfExempt: true,
    input: () => ({ body: { events: [{ name: 'Ping', email: 'contact@example.com' }] } }),
  },
  'GET /api/integrations/store': { access: 'account' },
  'POST /api/integrations/store/connect': {
    access: 'account',
    roles: FULL_ACCESS,
    input: () => ({
      body: { shopDomain: 'shop.example.com', sharedSecret: 'a shared secret of some length' },
    }),
  },
  'POST /api/integrations/store/disconnect': { access: 'account', roles: FULL_ACCESS },
  'GET /api/integrations/store/events': { access: 'account' },
  'POST /api/webhooks/store/:token': {
    access: 'webhook',
    csrfExempt: true,
    input: () => ({ params: { token: 'unknown' }, body: { email: 'contact@example.com' } }),
  },
  'GET /api/senders/:id/webhook': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await senderIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await senderIn(b.accountId) } }),
  },
  'POST /api/senders/:id/webhook': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ params: { id: await senderIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await senderIn(b.accountId) } }),
  },
  'POST /api/webhooks/sending/:token': {
    access: 'webhook',
    csrfExempt: true,
    input: () => ({
      params: { token: 'unknown' },
      body: { events: [{ id: 'evt-1', type: 'opened', email: 'contact@example.com', campaignId: 1 }] },
    }),
  },
};
