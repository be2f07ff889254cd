import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const devPermissions: RouteTable = {
  // development (not served in production)
  'GET /api/dev/outbox': { access: 'public' },
};
