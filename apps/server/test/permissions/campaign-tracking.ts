import { campaignIn } from './fixtures';
import { type RouteTable } from './route-table';

/** A token this app never signed: public tracking routes answer it 404, never 401 or 403. */
const unsigned = { params: { token: 'not-a-signed-token' } };

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const campaignTrackingPermissions: RouteTable = {
  'GET /api/t/o/:token': { access: 'public', input: () => unsigned },
  'GET /api/t/c/:token': { access: 'public', input: () => unsigned },
  'GET /api/t/v/:token': { access: 'public', input: () => unsigned },
  'GET /api/t/u/:token': { access: 'public', input: () => unsigned },
  // Posted by mailbox providers and a plain form, with no session: the signed token is the proof.
  'POST /api/t/u/:token': { access: 'public', csrfExempt: true, input: () => ({ ...unsigned, body: {} }) },
  'POST /api/t/u/:token/preferences': {
    access: 'public',
    csrfExempt: true,
    input: () => ({ ...unsigned, body: {} }),
  },
  'GET /api/campaigns/:id/report': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await campaignIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await campaignIn(b.accountId) } }),
  },
};
