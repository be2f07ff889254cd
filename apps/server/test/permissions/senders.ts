import { FULL_ACCESS } from '@sendwell/contracts';
import { hookedSenderIn, senderIn, senderLinkIn, senderSaveRows } from './fixtures';
import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const sendersPermissions: RouteTable = {
  // senders: every member reads them; limited members may not add them or handle their credentials
  'GET /api/allCredentials': { access: 'account' },
  'GET /api/allConfiguredEmails': { access: 'account' },
  ...senderSaveRows(),
  'DELETE /api/senders/:id': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ params: { id: await senderIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await senderIn(b.accountId) } }),
  },
  'POST /api/senders/testConnection': {
    access: 'account',
    roles: FULL_ACCESS,
    input: () => ({ body: { settings: { kind: 'sendwell', email: 'news@example.com' } } }),
    crossAccount: async ({ b }) => ({
      body: { id: await senderIn(b.accountId), settings: { kind: 'sendwell', email: 'news@example.com' } },
    }),
  },
  'GET /api/verificationEmail/sendEmail': {
    access: 'account',
    roles: FULL_ACCESS,
    csrfOnGet: true,
    input: async ({ a }) => ({ query: { credentialId: String(await senderIn(a.accountId)) } }),
    crossAccount: async ({ b }) => ({ query: { credentialId: String(await senderIn(b.accountId)) } }),
  },
  'GET /api/verificationEmail/verifyEmailStatus': {
    access: 'account',
    input: async ({ a }) => ({ query: { credentialId: String(await senderIn(a.accountId)) } }),
    crossAccount: async ({ b }) => ({ query: { credentialId: String(await senderIn(b.accountId)) } }),
  },
  'POST /api/verificationEmail/confirm': {
    access: 'public',
    input: async ({ a }) => ({ body: { token: await senderLinkIn(a.accountId) } }),
  },
  'GET /api/getEventWebhook': {
    access: 'account',
    input: async ({ a }) => ({ query: { id: String(await senderIn(a.accountId)) } }),
    crossAccount: async ({ b }) => ({ query: { id: String(await senderIn(b.accountId)) } }),
  },
  'POST /api/getEventWebhook/verifyWebhook': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ body: { id: await hookedSenderIn(a.accountId, 'sendgrid') } }),
    crossAccount: async ({ b }) => ({ body: { id: await hookedSenderIn(b.accountId, 'sendgrid') } }),
  },
  'POST /api/verifySESwebhook': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ body: { id: await hookedSenderIn(a.accountId, 'ses') } }),
    crossAccount: async ({ b }) => ({ body: { id: await hookedSenderIn(b.accountId, 'ses') } }),
  },
  'POST /api/verifySMTPwebhook': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ body: { id: await hookedSenderIn(a.accountId, 'customSMTP') } }),
    crossAccount: async ({ b }) => ({ body: { id: await hookedSenderIn(b.accountId, 'customSMTP') } }),
  },
};
