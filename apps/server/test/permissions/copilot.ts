import { everyone } from './fixtures';
import { type RouteTable } from './route-table';

const definition = (listId: number) => ({
  ...everyone,
  recipientLists: [listId],
  excludeRecipientList: [],
  isUnsubscribed: false,
  isBlocked: false,
  excludeIsUnsubscribed: false,
  excludeIsBlocked: false,
});

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const copilotPermissions: RouteTable = {
  // A prompt naming another account's ids is answered with a refusal in the chat (see copilot.int.test.ts).
  'POST /api/copilot/segments/messages': {
    access: 'account',
    input: () => ({ body: { query: 'contacts with a gmail email' } }),
  },
  'GET /api/copilot/segments/suggestions': { access: 'account' },
  'POST /api/copilot/segments': {
    access: 'account',
    input: ({ a }) => ({ body: { definition: definition(a.listId), messageId: 'message-1', version: 1 } }),
    crossAccount: ({ b }) => ({
      body: { definition: definition(b.listId), messageId: 'message-1', version: 1 },
    }),
  },
};
