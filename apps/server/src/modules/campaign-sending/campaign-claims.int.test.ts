import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { addSmtpSender, seedSendableCampaign } from '../../../test/campaign-sending';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { claimRecipients, freezeAudience, recordOutcomes } from './campaign-sending.repository';

/*
 * A send run claims and records its recipients by their keys, whatever the planner believes of the audience. A
 * freshly frozen audience has no statistics yet (the table was last analysed nearly empty), and a claim written
 * as a join was then planned as a nested loop over every recipient of the campaign for each row taken: 1.7 s per
 * claim of 500 among 20,000, quadratic in the audience. Counted, not timed: Postgres's own count of the rows a
 * transaction read from the table.
 */

const t = useTestApp({ workers: false });
const owner = useOwner(t);

/** Rows of campaign_recipients this transaction has read so far: by sequential scans and through its indexes. */
const rowsRead = async (db: Db): Promise<number> =>
  Number(
    (
      await sql<{ read: string }>`select pg_stat_get_xact_tuples_returned('campaign_recipients'::regclass)
        + (select coalesce(sum(pg_stat_get_xact_tuples_returned(indexrelid)), 0) from pg_index
            where indrelid = 'campaign_recipients'::regclass) as read`.execute(db)
    ).rows[0]!.read,
  );

it('claims and records a batch by reading about the batch, not the whole freshly frozen audience', async () => {
  const senderId = await addSmtpSender(owner, 1);
  const audience = 3_000;
  const { campaignId, contactIds } = await seedSendableCampaign(t.ctx.db, owner, {
    senderId,
    count: audience,
    prefix: 'claims',
  });
  const { accountId } = owner;
  // The statistics an audience frozen a moment ago has: those of the table before it.
  await sql`analyze campaign_recipients`.execute(t.ctx.db);
  expect(await freezeAudience(t.ctx.db, accountId, campaignId, null)).toBe(audience);

  const claim = 4242;
  const batch = 100;
  const { claimed, readByClaim } = await t.ctx.db.transaction().execute(async (trx) => {
    const before = await rowsRead(trx);
    const rows = await claimRecipients(trx, accountId, campaignId, claim, batch);
    return { claimed: rows, readByClaim: (await rowsRead(trx)) - before };
  });
  expect(claimed.map((row) => row.contactId)).toEqual(contactIds.slice(0, batch));
  expect(claimed[0]).toMatchObject({
    email: 'claims-0@inbox.example',
    nowUnsubscribed: false,
    nowBlocked: false,
  });
  expect(claimed[0]!.properties).toMatchObject({ firstName: 'Zoë0' });
  expect(readByClaim).toBeLessThan(batch * 4);

  const { recorded, readByRecord } = await t.ctx.db.transaction().execute(async (trx) => {
    const before = await rowsRead(trx);
    const changed = await recordOutcomes(trx, {
      accountId,
      campaignId,
      claim,
      senderId,
      timezone: 'Pacific/Kiritimati',
      outcomes: claimed.slice(0, 10).map((row) => ({ contactId: row.contactId, state: 'sent' as const })),
      sentAt: new Date(),
    });
    return { recorded: changed, readByRecord: (await rowsRead(trx)) - before };
  });
  expect(recorded).toHaveLength(10);
  expect(new Set(recorded.map((row) => row.state))).toEqual(new Set(['sent']));
  expect(readByRecord).toBeLessThan(10 * 4);

  // The next claim takes the next rows, none of those already taken.
  const next = await claimRecipients(t.ctx.db, accountId, campaignId, claim + 1, batch);
  expect(next.map((row) => row.contactId)).toEqual(contactIds.slice(batch, 2 * batch));
});
