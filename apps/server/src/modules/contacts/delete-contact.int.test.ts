import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { contactRoutes } from '@sendwell/contracts';
import { seedContacts, seedList, seedSentCampaign } from '../../../test/fixtures';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t, 'each test');

/** Every table in which an area records something about a contact. */
const RECORDS = [
  'list_members',
  'email_activity',
  'contact_engagement_daily',
  'contact_latest_activity',
  'events',
  'form_submissions',
  'contact_email_type_optouts',
  'contact_history',
] as const;

/** One row in each of RECORDS for each contact, as the areas' own writes would leave them. */
const recordAbout = async (contactIds: number[]) => {
  const accountId = owner.accountId;
  const listId = await seedList(t.ctx.db, accountId, 'Customers');
  const campaignId = await seedSentCampaign(t.ctx.db, accountId, 'Spring sale', [listId]);
  const form = await t.ctx.db
    .insertInto('forms')
    .values({ account_id: accountId, app_name: 'popup', form_name: 'Signup' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const emailType = await t.ctx.db
    .insertInto('email_types')
    .values({ account_id: accountId, name: 'News' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const contactId of contactIds) {
    const row = { account_id: accountId, contact_id: contactId };
    await t.ctx.db
      .insertInto('list_members')
      .values({ ...row, list_id: listId })
      .execute();
    // The latest-activity row is kept from this one by a trigger.
    await t.ctx.db
      .insertInto('email_activity')
      .values({
        ...row,
        campaign_id: campaignId,
        kind: 'opened',
        occurred_at: new Date(),
        link: null,
        sender_id: null,
      })
      .execute();
    await t.ctx.db
      .insertInto('contact_engagement_daily')
      .values({ ...row, day: '2026-03-01', opened: 1 })
      .execute();
    await t.ctx.db
      .insertInto('events')
      .values({ ...row, name: 'Joined', occurred_at: new Date() })
      .execute();
    await t.ctx.db
      .insertInto('form_submissions')
      .values({ ...row, form_id: form.id, app_name: 'popup', submitted_at: new Date() })
      .execute();
    await t.ctx.db
      .insertInto('contact_email_type_optouts')
      .values({ ...row, email_type_id: emailType.id })
      .execute();
    await t.ctx.db
      .insertInto('contact_history')
      .values({ ...row, kind: 'unsubscribed', details: JSON.stringify({ via: 'api' }) })
      .execute();
  }
};

/** How many rows each table of RECORDS holds about a contact. */
const recordsOf = async (contactId: number): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const table of RECORDS) {
    const result = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)} where account_id = ${owner.accountId} and contact_id = ${contactId}`.execute(
      t.ctx.db,
    );
    counts[table] = result.rows[0]?.n ?? 0;
  }
  return counts;
};
const everywhere = (n: number) => Object.fromEntries(RECORDS.map((table) => [table, n]));

const deleteForGood = (contactId: number, confirmEmail: string) =>
  owner.browser.call(contactRoutes.deleteContact, { params: { id: contactId }, body: { confirmEmail } });

describe('deleting a contact for good', () => {
  it('leaves nothing recorded about it in any area, and leaves the other contacts’ records alone', async () => {
    const [gone, kept] = (await seedContacts(t.ctx.db, owner.accountId, [
      'gone@example.com',
      'kept@example.com',
    ])) as [number, number];
    await recordAbout([gone, kept]);
    expect(await recordsOf(gone)).toEqual(everywhere(1));

    const deleted = await deleteForGood(gone, 'gone@example.com');
    expect(deleted.status, deleted.text).toBe(200);
    expect(await recordsOf(gone)).toEqual(everywhere(0));
    expect(await recordsOf(kept)).toEqual(everywhere(1));
    expect(
      await t.ctx.db.selectFrom('contacts').select('id').where('id', '=', gone).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('deletes nothing at all when one area cannot forget the contact', async () => {
    const [contactId] = (await seedContacts(t.ctx.db, owner.accountId, ['stuck@example.com'])) as [number];
    await recordAbout([contactId]);
    // The last area to forget the contact fails, after the others have deleted their rows in the transaction.
    await sql`create function refuse_history_delete() returns trigger language plpgsql as $fn$
      begin raise exception 'history kept'; end $fn$`.execute(t.ctx.db);
    await sql`create trigger refuse_history_delete before delete on contact_history
      for each row when (old.contact_id = ${sql.lit(contactId)}) execute function refuse_history_delete()`.execute(
      t.ctx.db,
    );
    try {
      const refused = await deleteForGood(contactId, 'stuck@example.com');
      expect(refused.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_history_delete on contact_history`.execute(t.ctx.db);
      await sql`drop function refuse_history_delete()`.execute(t.ctx.db);
    }
    expect(await recordsOf(contactId)).toEqual(everywhere(1));
    const contact = await t.ctx.db
      .selectFrom('contacts')
      .select('archived_at')
      .where('id', '=', contactId)
      .executeTakeFirstOrThrow();
    expect(contact.archived_at).toBeNull();
  });
});
