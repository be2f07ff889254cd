import { describe, expect, it } from 'vitest';
import { campaignRoutes, CampaignMessages, campaignSendingRoutes } from '@sendwell/contracts';
import { addSmtpSender } from '../../../test/campaign-sending';
import { seedContacts, seedList } from '../../../test/fixtures';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { useSmtpSink } from '../../../test/smtp-sink';
import { insertTemplate } from '../templates/templates.repository';

/*
 * A merge tag that cannot be filled in is a finding of the review, saying where it is and how to fix it; the
 * campaign cannot be sent or scheduled until it is fixed.
 */

const sink = useSmtpSink();

const t = useTestApp({ workers: false, now: () => new Date('2026-03-02T09:00:00Z') });
const owner = useOwner(t, 'each test');

const GOOD_HTML = '<html><body><p>Hello {{ first_name | default: "there" }}.</p></body></html>';
const BROKEN_HTML = `<html><body>
<p>Hello {{ first_name | default: "there" }}.</p>
<p>Your code: {{ code | shout }}</p>
</body></html>`;

const templateOf = (html: string) =>
  insertTemplate(t.ctx.db, {
    accountId: owner.accountId,
    name: 'Spring letter',
    category: 'saved',
    emailTypeId: null,
    createdBy: owner.user.id,
    content: { html, amp: null },
  });

const draftWith = async (content: { html: string; subject: string; preheader: string }) => {
  const list = await seedList(t.ctx.db, owner.accountId, 'Newsletter');
  await seedContacts(t.ctx.db, owner.accountId, ['ada@example.com'], {
    listIds: [list],
    properties: () => ({ firstName: 'Ada' }),
  });
  const created = await owner.browser.call(campaignRoutes.create, {
    body: { name: 'Spring sale', listIds: [list] },
  });
  expect(created.status, created.text).toBe(201);
  const id = created.data.id;
  senderId = await addSmtpSender(owner, sink().port);
  await setContent(id, content);
  return id;
};

let senderId: number;
const setContent = async (id: number, content: { html: string; subject: string; preheader: string }) => {
  const saved = await owner.browser.call(campaignRoutes.setContent, {
    params: { id },
    body: {
      templateId: await templateOf(content.html),
      senderId,
      subject: content.subject,
      preheader: content.preheader,
    },
  });
  expect(saved.status, saved.text).toBe(200);
};

const review = async (id: number) => {
  const answer = await owner.browser.call(campaignRoutes.review, { params: { id } });
  expect(answer.status, answer.text).toBe(200);
  return answer.data;
};

const SUBJECT_PROBLEM = CampaignMessages.mergeTagBroken(
  'the subject at {{ first_name | upcasex }}',
  'undefined filter: upcasex',
  CampaignMessages.mergeTagFixInDetails,
);

describe('a broken merge tag', () => {
  it('is listed by the review with where it is and how to fix it, and refuses sending and scheduling until fixed', async () => {
    const id = await draftWith({
      html: BROKEN_HTML,
      subject: 'Spring for {{ first_name | upcasex }}',
      preheader: 'New in, {{ first_name }}',
    });

    const found = await review(id);
    expect(found.problems).toEqual([
      { field: 'subject', message: SUBJECT_PROBLEM },
      {
        field: 'content',
        message: CampaignMessages.mergeTagBroken(
          'the template, line 3 at {{ code | shout }}',
          'undefined filter: shout',
          CampaignMessages.mergeTagFixInTemplate,
        ),
      },
    ]);
    // The checker still reads the template; the preview waits for its tags to work.
    expect(found.check).not.toBeNull();
    expect(found.preview).toBeNull();

    const refusal = CampaignMessages.mergeTagBlocksSending(SUBJECT_PROBLEM);
    const send = await owner.browser.call(campaignSendingRoutes.send, { params: { id } });
    expect(send.status).toBe(400);
    expect(send.error).toMatchObject({ message: refusal, fields: { subject: refusal } });
    const schedule = await owner.browser.call(campaignRoutes.schedule, {
      params: { id },
      body: { sendAt: '2026-03-03T09:00' },
    });
    expect(schedule.status).toBe(400);
    expect(schedule.error.message).toBe(refusal);
    // Nothing moved: still a draft, no audience frozen.
    const campaign = await t.ctx.db
      .selectFrom('campaigns')
      .select(['status', 'recipients_total'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(campaign).toEqual({ status: 'draft', recipients_total: null });

    // With the subject fixed, the template's tag still stops it, now named first.
    await setContent(id, { html: BROKEN_HTML, subject: 'Spring for {{ first_name }}', preheader: '' });
    const stillBroken = await owner.browser.call(campaignSendingRoutes.send, { params: { id } });
    expect(stillBroken.status).toBe(400);
    expect(stillBroken.error.fields).toHaveProperty('content');

    await setContent(id, { html: GOOD_HTML, subject: 'Spring for {{ first_name }}', preheader: '' });
    expect((await review(id)).problems).toEqual([]);
    const sent = await owner.browser.call(campaignSendingRoutes.send, { params: { id } });
    expect(sent.status, sent.text).toBe(202);
  });

  it('in the preheader leaves the rest of the preview filled in, the preheader shown as written', async () => {
    const id = await draftWith({
      html: GOOD_HTML,
      subject: 'Spring for {{ first_name }}',
      preheader: 'New in {% if first_name %}',
    });
    const found = await review(id);
    expect(found.problems).toEqual([
      {
        field: 'preheader',
        message: CampaignMessages.mergeTagBroken(
          'the preheader at {% if first_name %}',
          'tag {% if first_name %} not closed',
          CampaignMessages.mergeTagFixInDetails,
        ),
      },
    ]);
    expect(found.preview).toMatchObject({
      subject: 'Spring for Ada',
      preheader: 'New in {% if first_name %}',
      html: expect.stringContaining('Hello Ada.'),
    });
  });
});
