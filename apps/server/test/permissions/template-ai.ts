import { ACCOUNT_ROLES } from '@sendwell/contracts';
import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const templateAiPermissions: RouteTable = {
  // Create with AI (spec 3 §2.1): every member, as the editor lets every member create a template.
  'POST /api/templates/ai-template': {
    access: 'account',
    roles: ACCOUNT_ROLES,
    input: () => ({ body: { purpose: 'Invite customers to our spring webinar', tone: 'Professional' } }),
  },
};
