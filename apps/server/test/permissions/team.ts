import { PRIMARY_OWNER, TEAM_ADMINS } from '@sendwell/contracts';
import { TEST_PASSWORD } from '../users';
import { invitationIn, memberIn, unique } from './fixtures';
import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const teamPermissions: RouteTable = {
  // team (Settings → Team members) and the invitation link
  'GET /api/team': { access: 'account' },
  'POST /api/team/invitations': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: () => ({ body: { email: `${unique('invitee').replace(' ', '.')}@example.com`, role: 'member' } }),
  },
  'POST /api/team/invitations/:id/resend': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: async ({ a }) => ({ params: { id: (await invitationIn(a)).id } }),
    crossAccount: async ({ b }) => ({ params: { id: (await invitationIn(b)).id } }),
  },
  'DELETE /api/team/invitations/:id': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: async ({ a }) => ({ params: { id: (await invitationIn(a)).id } }),
    crossAccount: async ({ b }) => ({ params: { id: (await invitationIn(b)).id } }),
  },
  'PATCH /api/team/members/:memberId': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: async ({ a }) => ({ params: { memberId: await memberIn(a.accountId) }, body: { role: 'admin' } }),
    crossAccount: async ({ b }) => ({
      params: { memberId: await memberIn(b.accountId) },
      body: { role: 'admin' },
    }),
  },
  'DELETE /api/team/members/:memberId': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: async ({ a }) => ({ params: { memberId: await memberIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { memberId: await memberIn(b.accountId) } }),
  },
  // To the caller itself (400 for the owner), so account A keeps its owner; real transfers are in team.int.test.ts.
  'POST /api/team/transfer-ownership': {
    access: 'account',
    roles: PRIMARY_OWNER,
    input: ({ a }) => ({ body: { memberId: a.user.connectedAccounts[0]!.memberId } }),
  },
  'GET /api/invitations/preview': {
    access: 'public',
    input: async ({ a }) => ({ query: { token: (await invitationIn(a)).token } }),
  },
  // Someone else's address (400): who may accept is in team.int.test.ts.
  'POST /api/invitations/accept': {
    access: 'user',
    input: async ({ a }) => ({ body: { token: (await invitationIn(a)).token } }),
  },
  'POST /api/invitations/sign-up': {
    access: 'public',
    input: () => ({ body: { token: 'not-a-real-token', name: 'Newcomer', password: TEST_PASSWORD } }),
  },

  // account details (Settings → My account)
  'GET /api/account': { access: 'account' },
  'PUT /api/account': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: () => ({ body: { name: unique('Account'), timezone: 'Europe/Paris', defaultSenderId: null } }),
  },
};
