import { FULL_ACCESS } from '@sendwell/contracts';
import { hashToken } from '../../src/modules/auth/tokens';
import { insertList } from '../../src/modules/lists/lists.repository';
import { signSenderLink } from '../../src/modules/senders/sender-link';
import { insertInvitation } from '../../src/modules/team/team.repository';
import { thumbnailKey } from '../../src/modules/templates/render-template-thumbnail.job';
import { insertTemplate, setThumbnail } from '../../src/modules/templates/templates.repository';
import { insertNewMember } from '../users';
import { randomBytes } from 'node:crypto';
import { EVERYONE } from '../segments/segment-test-fixtures';
import { t, type AccountFixture, type Fixtures, type RouteRow } from './route-table';

/** What the rows of several areas build their calls from: things made in an account, and request bodies. */

export const unique = (prefix: string): string => `${prefix} ${randomBytes(4).toString('hex')}`;

/** A dynamic segment with an empty definition (every contact), and a sent campaign, in an account. */
export const segmentIn = (accountId: string) =>
  insertList(t.ctx.db, {
    accountId,
    name: unique('Segment'),
    type: 'dynamic',
    definition: { ...EVERYONE, segmentFilters: [] },
  });
export const campaignIn = async (accountId: string) =>
  (
    await t.ctx.db
      .insertInto('campaigns')
      .values({ account_id: accountId, name: unique('Campaign'), sender_id: null, sent_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
/** A draft campaign, whose audience may change. */
export const draftIn = async (accountId: string) =>
  (
    await t.ctx.db
      .insertInto('campaigns')
      .values({
        account_id: accountId,
        name: unique('Draft'),
        status: 'draft',
        sender_id: null,
        sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
export const everyone = { recipientLists: null, segmentFilters: [] };
/** An API key and a sender in an account, for the public API and webhook rows. */
export const apiKeyIn = async (accountId: string) =>
  (
    await t.ctx.db
      .insertInto('api_keys')
      .values({
        account_id: accountId,
        key_hash: randomBytes(32).toString('base64url'),
        key_prefix: 'sw_test',
        created_by: null,
        last_used_at: null,
        revoked_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
export const senderIn = async (accountId: string) =>
  (
    await t.ctx.db
      .insertInto('senders')
      .values({ account_id: accountId, email: `${unique('sender').replace(' ', '.')}@example.com` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
export const emails = { emails: ['contact@example.com'] };
export const senderEmail = (): string => `${unique('sender').replace(' ', '.')}@example.com`;
/** A sender of a kind whose provider has already delivered an event to its webhook, so verifying it succeeds. */
export const hookedSenderIn = async (accountId: string, kind: 'sendgrid' | 'ses' | 'customSMTP') => {
  const id = (
    await t.ctx.db
      .insertInto('senders')
      .values({ account_id: accountId, email: senderEmail(), provider: kind })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.ctx.db
    .insertInto('sender_webhooks')
    .values({
      account_id: accountId,
      sender_id: id,
      token_hash: randomBytes(32).toString('base64url'),
      token_prefix: 'abcdef',
      last_event_at: new Date(),
    })
    .execute();
  return id;
};
/** The signed link mailed to a sender's address. */
export const senderLinkIn = async (accountId: string) =>
  signSenderLink(t.ctx.config.secretKey, {
    accountId,
    senderId: await senderIn(accountId),
    email: 'unused',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
export const SENDER_BODIES = {
  '/api/addEmail': () => ({ email: senderEmail(), name: 'News' }),
  '/api/addSMTP': () => ({ email: senderEmail(), host: '127.0.0.1', port: 2525, tls: 'none', user: '' }),
  '/api/addSESSMTP': () => ({
    email: senderEmail(),
    region: 'eu-west-1',
    user: 'AKIDSMTP',
    password: 'smtp secret',
  }),
  '/api/addSendgrid': () => ({ email: senderEmail(), apiKey: 'SG.secret' }),
  '/api/addSES': () => ({
    email: senderEmail(),
    region: 'eu-west-1',
    accessKeyId: 'AKID',
    secretAccessKey: 'aws secret',
  }),
  '/api/addPostmark': () => ({ email: senderEmail(), serverToken: 'postmark token' }),
} as const;
/** Each kind's add (POST) and update (PUT) call. */
export const senderSaveRows = (): Record<string, RouteRow> =>
  Object.fromEntries(
    Object.entries(SENDER_BODIES).flatMap(([path, body]) => [
      [`POST ${path}`, { access: 'account', roles: FULL_ACCESS, input: () => ({ body: body() }) }],
      [
        `PUT ${path}`,
        {
          access: 'account',
          roles: FULL_ACCESS,
          input: async ({ a }: Fixtures) => ({ body: { id: await senderIn(a.accountId), ...body() } }),
          crossAccount: async ({ b }: Fixtures) => ({ body: { id: await senderIn(b.accountId), ...body() } }),
        },
      ],
    ]),
  );
/** A pending invitation to a new address, and its link's token. */
export const invitationIn = async (account: AccountFixture) => {
  const token = randomBytes(32).toString('base64url');
  const id = await insertInvitation(t.ctx.db, {
    accountId: account.accountId,
    email: `${unique('invited').replace(' ', '.')}@example.com`,
    role: 'member',
    limitedAccess: false,
    tokenHash: hashToken(token),
    invitedBy: account.user.id,
    sentAt: new Date(),
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return { id, token };
};
/** A member (not the primary owner) of an account, for the calls that change or remove one. */
export const memberIn = async (accountId: string) =>
  (await insertNewMember(t.ctx.db, accountId, { limitedAccess: false })).memberId;
/** An uploaded template in an account, made by its owner. */
export const templateIn = (account: AccountFixture) =>
  insertTemplate(t.ctx.db, {
    accountId: account.accountId,
    name: unique('Template'),
    category: 'uploaded',
    emailTypeId: null,
    createdBy: account.user.id,
    content: { html: '<p>Hi</p>', amp: null },
  });
/** A template whose thumbnail is drawn (this app runs without Chromium, so the image is stored here). */
export const drawnTemplateIn = async (account: AccountFixture) => {
  const id = await templateIn(account);
  const key = thumbnailKey(account.accountId, id, 1);
  const file = await t.ctx.storage.openWrite(key);
  await new Promise<void>((resolve) => file.stream.end(Buffer.from('not really a png'), resolve));
  await file.commit();
  await setThumbnail(t.ctx.db, account.accountId, id, { version: 1, status: 'ready', path: key });
  return id;
};
/** A template saved in the editor, the only kind a test email takes. */
export const savedTemplateIn = (account: AccountFixture) =>
  insertTemplate(t.ctx.db, {
    accountId: account.accountId,
    name: unique('Saved'),
    category: 'saved',
    emailTypeId: null,
    createdBy: account.user.id,
    content: { html: '<p>Hi</p>', amp: null },
  });
/** A test email is sent by members whose email is verified; the fixtures' members have not opened the link. */
export const verifyMembersOf = async (accountId: string) => {
  await t.ctx.db
    .updateTable('users')
    .set({ is_verified: true })
    .where('id', 'in', t.ctx.db.selectFrom('members').select('user_id').where('account_id', '=', accountId))
    .execute();
};
/** A live share link of a new template of account A; answers its token. */
export const shareTokenIn = async (account: AccountFixture) => {
  const token = randomBytes(32).toString('base64url');
  await t.ctx.db
    .insertInto('template_shares')
    .values({
      account_id: account.accountId,
      template_id: await templateIn(account),
      token,
      created_by: account.user.id,
      revoked_at: null,
    })
    .execute();
  return token;
};
/** An active email type in an account; answers its name. */
export const emailTypeIn = async (accountId: string) =>
  (
    await t.ctx.db
      .insertInto('email_types')
      .values({ account_id: accountId, name: unique('Type') })
      .returning('name')
      .executeTakeFirstOrThrow()
  ).name;
/** An upload in progress with its HTML file and an email type to give it. */
export const uploadIn = async (accountId: string) => {
  const draftId = `${randomBytes(6).toString('hex')}HTML`;
  await t.ctx.db
    .insertInto('template_upload_files')
    .values({
      account_id: accountId,
      draft_id: draftId,
      kind: 'HTML',
      file_name: 'email.html',
      content: '<p>Hi</p>',
    })
    .execute();
  return { templateId: draftId, name: unique('Uploaded'), templateChannel: await emailTypeIn(accountId) };
};
