import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { campaignRoutes, CampaignMessages, senderRoutes, TemplateMessages } from '@sendwell/contracts';
import { seedContacts, seedList, seedSentCampaign } from '../../../test/fixtures';
import { waitForMail } from '../../../test/outbox';
import { decoded, startSmtpServer, type SmtpPeer } from '../../../test/smtp-server';
import { signUpUser } from '../../../test/users';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { insertTemplate } from '../templates/templates.repository';

/** The app's clock: 09:00 on 2 March 2026 in UTC, 10:00 in Paris. */
const clock = new Date('2026-03-02T09:00:00Z');
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

const t = useTestApp({ now: () => clock });
const owner = useOwner(t, 'each test');

const HTML = '<html><body><p>Hello {{ first_name | default: "there" }}, spring is here.</p></body></html>';

const templateOf = (accountId: string, userId: string, html = HTML) =>
  insertTemplate(t.ctx.db, {
    accountId,
    name: 'Spring letter',
    category: 'saved',
    emailTypeId: null,
    createdBy: userId,
    content: { html, amp: null },
  });

const createDraft = async (name = 'Spring sale', listIds: number[] = []) => {
  const response = await owner.browser.call(campaignRoutes.create, { body: { name, listIds } });
  expect(response.status, response.text).toBe(201);
  return response.data.id;
};

const setTimezone = (accountId: string, timezone: string) =>
  t.ctx.db
    .updateTable('accounts')
    .set({ settings: sql`settings || jsonb_build_object('timezone', ${timezone}::text)` })
    .where('id', '=', accountId)
    .execute();

const verifyOwner = async () => {
  await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', owner.user.id).execute();
  t.ctx.sessionCache.forgetUser(owner.user.id);
};

/** An SMTP sender of the owner's that delivers to the loopback SMTP server. */
const smtpSender = async () => {
  const added = await owner.browser.call(senderRoutes.smtp.add, {
    body: {
      email: 'news@shop.example',
      name: 'Shop News',
      host: '127.0.0.1',
      port: smtp.port,
      tls: 'none',
      user: 'mailer',
      password: 'secret',
      allowSelfSigned: false,
    },
  });
  expect(added.status, added.text).toBe(201);
  return (added.data as { id: number }).id;
};

/** A draft with everything it needs to go out: template, sender, subject and an audience of three contacts. */
const completeDraft = async () => {
  const list = await seedList(t.ctx.db, owner.accountId, 'Newsletter');
  await seedContacts(t.ctx.db, owner.accountId, ['ada@example.com', 'bob@example.com', 'cy@example.com'], {
    listIds: [list],
    properties: (email) => ({ firstName: email.split('@')[0]!.replace(/^./, (c) => c.toUpperCase()) }),
  });
  const templateId = await templateOf(owner.accountId, owner.user.id);
  const senderId = await smtpSender();
  const id = await createDraft('Spring sale', [list]);
  const saved = await owner.browser.call(campaignRoutes.setContent, {
    params: { id },
    body: {
      templateId,
      senderId,
      subject: 'Hi {{first_name}}',
      preheader: 'Fresh picks for {{ first_name }}',
    },
  });
  expect(saved.status, saved.text).toBe(200);
  return { id, list, templateId, senderId };
};

describe("a draft's content", () => {
  it('saves the template at its current version, the sender, trimmed subject and preheader, and the email type', async () => {
    const templateId = await templateOf(owner.accountId, owner.user.id);
    const senderId = await smtpSender();
    const type = await t.ctx.db
      .insertInto('email_types')
      .values({ account_id: owner.accountId, name: 'Newsletters' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await createDraft();
    const saved = await owner.browser.call(campaignRoutes.setContent, {
      params: { id },
      body: {
        templateId,
        senderId,
        subject: '  Spring is here  ',
        preheader: ' Fresh picks ',
        emailTypeId: type.id,
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data).toMatchObject({
      templateId,
      templateVersion: 1,
      templateName: 'Spring letter',
      senderId,
      subject: 'Spring is here',
      preheader: 'Fresh picks',
      emailTypeId: type.id,
      status: 'draft',
    });
    expect((await owner.browser.call(campaignRoutes.get, { params: { id } })).data.subject).toBe(
      'Spring is here',
    );
  });

  it("refuses another account's template, sender or email type with 404 and a version never made with 400, saving nothing", async () => {
    const other = await signUpUser(t.app);
    const theirTemplate = await templateOf(other.user.accountId, other.user.id);
    const mine = await templateOf(owner.accountId, owner.user.id);
    const id = await createDraft();
    const foreign = await owner.browser.call(campaignRoutes.setContent, {
      params: { id },
      body: { templateId: theirTemplate, subject: 'Hello' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.error.message).toBe(TemplateMessages.templateNotFound);

    const theirType = await t.ctx.db
      .insertInto('email_types')
      .values({ account_id: other.user.accountId, name: 'Theirs' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const type = await owner.browser.call(campaignRoutes.setContent, {
      params: { id },
      body: { templateId: mine, emailTypeId: theirType.id, subject: 'Hello' },
    });
    expect(type.status).toBe(404);
    expect(type.error.message).toBe(CampaignMessages.emailTypeNotFound);

    const sender = await owner.browser.call(campaignRoutes.setContent, {
      params: { id },
      body: { senderId: 987654 },
    });
    expect(sender.status).toBe(404);
    expect(sender.error.message).toBe(CampaignMessages.senderNotFound);

    const version = await owner.browser.call(campaignRoutes.setContent, {
      params: { id },
      body: { templateId: mine, templateVersion: 7, subject: 'Hello' },
    });
    expect(version.status).toBe(400);
    expect(version.error).toMatchObject({
      message: CampaignMessages.templateVersionNotFound,
      fields: { templateVersion: CampaignMessages.templateVersionNotFound },
    });
    expect((await owner.browser.call(campaignRoutes.get, { params: { id } })).data).toMatchObject({
      templateId: null,
      subject: '',
      emailTypeId: null,
    });
  });

  it('refuses a subject or preheader over 256 characters, naming the field', async () => {
    const id = await createDraft();
    const subject = await owner.browser.call(campaignRoutes.setContent, {
      params: { id },
      body: { subject: 's'.repeat(257) },
    });
    expect(subject.status).toBe(400);
    expect(subject.error.fields).toEqual({ subject: 'Subject cannot be more than 256 characters' });
    const preheader = await owner.browser.call(campaignRoutes.setContent, {
      params: { id },
      body: { preheader: 'p'.repeat(257) },
    });
    expect(preheader.status).toBe(400);
    expect(preheader.error.fields).toEqual({ preheader: 'Preheader cannot be more than 256 characters' });
  });

  it('cannot change once the campaign is no longer a draft (409)', async () => {
    const sent = await seedSentCampaign(t.ctx.db, owner.accountId, 'Sent one', []);
    const response = await owner.browser.call(campaignRoutes.setContent, {
      params: { id: sent },
      body: { subject: 'New' },
    });
    expect(response.status).toBe(409);
    expect(response.error).toMatchObject({
      code: 'CAMPAIGN_NOT_DRAFT',
      message: CampaignMessages.contentNotDraft,
    });
    const exclusions = await owner.browser.call(campaignRoutes.setExclusions, {
      params: { id: sent },
      body: { listIds: [] },
    });
    expect(exclusions.status).toBe(409);
  });
});

describe('the review', () => {
  it('counts the audience once per contact, less exclusions and contacts that may not be mailed', async () => {
    const { id, list } = await completeDraft();
    const vip = await seedList(t.ctx.db, owner.accountId, 'VIP');
    const blockedList = await seedList(t.ctx.db, owner.accountId, 'Do not mail');
    const [dana] = await seedContacts(t.ctx.db, owner.accountId, ['dana@example.com'], { listIds: [vip] });
    await seedContacts(t.ctx.db, owner.accountId, ['eve@example.com'], { listIds: [vip, blockedList] });
    const [gone] = await seedContacts(t.ctx.db, owner.accountId, ['gone@example.com'], { listIds: [vip] });
    await t.ctx.db.updateTable('contacts').set({ archived_at: new Date() }).where('id', '=', gone!).execute();
    await t.ctx.db.updateTable('contacts').set({ is_unsubscribed: true }).where('id', '=', dana!).execute();
    // ada is in both lists: counted once.
    const ada = await t.ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', 'ada@example.com')
      .where('account_id', '=', owner.accountId)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('list_members')
      .values({ account_id: owner.accountId, list_id: vip, contact_id: ada.id })
      .execute();

    await owner.browser.call(campaignRoutes.setAudience, { params: { id }, body: { listIds: [list, vip] } });
    const excluded = await owner.browser.call(campaignRoutes.setExclusions, {
      params: { id },
      body: { listIds: [blockedList] },
    });
    expect(excluded.data.exclusions).toEqual([{ id: blockedList, name: 'Do not mail', type: 'list' }]);

    const review = await owner.browser.call(campaignRoutes.review, { params: { id } });
    expect(review.status, review.text).toBe(200);
    expect(review.data).toMatchObject({
      audienceCount: 3,
      excludedCount: 1,
      suppressedCount: 1,
      problems: [],
    });
  });

  it("leaves out contacts who opted out of the campaign's email type", async () => {
    const { id, templateId, senderId } = await completeDraft();
    const type = await t.ctx.db
      .insertInto('email_types')
      .values({ account_id: owner.accountId, name: 'Offers' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bob = await t.ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', 'bob@example.com')
      .where('account_id', '=', owner.accountId)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('contact_email_type_optouts')
      .values({ account_id: owner.accountId, contact_id: bob.id, email_type_id: type.id })
      .execute();
    expect((await owner.browser.call(campaignRoutes.review, { params: { id } })).data.audienceCount).toBe(3);
    await owner.browser.call(campaignRoutes.setContent, {
      params: { id },
      body: { templateId, senderId, subject: 'Hi', emailTypeId: type.id },
    });
    expect((await owner.browser.call(campaignRoutes.review, { params: { id } })).data).toMatchObject({
      audienceCount: 2,
      suppressedCount: 1,
    });
  });

  it('previews the message for the first contact, merge tags filled, with the checker findings', async () => {
    const { id } = await completeDraft();
    const review = (await owner.browser.call(campaignRoutes.review, { params: { id } })).data;
    expect(review.preview).toEqual({
      contactEmail: 'ada@example.com',
      subject: 'Hi Ada',
      preheader: 'Fresh picks for Ada',
      html: expect.stringContaining('Hello Ada, spring is here.'),
    });
    expect(review.check?.marketing).toBe(true);
    expect(review.check?.findings.map((finding) => finding.kind)).toContain('unsubscribe');
  });

  it('shows the subject and preheader as text, a value holding an apostrophe or ampersand as written', async () => {
    const { id } = await completeDraft();
    await sql`update contacts set properties = properties || jsonb_build_object('firstName', ${"Ada & O'Hara"}::text)
      where account_id = ${owner.accountId} and email = 'ada@example.com'`.execute(t.ctx.db);
    const review = (await owner.browser.call(campaignRoutes.review, { params: { id } })).data;
    expect(review.preview).toMatchObject({
      subject: "Hi Ada & O'Hara",
      preheader: "Fresh picks for Ada & O'Hara",
    });
  });

  it("checks the template with the campaign's preheader put first in its body, as it is sent", async () => {
    const { id, templateId, senderId } = await completeDraft();
    const kinds = async () =>
      (await owner.browser.call(campaignRoutes.review, { params: { id } })).data.check?.findings.map(
        (finding) => finding.kind,
      );
    expect(await kinds()).not.toContain('preheader');
    const cleared = await owner.browser.call(campaignRoutes.setContent, {
      params: { id },
      body: { templateId, senderId, subject: 'Hi {{first_name}}', preheader: '' },
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(await kinds()).toContain('preheader');
  });

  it('lists what a draft still lacks, and shows merge-tag defaults without an audience', async () => {
    const id = await createDraft();
    const empty = (await owner.browser.call(campaignRoutes.review, { params: { id } })).data;
    expect(empty).toMatchObject({ audienceCount: 0, check: null, preview: null });
    expect(empty.problems.map((problem) => problem.message)).toEqual([
      CampaignMessages.senderRequired,
      CampaignMessages.subjectEmpty,
      CampaignMessages.templateRequired,
      CampaignMessages.audienceEmpty,
    ]);
    const templateId = await templateOf(owner.accountId, owner.user.id);
    await owner.browser.call(campaignRoutes.setContent, {
      params: { id },
      body: { templateId, subject: 'Hi {{ first_name | default: "friend" }}' },
    });
    const review = (await owner.browser.call(campaignRoutes.review, { params: { id } })).data;
    expect(review.preview).toMatchObject({
      contactEmail: null,
      subject: 'Hi friend',
      html: expect.stringContaining('Hello there,'),
    });
  });

  it("is not found for another account's campaign", async () => {
    const other = await signUpUser(t.app);
    const theirs = (await other.browser.call(campaignRoutes.create, { body: { name: 'Theirs' } })).data;
    const response = await owner.browser.call(campaignRoutes.review, { params: { id: theirs.id } });
    expect(response.status).toBe(404);
    expect(response.error.message).toBe(CampaignMessages.notFound);
  });
});

describe('the test email', () => {
  it("goes through the campaign's SMTP sender to the member's own address, merge tags filled with the member's name", async () => {
    await verifyOwner();
    await t.ctx.db
      .updateTable('users')
      .set({ name: "D'Arcy Quinn" })
      .where('id', '=', owner.user.id)
      .execute();
    const { id } = await completeDraft();
    const response = await owner.browser.call(campaignRoutes.sendTest, { params: { id } });
    expect(response.status, response.text).toBe(200);
    expect(response.data.sentTo).toBe(owner.user.email);
    const mail = await smtp.waitFor(owner.user.email);
    expect(mail.from).toBe('news@shop.example');
    const raw = decoded(mail.raw);
    expect(raw).toContain("Subject: [Test] Hi D'Arcy");
    expect(raw).toContain('From: Shop News <news@shop.example>');
    expect(raw).toMatch(/Hello D(&#39;|')Arcy, spring is here\./);
  });

  it('goes to the development outbox when the campaign has no sender yet', async () => {
    await verifyOwner();
    const templateId = await templateOf(owner.accountId, owner.user.id);
    const id = await createDraft();
    await owner.browser.call(campaignRoutes.setContent, {
      params: { id },
      body: { templateId, subject: 'Outbox check', preheader: 'Fresh picks for {{ first_name }}' },
    });
    expect((await owner.browser.call(campaignRoutes.sendTest, { params: { id } })).status).toBe(200);
    const mail = await waitForMail(t.ctx.db, owner.user.email, '[Test] Outbox check');
    expect(mail.html).toContain('spring is here');
    // The inbox shows the preheader beside the subject, as recipients will see it; the text part leaves it out.
    expect(mail.html).toMatch(/<body[^>]*><div style="display:none[^"]*"[^>]*>Fresh picks for \S+<\/div>/);
    expect(mail.text).not.toContain('Fresh picks');
  });

  it('refuses an unverified member, a draft with no template and one with an empty subject', async () => {
    const id = await createDraft();
    const unverified = await owner.browser.call(campaignRoutes.sendTest, { params: { id } });
    expect(unverified.status).toBe(403);
    expect(unverified.error.message).toBe(CampaignMessages.testEmailUnverified);
    await verifyOwner();
    const noSubject = await owner.browser.call(campaignRoutes.sendTest, { params: { id } });
    expect(noSubject.status).toBe(400);
    expect(noSubject.error.fields).toEqual({ subject: CampaignMessages.subjectEmpty });
    await owner.browser.call(campaignRoutes.setContent, { params: { id }, body: { subject: 'Hello' } });
    const noTemplate = await owner.browser.call(campaignRoutes.sendTest, { params: { id } });
    expect(noTemplate.status).toBe(400);
    expect(noTemplate.error.fields).toEqual({ templateId: CampaignMessages.templateRequired });
  });
});

describe('scheduling', () => {
  it("reads the time in the account's timezone and shows it back the same way", async () => {
    await setTimezone(owner.accountId, 'Europe/Paris');
    const { id } = await completeDraft();
    const scheduled = await owner.browser.call(campaignRoutes.schedule, {
      params: { id },
      body: { sendAt: '2026-03-02T11:30' },
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.data).toMatchObject({
      status: 'scheduled',
      scheduledAt: '2026-03-02T10:30:00.000Z',
      scheduledAtLocal: '2026-03-02T11:30',
    });
    // Scheduled, it is no longer a draft: its content is kept as it was.
    const edit = await owner.browser.call(campaignRoutes.setContent, {
      params: { id },
      body: { subject: 'Changed' },
    });
    expect(edit.status).toBe(409);

    const back = await owner.browser.call(campaignRoutes.unschedule, { params: { id } });
    expect(back.data).toMatchObject({ status: 'draft', scheduledAt: null, scheduledAtLocal: null });
    const again = await owner.browser.call(campaignRoutes.unschedule, { params: { id } });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(CampaignMessages.notScheduled);
  });

  it('refuses a time that has passed in the account timezone, and one that is not a date', async () => {
    await setTimezone(owner.accountId, 'Europe/Paris');
    const { id } = await completeDraft();
    // 09:30 in Paris is 08:30 UTC, before the clock's 09:00 UTC.
    for (const [sendAt, message] of [
      ['2026-03-02T09:30', CampaignMessages.sendAtPast],
      ['2026-03-02T10:00', CampaignMessages.sendAtPast],
      ['tomorrow', CampaignMessages.sendAtInvalid],
      ['2026-02-30T10:00', CampaignMessages.sendAtInvalid],
    ] as const) {
      const response = await owner.browser.call(campaignRoutes.schedule, {
        params: { id },
        body: { sendAt },
      });
      expect(response.status, sendAt).toBe(400);
      expect(response.error.fields).toEqual({ sendAt: message });
    }
    expect((await owner.browser.call(campaignRoutes.get, { params: { id } })).data.status).toBe('draft');
  });

  it('refuses a draft with no sender, an empty subject, no template or no audience, naming the first', async () => {
    const list = await seedList(t.ctx.db, owner.accountId, 'Newsletter');
    const templateId = await templateOf(owner.accountId, owner.user.id);
    const senderId = await smtpSender();
    const id = await createDraft();
    const attempt = () =>
      owner.browser.call(campaignRoutes.schedule, { params: { id }, body: { sendAt: '2026-04-01T09:00' } });
    const steps: [() => Promise<unknown>, string, string][] = [
      [async () => {}, 'senderId', CampaignMessages.senderRequired],
      [
        () =>
          owner.browser.call(campaignRoutes.setContent, {
            params: { id },
            body: { senderId, subject: '   ' },
          }),
        'subject',
        CampaignMessages.subjectEmpty,
      ],
      [
        () =>
          owner.browser.call(campaignRoutes.setContent, {
            params: { id },
            body: { senderId, subject: 'Hi' },
          }),
        'templateId',
        CampaignMessages.templateRequired,
      ],
      [
        () =>
          owner.browser.call(campaignRoutes.setContent, {
            params: { id },
            body: { senderId, subject: 'Hi', templateId },
          }),
        'audience',
        CampaignMessages.audienceEmpty,
      ],
    ];
    for (const [change, field, message] of steps) {
      await change();
      const response = await attempt();
      expect(response.status, message).toBe(400);
      expect(response.error).toMatchObject({ message, fields: { [field]: message } });
    }
    await owner.browser.call(campaignRoutes.setAudience, { params: { id }, body: { listIds: [list] } });
    expect((await attempt()).status).toBe(200);
    const sent = await seedSentCampaign(t.ctx.db, owner.accountId, 'Sent one', [list]);
    const notDraft = await owner.browser.call(campaignRoutes.schedule, {
      params: { id: sent },
      body: { sendAt: '2026-04-01T09:00' },
    });
    expect(notDraft.status).toBe(409);
  });
});

describe('rename, duplicate and archive', () => {
  it('renames by the name rules', async () => {
    const id = await createDraft();
    const renamed = await owner.browser.call(campaignRoutes.rename, {
      params: { id },
      body: { name: '  Summer sale ' },
    });
    expect(renamed.data.name).toBe('Summer sale');
    const blank = await owner.browser.call(campaignRoutes.rename, { params: { id }, body: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.error.fields).toEqual({ name: CampaignMessages.nameEmpty });
  });

  it('duplicates content, audience and exclusions into a new draft, even from a scheduled campaign', async () => {
    const { id, list, templateId, senderId } = await completeDraft();
    const excluded = await seedList(t.ctx.db, owner.accountId, 'Staff');
    await owner.browser.call(campaignRoutes.setExclusions, { params: { id }, body: { listIds: [excluded] } });
    await owner.browser.call(campaignRoutes.schedule, {
      params: { id },
      body: { sendAt: '2026-04-01T09:00' },
    });
    const copy = await owner.browser.call(campaignRoutes.duplicate, { params: { id } });
    expect(copy.status, copy.text).toBe(201);
    expect(copy.data).toMatchObject({
      name: 'Copy of Spring sale',
      status: 'draft',
      scheduledAt: null,
      templateId,
      templateVersion: 1,
      senderId,
      subject: 'Hi {{first_name}}',
      audience: [{ id: list, name: 'Newsletter', type: 'list' }],
      exclusions: [{ id: excluded, name: 'Staff', type: 'list' }],
    });
    expect(copy.data.id).not.toBe(id);
  });

  it('archives a draft or a sent campaign but not a scheduled one', async () => {
    const { id } = await completeDraft();
    await owner.browser.call(campaignRoutes.schedule, {
      params: { id },
      body: { sendAt: '2026-04-01T09:00' },
    });
    const refused = await owner.browser.call(campaignRoutes.archive, { params: { id } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(CampaignMessages.archiveWhileActive);
    await owner.browser.call(campaignRoutes.unschedule, { params: { id } });
    const archived = await owner.browser.call(campaignRoutes.archive, { params: { id } });
    expect(archived.data).toEqual({ message: CampaignMessages.archived });
    expect((await owner.browser.call(campaignRoutes.get, { params: { id } })).status).toBe(404);
    expect((await owner.browser.call(campaignRoutes.list, { query: {} })).data.total).toBe(0);
  });

  it("cannot rename, duplicate or archive another account's campaign", async () => {
    const other = await signUpUser(t.app);
    const theirs = (await other.browser.call(campaignRoutes.create, { body: { name: 'Theirs' } })).data;
    for (const response of [
      await owner.browser.call(campaignRoutes.rename, { params: { id: theirs.id }, body: { name: 'Mine' } }),
      await owner.browser.call(campaignRoutes.duplicate, { params: { id: theirs.id } }),
      await owner.browser.call(campaignRoutes.archive, { params: { id: theirs.id } }),
    ])
      expect(response.status).toBe(404);
    expect((await other.browser.call(campaignRoutes.get, { params: { id: theirs.id } })).data.name).toBe(
      'Theirs',
    );
  });
});
