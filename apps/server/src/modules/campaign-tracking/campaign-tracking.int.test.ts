import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, segmentRoutes, UnsubscribeMessages } from '@sendwell/contracts';
import { seedTrackedCampaign, trackedMessageFor, trackingPathsOf } from '../../../test/campaign-tracking';
import { seedContacts } from '../../../test/fixtures';
import { EVERYONE } from '../../../test/segments/segment-test-fixtures';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { TEST_APP_URL } from '../../../test/test-app';
import { signTrackingToken } from './tracking-token';

/** The app's clock: real time, unless a test fixes it. */
let clock: Date | undefined;
const t = useTestApp({ now: () => clock ?? new Date() });
const owner = useOwner(t, 'each test');
const accountId = () => owner.user.accountId;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const postForm = (url: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const activity = () =>
  t.ctx.db
    .selectFrom('email_activity')
    .select(['kind', 'contact_id', 'campaign_id', 'link', 'is_apple_privacy_open'])
    .where('account_id', '=', accountId())
    .orderBy('id')
    .execute();
const counters = () =>
  t.ctx.db
    .selectFrom('contact_engagement_daily')
    .select(['contact_id', 'day', 'opened', 'clicked'])
    .where('account_id', '=', accountId())
    .execute();
const history = (contactId: number) =>
  t.ctx.db
    .selectFrom('contact_history')
    .select(['kind', 'details'])
    .where('account_id', '=', accountId())
    .where('contact_id', '=', contactId)
    .orderBy('id')
    .execute();
const unsubscribes = () =>
  t.ctx.db.selectFrom('campaign_unsubscribes').selectAll().where('account_id', '=', accountId()).execute();
const contactState = (contactId: number) =>
  t.ctx.db
    .selectFrom('contacts')
    .select('is_unsubscribed')
    .where('account_id', '=', accountId())
    .where('id', '=', contactId)
    .executeTakeFirstOrThrow();
const optOuts = (contactId: number) =>
  t.ctx.db
    .selectFrom('contact_email_type_optouts')
    .select('email_type_id')
    .where('account_id', '=', accountId())
    .where('contact_id', '=', contactId)
    .orderBy('email_type_id')
    .execute();
const emailType = async (name: string) =>
  (
    await t.ctx.db
      .insertInto('email_types')
      .values({ account_id: accountId(), name })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A contact and the message the campaign sent it, with the tracking addresses in it. */
const sentMessage = async (options: { emailTypeId?: number } = {}) => {
  const [contactId] = await seedContacts(t.ctx.db, accountId(), ['ada@example.com'], {
    properties: () => ({ firstName: 'Ada' }),
  });
  const campaignId = await seedTrackedCampaign(t.ctx.db, accountId(), owner.user.id, options);
  const target = { accountId: accountId(), campaignId, contactId: contactId! };
  const message = await trackedMessageFor(t.ctx, target);
  return { ...target, message, paths: trackingPathsOf(message, TEST_APP_URL) };
};

afterEach(() => {
  clock = undefined;
});

beforeAll(() => {
  expect(t.ctx.config.appUrl).toBe(TEST_APP_URL);
});

describe('a tracked message', () => {
  it('carries the one-click headers, tracked links and one pixel', async () => {
    const { message, paths } = await sentMessage();
    expect(message.headers['List-Unsubscribe']).toBe(`<${TEST_APP_URL}${paths.unsubscribe}>`);
    expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(paths.clicks).toHaveLength(2);
    expect(message.html).toContain('href="mailto:help@shop.example"');
    expect(message.html).toContain('Hello Ada');
    expect(message.html.match(/\/api\/t\/o\//g)).toHaveLength(1);
  });
});

describe('the open pixel', () => {
  it("answers a GIF and records an open on the account's day", async () => {
    await t.ctx.db
      .updateTable('accounts')
      .set({ settings: JSON.stringify({ timezone: 'Pacific/Kiritimati' }) })
      .where('id', '=', accountId())
      .execute();
    const { paths, contactId, campaignId } = await sentMessage();
    // Noon in UTC is already the next day in Kiritimati (UTC+14).
    clock = new Date('2026-03-02T12:00:00.000Z');
    const response = await get(paths.pixel, {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Thunderbird/128.0',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toBe('no-store, private');
    expect(await activity()).toEqual([
      {
        kind: 'opened',
        contact_id: contactId,
        campaign_id: campaignId,
        link: null,
        is_apple_privacy_open: false,
      },
    ]);
    expect(await counters()).toEqual([
      { contact_id: contactId, day: new Date('2026-03-03T00:00:00.000Z'), opened: 1, clicked: 0 },
    ]);
  });

  it("flags Apple Mail Privacy Protection's proxy fetch", async () => {
    const { paths } = await sentMessage();
    expect((await get(paths.pixel, { 'user-agent': 'Mozilla/5.0' })).statusCode).toBe(200);
    expect(await activity()).toEqual([
      expect.objectContaining({ kind: 'opened', is_apple_privacy_open: true }),
    ]);
  });
});

describe('a tracked link', () => {
  it("redirects to the link's address in the contact's message and records the click", async () => {
    const { paths, contactId } = await sentMessage();
    const first = await get(paths.clicks[0]!);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://shop.example/spring?who=ada@example.com');
    const second = await get(paths.clicks[1]!);
    expect(second.headers.location).toBe('https://shop.example/blog');
    expect(await activity()).toEqual([
      expect.objectContaining({
        kind: 'clicked',
        contact_id: contactId,
        link: 'https://shop.example/spring?who=ada@example.com',
      }),
      expect.objectContaining({ kind: 'clicked', contact_id: contactId, link: 'https://shop.example/blog' }),
    ]);
    expect(await counters()).toEqual([expect.objectContaining({ contact_id: contactId, clicked: 2 })]);
  });

  it('answers 404 and records nothing for a forged token, another kind of token, or a link the message lacks', async () => {
    const { paths, campaignId, contactId } = await sentMessage();
    const [payload, signature] = paths.clicks[0]!.split('/').at(-1)!.split('.');
    const decoded = Buffer.from(payload!, 'base64url').toString();
    const forged = Buffer.from(decoded.replace(/-0$/, '-1')).toString('base64url');
    const redirectElsewhere = `/api/t/c/${Buffer.from('https://evil.example').toString('base64url')}.${signature}`;
    const outOfRange = signTrackingToken(t.ctx.config.secretKey, {
      accountId: accountId(),
      campaignId,
      contactId,
      kind: 'c',
      link: 9,
    });
    const otherAccount = signTrackingToken(t.ctx.config.secretKey, {
      accountId: '00000000-0000-4000-8000-000000000000',
      campaignId,
      contactId,
      kind: 'o',
    });
    for (const path of [
      `/api/t/c/${forged}.${signature}`,
      redirectElsewhere,
      `/api/t/c/${outOfRange}`,
      paths.pixel.replace('/o/', '/c/'),
      `/api/t/o/${otherAccount}`,
      paths.unsubscribe.replace('/u/', '/o/'),
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
    }
    expect((await postForm(paths.pixel.replace('/o/', '/u/'), 'List-Unsubscribe=One-Click')).statusCode).toBe(
      404,
    );
    expect(await activity()).toEqual([]);
    expect(await counters()).toEqual([]);
    expect(await unsubscribes()).toEqual([]);
    expect((await contactState(contactId)).is_unsubscribed).toBe(false);
  });
});

describe('the web view', () => {
  it("shows the contact's message with its links tracked and no pixel, and records nothing", async () => {
    const { paths } = await sentMessage();
    const response = await get(paths.webView);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Hello Ada');
    expect(response.body).toContain(`href="${TEST_APP_URL}/api/t/c/`);
    expect(response.body).not.toContain('shop.example/spring');
    expect(response.body).not.toContain('/api/t/o/');
    expect(await activity()).toEqual([]);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('unsubscribes the contact from all email once, with a timeline entry, however often it is posted', async () => {
    const { paths, contactId, campaignId } = await sentMessage();
    for (let i = 0; i < 3; i += 1) {
      const response = await postForm(paths.unsubscribe, 'List-Unsubscribe=One-Click');
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await contactState(contactId)).is_unsubscribed).toBe(true);
    expect(await history(contactId)).toEqual([
      { kind: 'unsubscribed', details: { via: 'optOut', campaignId, campaign: 'Spring sale' } },
    ]);
    expect(await unsubscribes()).toEqual([
      expect.objectContaining({ campaign_id: campaignId, contact_id: contactId, email_type_id: null }),
    ]);
  });

  it("leaves only the campaign's email type when it has one", async () => {
    const news = await emailType('Newsletter');
    const { paths, contactId } = await sentMessage({ emailTypeId: news });
    expect((await postForm(paths.unsubscribe, 'List-Unsubscribe=One-Click')).statusCode).toBe(200);
    expect((await postForm(paths.unsubscribe, 'List-Unsubscribe=One-Click')).statusCode).toBe(200);
    expect((await contactState(contactId)).is_unsubscribed).toBe(false);
    expect(await optOuts(contactId)).toEqual([{ email_type_id: news }]);
    expect(await history(contactId)).toEqual([
      { kind: 'unsubscribed', details: expect.objectContaining({ via: 'optOut', emailType: 'Newsletter' }) },
    ]);
    expect(await unsubscribes()).toEqual([expect.objectContaining({ email_type_id: news })]);
  });
});

describe('the unsubscribe page', () => {
  it('shows the email types and changes nothing when opened', async () => {
    await emailType('Newsletter');
    await emailType('Product updates');
    const { paths, contactId } = await sentMessage();
    const page = await get(paths.unsubscribe);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1>${UnsubscribeMessages.title}</h1>`);
    expect(page.body).toMatch(
      /<input type="checkbox" name="types" value="\d+" checked> <span>Newsletter<\/span>/,
    );
    expect(page.body).toContain(UnsubscribeMessages.all);
    expect((await contactState(contactId)).is_unsubscribed).toBe(false);
    expect(await history(contactId)).toEqual([]);
  });

  it('saves the email types kept, then unsubscribes from all, each change on the timeline', async () => {
    const news = await emailType('Newsletter');
    const updates = await emailType('Product updates');
    const { paths, contactId, campaignId } = await sentMessage();
    const action = `${paths.unsubscribe}/preferences`;
    const kept = await postForm(action, `types=${updates}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toContain(UnsubscribeMessages.saved);
    expect(await optOuts(contactId)).toEqual([{ email_type_id: news }]);
    expect((await contactState(contactId)).is_unsubscribed).toBe(false);

    const all = await postForm(action, `types=${news}&types=${updates}&all=on`);
    expect(all.body).toContain(UnsubscribeMessages.unsubscribedAll);
    expect(await optOuts(contactId)).toEqual([]);
    expect((await contactState(contactId)).is_unsubscribed).toBe(true);
    expect((await history(contactId)).map((entry) => [entry.kind, entry.details.emailType ?? 'all'])).toEqual(
      [
        ['unsubscribed', 'Newsletter'],
        ['subscribed', 'Newsletter'],
        ['unsubscribed', 'all'],
      ],
    );
    // The campaign counts the contact once.
    expect(await unsubscribes()).toEqual([
      expect.objectContaining({ campaign_id: campaignId, email_type_id: news }),
    ]);
  });

  it('answers a page saying the link is not valid for a token this app did not sign', async () => {
    const page = await get('/api/t/u/not.valid');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(UnsubscribeMessages.notFound);
  });
});

describe('dynamic segments on the campaign', () => {
  /** A dynamic segment of those who did `condition` with this campaign, and how many it holds once computed. */
  const segmentOf = async (campaignId: number, condition: 'hasOpened' | 'hasClicked') => {
    const created = await owner.browser.call(segmentRoutes.saveToList, {
      body: {
        ...EVERYONE,
        name: `${condition} ${campaignId}`,
        segmentType: 'dynamic',
        source: 'manual',
        segmentFilters: [
          { filters: [{ property: 'userActivity', condition, campaigns: [campaignId], range: 'overAll' }] },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    const status = async () =>
      (await owner.browser.call(listRoutes.status, { params: { id: created.data.id } })).data;
    return async (expected: number) => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const now = await status();
        if (!now.processing && now.recipientsCount === expected) return;
        await sleep(50);
      }
      throw new Error(`the segment never held ${expected}: ${JSON.stringify(await status())}`);
    };
  };

  it('take in the contact once it opens or clicks, without waiting for a periodic refresh', async () => {
    const { paths, campaignId } = await sentMessage();
    const opened = await segmentOf(campaignId, 'hasOpened');
    const clicked = await segmentOf(campaignId, 'hasClicked');
    await opened(0);
    await clicked(0);
    expect((await get(paths.pixel)).statusCode).toBe(200);
    await opened(1);
    expect((await get(paths.clicks[0]!)).statusCode).toBe(302);
    await clicked(1);
  });
});
