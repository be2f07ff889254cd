import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  campaignSendingRoutes,
  CampaignSendingMessages,
  senderRoutes,
  type CampaignProgress,
} from '@sendwell/contracts';
import { addSmtpSender, messageIdOf, seedSendableCampaign } from '../../../test/campaign-sending';
import { seedContacts, seedList } from '../../../test/fixtures';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { decoded, startSmtpServer, type SmtpPeer, type SmtpRefusal } from '../../../test/smtp-server';
import { handleCampaignSend } from './campaign-send.job';
import { startDueCampaigns } from './start-due-campaigns';

/*
 * The send engine against a real SMTP server on loopback. The app runs without its workers, so each test
 * runs the send job itself, where it chooses.
 */

const refusals: {
  recipient?: (to: string) => SmtpRefusal | undefined;
  message?: (to: string[]) => SmtpRefusal | undefined;
} = {};
let sink: SmtpPeer;
let guarded: SmtpPeer;
beforeAll(async () => {
  sink = await startSmtpServer({
    refuse: { recipient: (to) => refusals.recipient?.(to), message: (to) => refusals.message?.(to) },
  });
  guarded = await startSmtpServer({ auth: { user: 'mailer', password: 'right-password' } });
});
afterAll(async () => {
  await sink.close();
  await guarded.close();
});

const t = useTestApp({ workers: false });
const owner = useOwner(t, 'each test');
const fast = { retryDelaysMs: [5, 10, 20] };

beforeEach(() => {
  delete refusals.recipient;
  delete refusals.message;
});

const mailTo = (peer: SmtpPeer, email: string) => peer.received.filter((mail) => mail.to.includes(email));

const progress = async (campaignId: number): Promise<CampaignProgress> => {
  const answer = await owner.browser.call(campaignSendingRoutes.progress, { params: { id: campaignId } });
  expect(answer.status).toBe(200);
  return answer.data as CampaignProgress;
};

const send = async (campaignId: number) => {
  const answer = await owner.browser.call(campaignSendingRoutes.send, { params: { id: campaignId } });
  expect(answer.status, answer.text).toBe(202);
  return answer.data as CampaignProgress;
};

const run = (campaignId: number, options: Parameters<typeof handleCampaignSend>[2] = fast) =>
  handleCampaignSend(t.ctx, { accountId: owner.accountId, campaignId }, options);

describe('sending a campaign', () => {
  it('sends one personalised message to each contact, skips and counts those who must get nothing, and records sent activity in the account day', async () => {
    const { db } = t.ctx;
    await db
      .updateTable('accounts')
      .set({ settings: sql`settings || '{"timezone":"Pacific/Kiritimati"}'::jsonb` })
      .where('id', '=', owner.accountId)
      .execute();
    const senderId = await addSmtpSender(owner, sink.port);
    const { id: emailTypeId } = await db
      .insertInto('email_types')
      .values({ account_id: owner.accountId, name: 'Promotions' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const campaign = await seedSendableCampaign(db, owner, {
      senderId,
      count: 3,
      prefix: 'skips',
      emailTypeId,
    });
    const [unsubscribed, blocked, bounced, optedOut, excluded, invalid] = await seedContacts(
      db,
      owner.accountId,
      [
        'gone@inbox.example',
        'blocked@inbox.example',
        'bounced@inbox.example',
        'no-promos@inbox.example',
        'left-out@inbox.example',
        'not-an-address',
      ],
      { listIds: [campaign.listId] },
    );
    await db.updateTable('contacts').set({ is_unsubscribed: true }).where('id', '=', unsubscribed!).execute();
    await db
      .updateTable('contacts')
      .set({ is_blocked: true })
      .where('id', 'in', [blocked!, bounced!])
      .execute();
    await db
      .insertInto('delivery_events')
      .values({
        account_id: owner.accountId,
        sender_id: senderId,
        provider_event_id: 'earlier-bounce',
        kind: 'bounced',
        contact_id: bounced!,
        campaign_id: null,
        bounce_type: 'hard',
        link: null,
        occurred_at: new Date(),
      })
      .execute();
    await db
      .insertInto('contact_email_type_optouts')
      .values({ account_id: owner.accountId, contact_id: optedOut!, email_type_id: emailTypeId })
      .execute();
    // A second list holding a contact already in the audience, and a left-out list.
    const second = await seedList(db, owner.accountId, 'Second');
    await db
      .insertInto('list_members')
      .values({ account_id: owner.accountId, list_id: second, contact_id: campaign.contactIds[0]! })
      .execute();
    await db
      .insertInto('campaign_lists')
      .values({ account_id: owner.accountId, campaign_id: campaign.campaignId, list_id: second })
      .execute();
    const leftOut = await seedList(db, owner.accountId, 'Left out');
    await db
      .insertInto('list_members')
      .values({ account_id: owner.accountId, list_id: leftOut, contact_id: excluded! })
      .execute();
    await db
      .insertInto('campaign_exclusions')
      .values({ account_id: owner.accountId, campaign_id: campaign.campaignId, list_id: leftOut })
      .execute();

    const started = await send(campaign.campaignId);
    expect(started).toMatchObject({ status: 'sending', total: 8, pending: 3, sent: 0, skippedTotal: 5 });
    await run(campaign.campaignId);

    const after = await progress(campaign.campaignId);
    expect(after).toMatchObject({
      status: 'sent',
      total: 8,
      sent: 3,
      pending: 0,
      failed: 0,
      bounced: 0,
      skipped: { unsubscribed: 1, blocked: 1, bounced: 1, email_type_unsubscribed: 1, invalid_email: 1 },
      skippedTotal: 5,
      etaSeconds: null,
    });
    expect(after.finishedAt).not.toBeNull();
    expect(invalid).toBeDefined();
    for (const [index, email] of campaign.emails.entries()) {
      const mails = mailTo(sink, email);
      expect(mails).toHaveLength(1);
      const body = Buffer.from(decoded(mails[0]!.raw), 'latin1').toString('utf8');
      expect(body).toContain(`Hello Zoë${index}!`);
      expect(body).toContain(`New in, Zoë${index}`);
      expect(body).toMatch(/^Subject: .*Autumn.news.for/m);
      expect(messageIdOf(mails[0]!.raw)).toMatch(
        new RegExp(`^<c${campaign.campaignId}\\.${campaign.contactIds[index]}\\.`),
      );
    }
    for (const email of [
      'gone@inbox.example',
      'blocked@inbox.example',
      'bounced@inbox.example',
      'no-promos@inbox.example',
      'left-out@inbox.example',
    ])
      expect(mailTo(sink, email)).toHaveLength(0);

    const activity = await db
      .selectFrom('email_activity')
      .select(['contact_id', 'kind', 'sender_id'])
      .where('account_id', '=', owner.accountId)
      .where('campaign_id', '=', campaign.campaignId)
      .orderBy('contact_id')
      .execute();
    expect(activity).toEqual(
      campaign.contactIds.map((id) => ({ contact_id: id, kind: 'sent', sender_id: senderId })),
    );
    const counters = await sql<{ contactId: number; sent: number; today: boolean }>`
      select contact_id::int as "contactId", sent, day = (now() at time zone 'Pacific/Kiritimati')::date as today
      from contact_engagement_daily where account_id = ${owner.accountId} order by contact_id`.execute(db);
    expect(counters.rows).toEqual(campaign.contactIds.map((id) => ({ contactId: id, sent: 1, today: true })));

    // A run started again (a retried job) finds nothing to send.
    await run(campaign.campaignId);
    expect(campaign.emails.map((email) => mailTo(sink, email).length)).toEqual([1, 1, 1]);
  });

  it('refuses an incomplete draft with what is missing, and a campaign already sending', async () => {
    const senderId = await addSmtpSender(owner, sink.port);
    const campaign = await seedSendableCampaign(t.ctx.db, owner, {
      senderId,
      count: 1,
      prefix: 'incomplete',
    });
    await t.ctx.db
      .updateTable('campaigns')
      .set({ subject: '  ' })
      .where('id', '=', campaign.campaignId)
      .execute();
    const noSubject = await owner.browser.call(campaignSendingRoutes.send, {
      params: { id: campaign.campaignId },
    });
    expect(noSubject.status).toBe(400);
    expect(noSubject.text).toContain(CampaignSendingMessages.noSubject);
    expect(
      await t.ctx.db
        .selectFrom('campaign_recipients')
        .select('contact_id')
        .where('campaign_id', '=', campaign.campaignId)
        .execute(),
    ).toEqual([]);

    await t.ctx.db
      .updateTable('campaigns')
      .set({ subject: 'Hi', template_version: 9 })
      .where('id', '=', campaign.campaignId)
      .execute();
    const noVersion = await owner.browser.call(campaignSendingRoutes.send, {
      params: { id: campaign.campaignId },
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.text).toContain(CampaignSendingMessages.templateVersionMissing);

    await t.ctx.db
      .updateTable('campaigns')
      .set({ template_version: 1 })
      .where('id', '=', campaign.campaignId)
      .execute();
    await send(campaign.campaignId);
    const again = await owner.browser.call(campaignSendingRoutes.send, {
      params: { id: campaign.campaignId },
    });
    expect(again.status).toBe(409);
    expect(again.text).toContain(CampaignSendingMessages.notStartable);

    const elsewhere = await owner.browser.call(campaignSendingRoutes.progress, {
      params: { id: 999_999_999 },
    });
    expect(elsewhere.status).toBe(404);
  });

  it('pauses mid-send, resumes where it stopped without a second message, and cancels for good', async () => {
    const senderId = await addSmtpSender(owner, sink.port);
    const campaign = await seedSendableCampaign(t.ctx.db, owner, { senderId, count: 6, prefix: 'pause' });
    await send(campaign.campaignId);
    let paused = false;
    await run(campaign.campaignId, {
      ...fast,
      batchSize: 2,
      afterRecord: async () => {
        if (paused) return;
        paused = true;
        const answer = await owner.browser.call(campaignSendingRoutes.pause, {
          params: { id: campaign.campaignId },
        });
        expect(answer.status).toBe(200);
      },
    });
    // The pause is seen at the run's next claim: what was already claimed (the first batch, and the next one
    // the run may have claimed ahead while the first was sent) still goes, nothing after it.
    const atPause = await progress(campaign.campaignId);
    expect(atPause.status).toBe('paused');
    expect([2, 4]).toContain(atPause.sent);
    expect(atPause.pending).toBe(6 - atPause.sent);
    const pauseAgain = await owner.browser.call(campaignSendingRoutes.pause, {
      params: { id: campaign.campaignId },
    });
    expect(pauseAgain.status).toBe(409);

    // A run of a paused campaign sends nothing.
    await run(campaign.campaignId);
    expect((await progress(campaign.campaignId)).sent).toBe(atPause.sent);

    const resumed = await owner.browser.call(campaignSendingRoutes.resume, {
      params: { id: campaign.campaignId },
    });
    expect(resumed.status).toBe(200);
    expect((resumed.data as CampaignProgress).status).toBe('sending');
    await run(campaign.campaignId);
    expect(await progress(campaign.campaignId)).toMatchObject({ status: 'sent', sent: 6, pending: 0 });
    expect(campaign.emails.map((email) => mailTo(sink, email).length)).toEqual([1, 1, 1, 1, 1, 1]);

    const cancelSent = await owner.browser.call(campaignSendingRoutes.cancel, {
      params: { id: campaign.campaignId },
    });
    expect(cancelSent.status).toBe(409);
    expect(cancelSent.text).toContain(CampaignSendingMessages.notCancellable);

    const other = await seedSendableCampaign(t.ctx.db, owner, { senderId, count: 2, prefix: 'cancel' });
    await send(other.campaignId);
    const cancelled = await owner.browser.call(campaignSendingRoutes.cancel, {
      params: { id: other.campaignId },
    });
    expect(cancelled.status).toBe(200);
    await run(other.campaignId);
    expect(await progress(other.campaignId)).toMatchObject({ status: 'cancelled', sent: 0, pending: 2 });
    expect(other.emails.map((email) => mailTo(sink, email).length)).toEqual([0, 0]);
  });
});

describe('development mail', () => {
  it("puts a campaign's messages in the dev outbox when no SMTP server is set up", async () => {
    const { db } = t.ctx;
    const { id: senderId } = await db
      .insertInto('senders')
      .values({ account_id: owner.accountId, email: 'hello@shop.example', provider: 'sendwell' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const campaign = await seedSendableCampaign(db, owner, { senderId, count: 3, prefix: 'outbox' });
    await send(campaign.campaignId);
    await run(campaign.campaignId);
    expect(await progress(campaign.campaignId)).toMatchObject({ status: 'sent', sent: 3 });
    const kept = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'html'])
      .where('id', 'like', `c${campaign.campaignId}.%`)
      .orderBy('recipient')
      .execute();
    expect(kept.map((mail) => mail.recipient)).toEqual(campaign.emails);
    expect(kept[0]!.subject).toBe('Autumn news for Zoë0');
    expect(kept[0]!.html).toContain('Hello Zoë0!');
  });
});

describe('what the receiving server answers', () => {
  it('retries 421 and 451 with backoff, marks a 550 as a hard bounce that blocks the contact, and fails a message still refused after the retries', async () => {
    const senderId = await addSmtpSender(owner, sink.port);
    const campaign = await seedSendableCampaign(t.ctx.db, owner, { senderId, count: 4, prefix: 'answers' });
    const [busy, greylisted, unknown, stuck] = campaign.emails;
    const tries = new Map<string, number>();
    refusals.message = (to) => {
      const email = to[0]!;
      const seen = (tries.get(email) ?? 0) + 1;
      tries.set(email, seen);
      if (email === busy && seen === 1) return { code: 421, text: 'Service not available, try again later' };
      if (email === greylisted && seen <= 2) return { code: 451, text: 'Greylisted, try again later' };
      if (email === stuck) return { code: 451, text: 'Mailbox busy' };
      return undefined;
    };
    refusals.recipient = (to) => (to === unknown ? { code: 550, text: 'No such user here' } : undefined);
    await send(campaign.campaignId);
    await run(campaign.campaignId);

    expect(tries.get(busy!)).toBe(2);
    expect(tries.get(greylisted!)).toBe(3);
    expect(tries.get(stuck!)).toBe(4);
    expect(mailTo(sink, busy!)).toHaveLength(1);
    expect(mailTo(sink, greylisted!)).toHaveLength(1);
    expect(mailTo(sink, unknown!)).toHaveLength(0);
    expect(await progress(campaign.campaignId)).toMatchObject({
      status: 'sent',
      sent: 2,
      bounced: 1,
      failed: 1,
      pending: 0,
    });

    const rows = await t.ctx.db
      .selectFrom('campaign_recipients')
      .select(['email', 'state', 'last_error'])
      .where('campaign_id', '=', campaign.campaignId)
      .where('state', 'in', ['bounced', 'failed'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      {
        email: unknown,
        state: 'bounced',
        last_error: expect.stringContaining('No such user here') as string,
      },
      { email: stuck, state: 'failed', last_error: expect.stringContaining('Mailbox busy') as string },
    ]);
    const unknownId = campaign.contactIds[2]!;
    const contact = await t.ctx.db
      .selectFrom('contacts')
      .select('is_blocked')
      .where('id', '=', unknownId)
      .executeTakeFirstOrThrow();
    expect(contact.is_blocked).toBe(true);
    const events = await t.ctx.db
      .selectFrom('delivery_events')
      .select(['kind', 'bounce_type', 'campaign_id'])
      .where('account_id', '=', owner.accountId)
      .where('contact_id', '=', unknownId)
      .execute();
    expect(events).toEqual([{ kind: 'bounced', bounce_type: 'hard', campaign_id: campaign.campaignId }]);
    const sent = await t.ctx.db
      .selectFrom('email_activity')
      .select('contact_id')
      .where('campaign_id', '=', campaign.campaignId)
      .where('kind', '=', 'sent')
      .execute();
    expect(sent.map((row) => row.contact_id).sort()).toEqual(
      [campaign.contactIds[0], campaign.contactIds[1]].sort(),
    );
  });

  it('pauses the campaign with a clear reason when the sender cannot sign in, sending nothing, and sends all once the password is right', async () => {
    const senderId = await addSmtpSender(owner, guarded.port, { user: 'mailer', password: 'wrong-password' });
    const campaign = await seedSendableCampaign(t.ctx.db, owner, { senderId, count: 5, prefix: 'creds' });
    await send(campaign.campaignId);
    await run(campaign.campaignId);

    const paused = await progress(campaign.campaignId);
    expect(paused).toMatchObject({ status: 'paused', sent: 0, pending: 5 });
    expect(paused.statusReason).toBe(
      CampaignSendingMessages.credentialsRefused(
        'The SMTP server refused the user name or password. Check them and try again.',
      ),
    );
    expect(guarded.received).toHaveLength(0);
    const open = await t.ctx.db
      .selectFrom('campaign_recipients')
      .select('state')
      .distinct()
      .where('campaign_id', '=', campaign.campaignId)
      .execute();
    expect(open).toEqual([{ state: 'pending' }]);

    const fixed = await owner.browser.call(senderRoutes.smtp.update, {
      body: {
        id: senderId,
        email: 'news@shop.example',
        name: 'Shop News',
        host: '127.0.0.1',
        port: guarded.port,
        tls: 'none',
        user: 'mailer',
        password: 'right-password',
        allowSelfSigned: false,
      },
    });
    expect(fixed.status, fixed.text).toBe(200);
    const resumed = await owner.browser.call(campaignSendingRoutes.resume, {
      params: { id: campaign.campaignId },
    });
    expect((resumed.data as CampaignProgress).statusReason).toBeNull();
    await run(campaign.campaignId);
    expect(await progress(campaign.campaignId)).toMatchObject({ status: 'sent', sent: 5 });
    expect(campaign.emails.map((email) => mailTo(guarded, email).length)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('the scheduler', () => {
  it('starts scheduled campaigns whose time has come, leaves later ones, and fails one no longer complete', async () => {
    const { db } = t.ctx;
    const senderId = await addSmtpSender(owner, sink.port);
    const due = await seedSendableCampaign(db, owner, { senderId, count: 2, prefix: 'due' });
    const later = await seedSendableCampaign(db, owner, { senderId, count: 2, prefix: 'later' });
    const broken = await seedSendableCampaign(db, owner, { senderId, count: 2, prefix: 'broken' });
    const now = new Date();
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    await db
      .updateTable('campaigns')
      .set({ status: 'scheduled', scheduled_at: at(-1) })
      .where('id', 'in', [due.campaignId])
      .execute();
    await db
      .updateTable('campaigns')
      .set({ status: 'scheduled', scheduled_at: at(30) })
      .where('id', '=', later.campaignId)
      .execute();
    await db
      .updateTable('campaigns')
      .set({ status: 'scheduled', scheduled_at: at(-2), subject: '' })
      .where('id', '=', broken.campaignId)
      .execute();

    expect(await startDueCampaigns(t.ctx, now)).toBe(1);
    expect(await progress(due.campaignId)).toMatchObject({ status: 'sending', total: 2, pending: 2 });
    expect(await progress(later.campaignId)).toMatchObject({ status: 'scheduled', total: 0 });
    expect(await progress(broken.campaignId)).toMatchObject({
      status: 'failed',
      statusReason: CampaignSendingMessages.noSubject,
    });
    const queued = await sql<{ count: number }>`
      select count(*)::int as count from pgboss.job where name = 'campaign-send' and data->>'campaignId' = ${String(due.campaignId)}`.execute(
      db,
    );
    expect(queued.rows[0]!.count).toBeGreaterThan(0);

    await run(due.campaignId);
    expect(await progress(due.campaignId)).toMatchObject({ status: 'sent', sent: 2 });
    expect(await startDueCampaigns(t.ctx, now)).toBe(0);
  });
});
