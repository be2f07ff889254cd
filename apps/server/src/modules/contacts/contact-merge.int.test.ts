import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../test/users';
import { useTestApp } from '../../../test/integration-setup';
import {
  changedMatchIds,
  insertMatchedContacts,
  matchContactsByEmail,
  updateMatchedContacts,
} from './contact-merge.repository';

const t = useTestApp();
let accountId: string;

beforeAll(async () => {
  accountId = (await signUpUser(t.app)).user.accountId;
});

const contactsByEmail = async () => {
  const rows = await t.ctx.db
    .selectFrom('contacts')
    .select(['id', 'email', 'properties'])
    .where('account_id', '=', accountId)
    .orderBy('email')
    .execute();
  return rows;
};

describe('merging contacts by e-mail', () => {
  it('takes a contact someone else added after the match as an existing one, and inserts the rest', async () => {
    await t.ctx.db
      .insertInto('contacts')
      .values({ account_id: accountId, email: 'old@merge.co', properties: JSON.stringify({ a: 1 }) })
      .execute();
    const result = await t.ctx.db.transaction().execute(async (trx) => {
      await sql`create temp table merge_rows (row_no integer, email text, props jsonb) on commit drop`.execute(
        trx,
      );
      await sql`insert into merge_rows values
        (1, 'old@merge.co', '{"b": 2}'), (2, 'race@merge.co', '{"c": 3}'), (3, 'new@merge.co', '{}'),
        (4, 'NEW@merge.co', '{"d": 4}')`.execute(trx);
      const tally = await matchContactsByEmail(trx, accountId, 'merge_rows');
      // Another writer, outside this transaction, adds one of the new e-mails and commits.
      await t.ctx.db
        .insertInto('contacts')
        .values({ account_id: accountId, email: 'RACE@merge.co', properties: JSON.stringify({ z: 9 }) })
        .execute();
      const created = await insertMatchedContacts(trx, accountId, 'import');
      const updated = await updateMatchedContacts(trx, accountId);
      const changed = await changedMatchIds(trx, 10);
      return { tally, created, updated, changed };
    });

    const contacts = await contactsByEmail();
    expect(contacts.map(({ email, properties }) => ({ email, properties }))).toEqual([
      { email: 'NEW@merge.co', properties: { d: 4 } },
      { email: 'RACE@merge.co', properties: { z: 9, c: 3 } },
      { email: 'old@merge.co', properties: { a: 1, b: 2 } },
    ]);
    expect(result.tally).toEqual({ distinct: 3, adding: 2, restored: 0, created: 2, changed: 1 });
    expect({ created: result.created, updated: result.updated }).toEqual({ created: 1, updated: 2 });
    expect([...(result.changed ?? [])].sort()).toEqual(contacts.map((contact) => contact.id).sort());
  });
});
