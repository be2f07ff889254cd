import { FULL_ACCESS } from '@sendwell/contracts';
import { defaultBrandKit } from '@sendwell/domain';
import { findBrandKit } from '../../src/modules/brand-kit/brand-kit.repository';
import { t, type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const brandKitPermissions: RouteTable = {
  // every member sees the kit; members with limited access may not change it
  'GET /api/brandLibrary': { access: 'account' },
  'POST /api/brandLibrary': {
    access: 'account',
    roles: FULL_ACCESS,
    // A save names the version it read, so each call reads it first (from the database: a call of the
    // browser's own would hand it a fresh CSRF token).
    input: async ({ a }) => ({
      body: {
        attributes: defaultBrandKit(),
        source: 'colors',
        version: (await findBrandKit(t.ctx.db, a.accountId))?.version ?? 0,
      },
    }),
  },
  'GET /api/brandLibrary/applicationStatus': { access: 'account' },
  'PUT /api/brandLibrary/applicationStatus': {
    access: 'account',
    roles: FULL_ACCESS,
    input: () => ({ body: { applyBrandLibrary: true, itemId: '' } }),
  },
  'POST /api/brandLibrary/import': {
    access: 'account',
    roles: FULL_ACCESS,
    // A loopback address: the reading is refused at once, without leaving the machine.
    input: () => ({ body: { url: 'http://127.0.0.1:9/' } }),
  },
};
