import type { JourneyStatus, ListType } from '@sendwell/contracts';
import type { Db } from '../src/db/database';

/** Rows put straight into the tables, for tests of areas whose own write paths come later. */
export const seedList = async (db: Db, accountId: string, name: string, type: ListType = 'list'): Promise<number> => {
  const row = await db.insertInto('lists').values({ account_id: accountId, name, type, definition: null }).returning('id').executeTakeFirstOrThrow();
  return row.id;
};

export const seedContacts = async (
  db: Db,
  accountId: string,
  emails: string[],
  options: { listIds?: number[]; properties?: (email: string, index: number) => Record<string, string | number | boolean | null> } = {},
): Promise<number[]> => {
  if (emails.length === 0) return [];
  const rows = await db
    .insertInto('contacts')
    .values(emails.map((email, index) => ({ account_id: accountId, email, properties: JSON.stringify(options.properties?.(email, index) ?? {}), archived_at: null, archived_with_list_id: null })))
    .returning('id')
    .execute();
  const ids = rows.map((row) => row.id);
  for (const listId of options.listIds ?? []) {
    await db.insertInto('list_members').values(ids.map((contactId) => ({ account_id: accountId, list_id: listId, contact_id: contactId }))).execute();
    await db.updateTable('lists').set((eb) => ({ recipients_count: eb('recipients_count', '+', ids.length) })).where('account_id', '=', accountId).where('id', '=', listId).execute();
  }
  return ids;
};

export const seedSentCampaign = async (db: Db, accountId: string, name: string, listIds: number[]): Promise<number> => {
  const row = await db
    .insertInto('campaigns')
    .values({ account_id: accountId, name, sender_id: null, sent_at: new Date(), status: 'sent' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const listId of listIds) await db.insertInto('campaign_lists').values({ account_id: accountId, campaign_id: row.id, list_id: listId }).execute();
  return row.id;
};

/** Makes the contacts recipients of a campaign, sent to these addresses (by contact id), as the send engine leaves them. */
export const seedCampaignRecipients = async (db: Db, accountId: string, campaignId: number, sentTo: Record<number, string>): Promise<void> => {
  await db
    .insertInto('campaign_recipients')
    .values(
      Object.entries(sentTo).map(([contactId, email]) => ({
        account_id: accountId,
        campaign_id: campaignId,
        contact_id: Number(contactId),
        email,
        state: 'sent' as const,
        skip_reason: null,
        message_id: `<${campaignId}.${contactId}@test>`,
        last_error: null,
        handed_off_at: new Date(),
        claimed_by: null,
      })),
    )
    .execute();
};

export const seedJourney = async (db: Db, accountId: string, name: string, status: JourneyStatus, triggerListId: number): Promise<number> => {
  const row = await db
    .insertInto('journeys')
    .values({ account_id: accountId, name, status, trigger_list_id: triggerListId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** E-mail addresses of a list's members, in order. */
export const listMemberEmails = async (db: Db, accountId: string, listId: number): Promise<string[]> => {
  const rows = await db
    .selectFrom('list_members')
    .innerJoin('contacts', (join) => join.onRef('contacts.account_id', '=', 'list_members.account_id').onRef('contacts.id', '=', 'list_members.contact_id'))
    .select('contacts.email')
    .where('list_members.account_id', '=', accountId)
    .where('list_members.list_id', '=', listId)
    .orderBy('contacts.email')
    .execute();
  return rows.map((row) => row.email);
};
