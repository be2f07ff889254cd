import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROLES,
  sharedTemplatePagePath,
  TEMPLATE_PREVIEW_CSP,
  TEST_EMAILS_PER_HOUR,
  TemplateActionMessages,
  templateActionRoutes,
  userRoutes,
} from '@sendwell/contracts';
import { TestBrowser } from '../../../test/http-client';
import { queuedMailCount } from '../../../test/outbox';
import { decoded, startSmtpServer, type SmtpPeer } from '../../../test/smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SIMPLE_AMP, SIMPLE_HTML } from '../../../test/templates';
import { signInNewMember, signUpUser, type SignedUpUser } from '../../../test/users';
import { createSmtpTransport } from '../../platform/mail';
import { insertTemplate } from './templates.repository';

const FROM = 'Sendwell <no-reply@sendwell.local>';

let smtp: SmtpPeer;
let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let clock = new Date('2026-03-02T09:00:00Z');

const verify = async (userId: string) => {
  await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', userId).execute();
  t.ctx.sessionCache.forgetUser(userId);
};

const templateIn = (
  user: SignedUpUser,
  options: { name?: string; category?: 'saved' | 'uploaded'; amp?: string | null } = {},
) =>
  insertTemplate(t.ctx.db, {
    accountId: user.user.accountId,
    name: options.name ?? `Template ${Math.random().toString(16).slice(2, 8)}`,
    category: options.category ?? 'saved',
    emailTypeId: null,
    createdBy: user.user.id,
    content: { html: SIMPLE_HTML, amp: options.amp ?? null },
  });

/** A saved template of the owner's with this HTML, merge tags and all. */
const savedTemplateWithHtml = (html: string) =>
  insertTemplate(t.ctx.db, {
    accountId: owner.user.accountId,
    name: 'Merge tags',
    category: 'saved',
    emailTypeId: null,
    createdBy: owner.user.id,
    content: { html, amp: null },
  });

/** RFC 2047 encoded words in a header, as a mail app shows them. */
const headerText = (value: string): string =>
  value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ transport: createSmtpTransport(smtp.url, FROM), now: () => clock });
  owner = await signUpUser(t.app);
  other = await signUpUser(t.app);
  await verify(owner.user.id);
  await verify(other.user.id);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('test email', () => {
  it('sends a saved template with its AMP part to each address once, over SMTP', async () => {
    const id = await templateIn(owner, { name: 'Soldes d’été ☀️', amp: SIMPLE_AMP });
    const sent = await owner.browser.call(templateActionRoutes.sendTestEmail, {
      params: { id },
      body: {
        emails: ['reviewer.one@example.com', ' Reviewer.One@Example.com ', 'reviewer.two@example.com'],
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ sent: 2 });

    for (const to of ['reviewer.one@example.com', 'reviewer.two@example.com']) {
      const mail = await smtp.waitFor(to);
      expect(mail.from).toBe('no-reply@sendwell.local');
      const subject = mail.raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)![1]!.replace(/\r?\n[ \t]/g, ' ');
      expect(headerText(subject)).toBe('[Test] Soldes d’été ☀️');
      const raw = decoded(mail.raw);
      expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
      expect(raw).toMatch(/^Content-Type: text\/x-amp-html/m);
      expect(raw).toMatch(/^Content-Type: text\/html/m);
      expect(raw).toContain('amp-carousel');
      expect(raw).toContain('Everything 20% off.');
    }
    expect(smtp.received.filter((mail) => mail.to.includes('reviewer.one@example.com'))).toHaveLength(1);
  });

  it('sends a template without AMP as HTML and text only', async () => {
    const id = await templateIn(owner, { name: 'Plain news' });
    await owner.browser.call(templateActionRoutes.sendTestEmail, {
      params: { id },
      body: { emails: ['plain.reader@example.com'] },
    });
    const raw = decoded((await smtp.waitFor('plain.reader@example.com')).raw);
    expect(raw).toMatch(/^Subject: \[Test\] Plain news$/m);
    expect(raw).not.toContain('text/x-amp-html');
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
  });

  it("fills the template's merge tags with the sender's own data, escaped, defaults where a value is missing", async () => {
    const id = await savedTemplateWithHtml(
      '<p>Hi {{ first_name | default: "there" }} {{ last_name }}, from {{ company }} ({{ email }}); {{ city | default: "somewhere" }}</p>',
    );
    await owner.browser.call(templateActionRoutes.sendTestEmail, {
      params: { id },
      body: { emails: ['merge.tags@example.com'] },
    });
    const raw = decoded((await smtp.waitFor('merge.tags@example.com')).raw).replace(/=\r?\n/g, '');
    expect(raw).toContain(`Hi Ada Lovelace, from Analytical Engines Ltd (${owner.form.email}); somewhere`);
    expect(raw).not.toContain('{{');
  });

  it('refuses a template whose merge tag uses an unknown filter, and sends nothing', async () => {
    const id = await savedTemplateWithHtml('<p>Hi {{ first_name | shout }}</p>');
    const refused = await owner.browser.call(templateActionRoutes.sendTestEmail, {
      params: { id },
      body: { emails: ['bad.filter@example.com'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toMatch(/^The template's merge tags could not be filled in: .*shout/);
    expect(smtp.received.some((mail) => mail.to.includes('bad.filter@example.com'))).toBe(false);
  });

  it('refuses bad addresses, too many, and none, naming the field, and sends nothing', async () => {
    const id = await templateIn(owner);
    const bad = await owner.browser.call(templateActionRoutes.sendTestEmail, {
      params: { id },
      body: { emails: ['ok@example.com', 'not an address'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.error.fields).toEqual({ 'emails.1': 'Please enter a valid email address' });
    const many = await owner.browser.call(templateActionRoutes.sendTestEmail, {
      params: { id },
      body: { emails: ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}.many@example.com`) },
    });
    expect(many.status).toBe(400);
    expect(many.error.fields).toEqual({ emails: TemplateActionMessages.testEmailTooManyRecipients });
    const none = await owner.browser.call(templateActionRoutes.sendTestEmail, {
      params: { id },
      body: { emails: [] },
    });
    expect(none.error.fields).toEqual({ emails: TemplateActionMessages.testEmailRecipientsRequired });
    expect(await queuedMailCount(t.ctx.db, 'ok@example.com')).toBe(0);
  });

  it('refuses an uploaded template, an unverified member and another account’s template', async () => {
    const uploaded = await templateIn(owner, { category: 'uploaded' });
    const refused = await owner.browser.call(templateActionRoutes.sendTestEmail, {
      params: { id: uploaded },
      body: { emails: ['uploaded@example.com'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe(TemplateActionMessages.testEmailSavedOnly);

    const member = await signInNewMember(t, owner.user.accountId, { limitedAccess: false });
    const unverified = await member.call(templateActionRoutes.sendTestEmail, {
      params: { id: await templateIn(owner) },
      body: { emails: ['unverified@example.com'] },
    });
    expect(unverified.status).toBe(403);
    expect(unverified.error).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: TemplateActionMessages.testEmailUnverified,
    });

    const foreign = await owner.browser.call(templateActionRoutes.sendTestEmail, {
      params: { id: await templateIn(other) },
      body: { emails: ['foreign@example.com'] },
    });
    expect(foreign.status).toBe(404);
    expect(await queuedMailCount(t.ctx.db, 'uploaded@example.com')).toBe(0);
    expect(await queuedMailCount(t.ctx.db, 'unverified@example.com')).toBe(0);
    expect(await queuedMailCount(t.ctx.db, 'foreign@example.com')).toBe(0);
  });

  it(`stops an account at ${TEST_EMAILS_PER_HOUR} test emails an hour, and lets it send again an hour later`, async () => {
    const sender = await signUpUser(t.app);
    await verify(sender.user.id);
    const id = await templateIn(sender);
    const batch = (n: number) => ['a', 'b', 'c', 'd', 'e'].map((name) => `${name}.${n}.limit@example.com`);
    for (let n = 0; n < TEST_EMAILS_PER_HOUR / 5; n++) {
      expect(
        (
          await sender.browser.call(templateActionRoutes.sendTestEmail, {
            params: { id },
            body: { emails: batch(n) },
          })
        ).status,
      ).toBe(200);
    }
    const over = await sender.browser.call(templateActionRoutes.sendTestEmail, {
      params: { id },
      body: { emails: ['over.limit@example.com'] },
    });
    expect(over.status).toBe(429);
    expect(over.error.message).toBe(TemplateActionMessages.testEmailRateLimited);
    expect(await queuedMailCount(t.ctx.db, 'over.limit@example.com')).toBe(0);
    // Another account is not held back by this one.
    expect(
      (
        await owner.browser.call(templateActionRoutes.sendTestEmail, {
          params: { id: await templateIn(owner) },
          body: { emails: ['owner.free@example.com'] },
        })
      ).status,
    ).toBe(200);

    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    expect(
      (
        await sender.browser.call(templateActionRoutes.sendTestEmail, {
          params: { id },
          body: { emails: ['later.limit@example.com'] },
        })
      ).status,
    ).toBe(200);
  });
});

describe('share links', () => {
  it('opens a public, unguessable page with the preview and nothing else of the account', async () => {
    const id = await templateIn(owner, { name: 'Review me 🌼', amp: SIMPLE_AMP });
    const created = await owner.browser.call(templateActionRoutes.createShare, { params: { id } });
    expect(created.status).toBe(201);
    const { token, path } = created.data.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(sharedTemplatePagePath(token));
    // Turning it on again gives the same link.
    expect(
      (await owner.browser.call(templateActionRoutes.createShare, { params: { id } })).data.data.token,
    ).toBe(token);

    const reviewer = new TestBrowser(t.app, '198.51.100.20');
    const shared = await reviewer.call(templateActionRoutes.getSharedTemplate, { params: { token } });
    expect(shared.status).toBe(200);
    expect(shared.json).toEqual({ name: 'Review me 🌼', hasAMP: true });

    for (const type of ['HTML', 'AMP'] as const) {
      const page = await reviewer.request({
        method: 'GET',
        url: `/api/share/template/${token}/preview`,
        query: { type },
      });
      expect(page.status).toBe(200);
      expect(page.headers['content-security-policy']).toBe(TEMPLATE_PREVIEW_CSP);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.text).not.toContain('<script');
    }
    const unknown = await reviewer.call(templateActionRoutes.getSharedTemplate, {
      params: { token: 'x'.repeat(43) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe(TemplateActionMessages.shareNotFound);
  });

  it('collects reviewer feedback for the owner, and a revoked link stops answering', async () => {
    const id = await templateIn(owner);
    const { token } = (await owner.browser.call(templateActionRoutes.createShare, { params: { id } })).data
      .data;
    const reviewer = new TestBrowser(t.app, '198.51.100.21');
    expect(
      (
        await reviewer.call(templateActionRoutes.addFeedback, {
          params: { token },
          body: { name: '  Zoë Ångström ', comment: 'Le bouton est trop petit 👍' },
        })
      ).status,
    ).toBe(201);
    const empty = await reviewer.call(templateActionRoutes.addFeedback, {
      params: { token },
      body: { name: 'Zoë', comment: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.error.fields).toEqual({ comment: TemplateActionMessages.feedbackCommentRequired });

    const seen = (await owner.browser.call(templateActionRoutes.getShare, { params: { id } })).data;
    expect(seen.data?.token).toBe(token);
    expect(seen.feedback).toEqual([
      expect.objectContaining({ name: 'Zoë Ångström', comment: 'Le bouton est trop petit 👍' }),
    ]);

    expect((await owner.browser.call(templateActionRoutes.revokeShare, { params: { id } })).status).toBe(200);
    expect((await reviewer.call(templateActionRoutes.getSharedTemplate, { params: { token } })).status).toBe(
      404,
    );
    expect(
      (
        await reviewer.request({
          method: 'GET',
          url: `/api/share/template/${token}/preview`,
          query: { type: 'HTML' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await reviewer.call(templateActionRoutes.addFeedback, {
          params: { token },
          body: { name: 'Late', comment: 'Too late' },
        })
      ).status,
    ).toBe(404);

    const after = (await owner.browser.call(templateActionRoutes.getShare, { params: { id } })).data;
    expect(after.data).toBeNull();
    expect(after.feedback).toHaveLength(1);
    const again = (await owner.browser.call(templateActionRoutes.createShare, { params: { id } })).data.data;
    expect(again.token).not.toBe(token);
  });

  it('refuses sharing on the free plan and when the admin setting turns it off, with the premium text', async () => {
    const account = await signUpUser(t.app);
    const id = await templateIn(account);
    await t.ctx.db
      .updateTable('accounts')
      .set({ plan_name: 'Free Plan' })
      .where('id', '=', account.user.accountId)
      .execute();
    const free = await account.browser.call(templateActionRoutes.createShare, { params: { id } });
    expect(free.status).toBe(403);
    expect(free.error).toEqual({ code: 'PREMIUM_FEATURE', message: TemplateActionMessages.sharePremium });

    await t.ctx.db
      .updateTable('accounts')
      .set({
        plan_name: 'Lite',
        settings: JSON.stringify({ templateSettings: { disableShareTemplate: true } }),
      })
      .where('id', '=', account.user.accountId)
      .execute();
    expect(
      (await account.browser.call(templateActionRoutes.createShare, { params: { id } })).error.code,
    ).toBe('PREMIUM_FEATURE');
    expect(
      await t.ctx.db
        .selectFrom('template_shares')
        .select('id')
        .where('account_id', '=', account.user.accountId)
        .execute(),
    ).toEqual([]);
  });

  it('answers 404 for another account’s template', async () => {
    const foreign = await templateIn(other);
    for (const call of [
      templateActionRoutes.createShare,
      templateActionRoutes.getShare,
      templateActionRoutes.revokeShare,
    ]) {
      expect((await owner.browser.call(call, { params: { id: foreign } })).status).toBe(404);
    }
  });
});

describe('template folders', () => {
  it('creates folders in any language, one per name whatever its case, and moves templates into them', async () => {
    const created = await owner.browser.call(templateActionRoutes.createFolder, {
      body: { name: '  Campañas Ñandú ' },
    });
    expect(created.status).toBe(201);
    expect(created.data.templateFolders).toEqual(['Campañas Ñandú']);
    const twice = await owner.browser.call(templateActionRoutes.createFolder, {
      body: { name: 'CAMPAÑAS ÑANDÚ' },
    });
    expect(twice.status).toBe(409);
    expect(twice.error.message).toBe(TemplateActionMessages.folderExists('Campañas Ñandú'));
    expect((await owner.browser.call(userRoutes.getUser, {})).data.templateFolders).toEqual([
      'Campañas Ñandú',
    ]);

    const id = await templateIn(owner);
    const moved = await owner.browser.call(templateActionRoutes.moveTemplate, {
      params: { id },
      body: { folder: 'campañas ñandú' },
    });
    expect(moved.data.data.folder).toBe('Campañas Ñandú');
    const unknown = await owner.browser.call(templateActionRoutes.moveTemplate, {
      params: { id },
      body: { folder: 'Nowhere' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error.fields).toEqual({ folder: TemplateActionMessages.folderNotFound('Nowhere') });
    expect(
      (
        await owner.browser.call(templateActionRoutes.moveTemplate, {
          params: { id },
          body: { folder: null },
        })
      ).data.data.folder,
    ).toBeNull();
    expect(
      (
        await owner.browser.call(templateActionRoutes.moveTemplate, {
          params: { id: await templateIn(other) },
          body: { folder: null },
        })
      ).status,
    ).toBe(404);
  });

  it('lets every kind of member organise folders', async () => {
    for (const role of ACCOUNT_ROLES.filter((role) => role !== 'owner')) {
      const member = await signInNewMember(t, owner.user.accountId, {
        limitedAccess: role === 'limitedMember',
      });
      expect(
        (await member.call(templateActionRoutes.createFolder, { body: { name: `Folder of a ${role}` } }))
          .status,
      ).toBe(201);
    }
  });
});
