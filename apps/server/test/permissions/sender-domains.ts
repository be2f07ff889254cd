import { randomBytes } from 'node:crypto';
import { FULL_ACCESS } from '@sendwell/contracts';
import { t, type RouteTable } from './route-table';

/** A sending domain in an account; its key is never opened by the routes called here. */
const senderDomainIn = async (accountId: string) =>
  (
    await t.ctx.db
      .insertInto('sender_domains')
      .values({
        account_id: accountId,
        domain: `${randomBytes(6).toString('hex')}.invalid`,
        dkim_selector: 'sw1',
        dkim_public_key: 'MIIBIjAN',
        dkim_private_key: 'v1.sealed',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const senderDomainsPermissions: RouteTable = {
  // sending domains: every member sees them and whether they are verified; limited members may not add,
  // check or delete one, or see its records (its DKIM key)
  'GET /api/senderDomains': { access: 'account' },
  'GET /api/senderDomains/:id': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ params: { id: await senderDomainIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await senderDomainIn(b.accountId) } }),
  },
  'POST /api/senderDomains': {
    access: 'account',
    roles: FULL_ACCESS,
    input: () => ({ body: { domain: `${randomBytes(6).toString('hex')}.example` } }),
  },
  // Looks the domain up in DNS; its cross-account refusal is proved where a loopback DNS server answers.
  'POST /api/senderDomains/:id/verify': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ params: { id: await senderDomainIn(a.accountId) } }),
  },
  'POST /api/senderDomains/:id/sendSettings': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({
      params: { id: await senderDomainIn(a.accountId) },
      body: { email: 'dns-admin@example.com' },
    }),
    crossAccount: async ({ b }) => ({
      params: { id: await senderDomainIn(b.accountId) },
      body: { email: 'dns-admin@example.com' },
    }),
  },
  'DELETE /api/senderDomains/:id': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({
      params: { id: await senderDomainIn(a.accountId) },
      body: { cancel: 'nothing' },
    }),
    crossAccount: async ({ b }) => ({
      params: { id: await senderDomainIn(b.accountId) },
      body: { cancel: 'nothing' },
    }),
  },
};
