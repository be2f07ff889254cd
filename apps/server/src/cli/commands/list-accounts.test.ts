import { describe, expect, it } from 'vitest';
import { formatAccountsTable, summariseAccounts } from './list-accounts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('list-accounts output', () => {
  it('groups member rows under their account, in order, and keeps accounts without members', () => {
    const accounts = summariseAccounts([
      {
        accountId: A,
        accountName: 'Acme',
        planName: 'Free Trial',
        memberEmail: 'ana@acme.test',
        role: 'primaryOwner',
        limitedAccess: false,
      },
      {
        accountId: A,
        accountName: 'Acme',
        planName: 'Free Trial',
        memberEmail: 'bo@acme.test',
        role: 'member',
        limitedAccess: true,
      },
      {
        accountId: B,
        accountName: 'Empty',
        planName: 'Pro',
        memberEmail: null,
        role: null,
        limitedAccess: null,
      },
    ]);
    expect(accounts).toEqual([
      {
        id: A,
        name: 'Acme',
        plan: 'Free Trial',
        members: ['ana@acme.test (primary owner)', 'bo@acme.test (member, limited access)'],
      },
      { id: B, name: 'Empty', plan: 'Pro', members: [] },
    ]);
    expect(formatAccountsTable(accounts).split('\n')).toEqual([
      'ID                                    NAME   PLAN        MEMBERS',
      `${A}  Acme   Free Trial  ana@acme.test (primary owner), bo@acme.test (member, limited access)`,
      `${B}  Empty  Pro         (none)`,
      '2 accounts.',
    ]);
  });

  it('says so when there are no accounts', () => {
    expect(formatAccountsTable([])).toBe('No accounts yet. Create one with "create-user".');
  });
});
