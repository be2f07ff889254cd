import type { Db } from '../../db/database';
import { listAccountsWithMembers, type AccountOverviewRow } from '../../modules/accounts/accounts.repository';

export interface AccountSummary {
  id: string;
  name: string;
  plan: string;
  members: string[];
}

const describeMember = (row: AccountOverviewRow): string | undefined => {
  if (!row.memberEmail) return undefined;
  const role = row.role === 'primaryOwner' ? 'primary owner' : row.role;
  return `${row.memberEmail} (${role}${row.limitedAccess ? ', limited access' : ''})`;
};

export const summariseAccounts = (rows: AccountOverviewRow[]): AccountSummary[] => {
  const accounts = new Map<string, AccountSummary>();
  for (const row of rows) {
    let account = accounts.get(row.accountId);
    if (!account) {
      account = { id: row.accountId, name: row.accountName, plan: row.planName, members: [] };
      accounts.set(row.accountId, account);
    }
    const member = describeMember(row);
    if (member) account.members.push(member);
  }
  return [...accounts.values()];
};

/** A plain table: one line per account, members comma-separated in the last column. */
export const formatAccountsTable = (accounts: AccountSummary[]): string => {
  if (accounts.length === 0) return 'No accounts yet. Create one with "create-user".';
  const header = { id: 'ID', name: 'NAME', plan: 'PLAN', members: 'MEMBERS' };
  const lines = [header, ...accounts.map((a) => ({ ...a, members: a.members.join(', ') || '(none)' }))];
  const width = (key: 'id' | 'name' | 'plan') => Math.max(...lines.map((line) => line[key].length));
  const [idWidth, nameWidth, planWidth] = [width('id'), width('name'), width('plan')];
  const table = lines.map(
    (line) =>
      `${line.id.padEnd(idWidth)}  ${line.name.padEnd(nameWidth)}  ${line.plan.padEnd(planWidth)}  ${line.members}`,
  );
  return `${table.join('\n')}\n${accounts.length} account${accounts.length === 1 ? '' : 's'}.`;
};

export const runListAccounts = async (db: Db) => {
  const accounts = summariseAccounts(await listAccountsWithMembers(db));
  return { accounts, message: formatAccountsTable(accounts) };
};
