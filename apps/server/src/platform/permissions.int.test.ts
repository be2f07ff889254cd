import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROLES,
  admits,
  buildPath,
  FULL_ACCESS,
  importRoutes,
  PRIMARY_OWNER,
  TEAM_ADMINS,
  userRoutes,
  type AccountRole,
  type AnyRoute,
  type RouteAccess,
} from '@sendwell/contracts';
import { seedContacts, seedJourney } from '../../test/fixtures';
import { TestBrowser, type CsrfMode } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  insertNewMember,
  newSignUp,
  signInBrowser,
  signInNewMember,
  signUpUser,
  TEST_PASSWORD,
  type SignedUpUser,
} from '../../test/users';
import { hashToken } from '../modules/auth/tokens';
import { insertInvitation } from '../modules/team/team.repository';
import { insertUser } from '../modules/auth/auth.repository';
import { insertBulkJob } from '../modules/contacts/contact-bulk-jobs.repository';
import { hashPassword } from '../modules/auth/password';
import { handleExportList } from '../modules/exports/export-list.job';
import { insertExport } from '../modules/exports/exports.repository';
import { insertList } from '../modules/lists/lists.repository';
import { signSenderLink } from '../modules/senders/sender-link';
import { thumbnailKey } from '../modules/templates/render-template-thumbnail.job';
import { insertTemplate, setThumbnail } from '../modules/templates/templates.repository';

/** A signed-up owner and a few things in their account. */
interface AccountFixture extends SignedUpUser {
  accountId: string;
  /** A list holding `contactId`. */
  listId: number;
  contactId: number;
  /** A finished export of `listId`. */
  exportId: number;
  /** Another list, for calls that use one up (archive, rename). */
  newList(): Promise<number>;
  /** Another contact, for calls that use one up (archive, delete). */
  newContact(): Promise<number>;
}

/** Every row may draw on these. Account A is the caller's; B is someone else's. */
interface Fixtures {
  a: AccountFixture;
  b: AccountFixture;
  /** A signed-in browser of each kind of member of account A (the owner's is `a.browser`). */
  membersOfA: Record<AccountRole, TestBrowser>;
}

interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

interface RouteRow {
  /** Who may call it; must equal the contract's `access`. */
  access: RouteAccess;
  /** For 'account' routes, the members it admits; must equal the contract's `roles` (every member unless said). */
  roles?: readonly AccountRole[];
  /** A valid call by A (else validation answers 400 before access is checked). Without it: no params, query or body. */
  input?: (fx: Fixtures) => Call | Promise<Call>;
  /** The same call with account B's ids; made by A, it must answer 404 (and `input` must succeed). */
  crossAccount?: (fx: Fixtures) => Call | Promise<Call>;
  /** Authenticated by a bearer key or a signature, never by the cookie, so there is no CSRF check. */
  csrfExempt?: true;
  /** A GET that starts work, so it is CSRF-checked like a state-changing call. */
  csrfOnGet?: true;
}

/** Limited access is named whatever the route; otherwise the lowest role the route admits. */
const expectedRefusal = (row: RouteRow, role: AccountRole): string =>
  role === 'limitedMember' ? 'LIMITED_ACCESS' : rolesOf(row).includes('admin') ? 'ADMIN_ONLY' : 'OWNER_ONLY';

/** The column of a route's row: who among account A's members it admits. */
const rolesOf = (row: { roles?: readonly AccountRole[] }): AccountRole[] =>
  ACCOUNT_ROLES.filter((role) => admits(row, role));

const unique = (prefix: string): string => `${prefix} ${randomBytes(4).toString('hex')}`;

/** A dynamic segment with an empty definition (every contact), and a sent campaign, in an account. */
const segmentIn = (accountId: string) =>
  insertList(t.ctx.db, {
    accountId,
    name: unique('Segment'),
    type: 'dynamic',
    definition: {
      recipientLists: null,
      excludeRecipientList: [],
      isUnsubscribed: false,
      isBlocked: false,
      excludeIsUnsubscribed: false,
      excludeIsBlocked: false,
      segmentFilters: [],
    },
  });
const campaignIn = async (accountId: string) =>
  (
    await t.ctx.db
      .insertInto('campaigns')
      .values({ account_id: accountId, name: unique('Campaign'), sender_id: null, sent_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
/** A draft campaign, whose audience may change. */
const draftIn = async (accountId: string) =>
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
const everyone = { recipientLists: null, segmentFilters: [] };
/** An API key and a sender in an account, for the public API and webhook rows. */
const apiKeyIn = async (accountId: string) =>
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
const senderIn = async (accountId: string) =>
  (
    await t.ctx.db
      .insertInto('senders')
      .values({ account_id: accountId, email: `${unique('sender').replace(' ', '.')}@example.com` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const emails = { emails: ['contact@example.com'] };
const senderEmail = (): string => `${unique('sender').replace(' ', '.')}@example.com`;
/** A sender of a kind whose provider has already delivered an event to its webhook, so verifying it succeeds. */
const hookedSenderIn = async (accountId: string, kind: 'sendgrid' | 'ses' | 'customSMTP') => {
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
const senderLinkIn = async (accountId: string) =>
  signSenderLink(t.ctx.config.secretKey, {
    accountId,
    senderId: await senderIn(accountId),
    email: 'unused',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
const SENDER_BODIES = {
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
const senderSaveRows = (): Record<string, RouteRow> =>
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
const invitationIn = async (account: AccountFixture) => {
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
const memberIn = async (accountId: string) =>
  (await insertNewMember(t.ctx.db, accountId, { limitedAccess: false })).memberId;
/** An uploaded template in an account, made by its owner. */
const templateIn = (account: AccountFixture) =>
  insertTemplate(t.ctx.db, {
    accountId: account.accountId,
    name: unique('Template'),
    category: 'uploaded',
    emailTypeId: null,
    createdBy: account.user.id,
    content: { html: '<p>Hi</p>', amp: null },
  });
/** A template whose thumbnail is drawn (this app runs without Chromium, so the image is stored here). */
const drawnTemplateIn = async (account: AccountFixture) => {
  const id = await templateIn(account);
  const key = thumbnailKey(account.accountId, id, 1);
  const file = await t.ctx.storage.openWrite(key);
  await new Promise<void>((resolve) => file.stream.end(Buffer.from('not really a png'), resolve));
  await file.commit();
  await setThumbnail(t.ctx.db, account.accountId, id, { version: 1, status: 'ready', path: key });
  return id;
};
/** A template saved in the editor, the only kind a test email takes. */
const savedTemplateIn = (account: AccountFixture) =>
  insertTemplate(t.ctx.db, {
    accountId: account.accountId,
    name: unique('Saved'),
    category: 'saved',
    emailTypeId: null,
    createdBy: account.user.id,
    content: { html: '<p>Hi</p>', amp: null },
  });
/** A test email is sent by members whose email is verified; the fixtures' members have not opened the link. */
const verifyMembersOf = async (accountId: string) => {
  await t.ctx.db
    .updateTable('users')
    .set({ is_verified: true })
    .where('id', 'in', t.ctx.db.selectFrom('members').select('user_id').where('account_id', '=', accountId))
    .execute();
};
/** The smallest document the editor saves. */
const EDITOR_MJML = '<mjml><mj-body><mj-section><mj-column><mj-text>Hi</mj-text></mj-column></mj-section></mj-body></mjml>';
/** A live share link of a new template of account A; answers its token. */
const shareTokenIn = async (account: AccountFixture) => {
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
const emailTypeIn = async (accountId: string) =>
  (
    await t.ctx.db
      .insertInto('email_types')
      .values({ account_id: accountId, name: unique('Type') })
      .returning('name')
      .executeTakeFirstOrThrow()
  ).name;
/** An upload in progress with its HTML file and an email type to give it. */
const uploadIn = async (accountId: string) => {
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

/**
 * One row per contract route, keyed "METHOD path". A new route fails this test until it has a row, so its
 * access level is decided on purpose. Routes that take ids also say how to call them with another account's.
 */
const ROUTES: Record<string, RouteRow> = {
  // auth
  'GET /api/auth/v0/health': { access: 'public' },
  'POST /api/auth/v0/signup': { access: 'public', input: () => ({ body: newSignUp() }) },
  'POST /api/auth/v0/signup/resend': {
    access: 'public',
    input: ({ a }) => ({ body: { email: a.form.email } }),
  },
  'POST /api/auth/v0/login': {
    access: 'public',
    input: ({ a }) => ({ body: { email: a.form.email, password: TEST_PASSWORD } }),
  },
  'POST /api/auth/v0/logout': { access: 'public' },
  'POST /api/auth/v0/verify-email': { access: 'public', input: () => ({ body: { token: 'some-token' } }) },
  'POST /api/auth/v0/resend-verification': { access: 'user' },
  'POST /api/auth/v0/forgot-password': {
    access: 'public',
    input: ({ a }) => ({ body: { email: a.form.email } }),
  },
  'POST /api/auth/v0/reset-password': {
    access: 'public',
    input: () => ({ body: { token: 'some-token', password: 'a new passphrase' } }),
  },
  'POST /api/auth/v0/change-password': {
    access: 'user',
    input: () => ({ body: { currentPassword: TEST_PASSWORD, newPassword: 'a new passphrase' } }),
  },

  // profile
  'GET /api/profile': { access: 'user' },
  'POST /api/profile': {
    access: 'user',
    input: () => ({ body: { name: 'Ada', company: '', phone: '', timezone: 'UTC' } }),
  },

  // user and accounts
  'GET /api/user': { access: 'account' },
  'POST /api/user/switch-account': {
    access: 'user',
    input: ({ a }) => ({ body: { accountId: a.accountId } }),
    crossAccount: ({ b }) => ({ body: { accountId: b.accountId } }),
  },

  // lists
  'GET /api/lists': { access: 'account' },
  'GET /api/allRecipientLists': { access: 'account' },
  'POST /api/contacts/rename': {
    access: 'account',
    input: async ({ a }) => ({ body: { emailListId: await a.newList(), name: unique('Renamed') } }),
    crossAccount: ({ b }) => ({ body: { emailListId: b.listId, name: unique('Renamed') } }),
  },
  'GET /api/contacts_v2/getContactListInfo': {
    access: 'account',
    input: ({ a }) => ({ query: { segmentId: String(a.listId) } }),
    crossAccount: ({ b }) => ({ query: { segmentId: String(b.listId) } }),
  },
  'POST /api/contacts/archive': {
    access: 'account',
    input: async ({ a }) => ({ body: { emailListId: await a.newList(), archiveContacts: false } }),
    crossAccount: ({ b }) => ({ body: { emailListId: b.listId, archiveContacts: false } }),
  },
  'POST /api/lists/:id/restore': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'GET /api/lists/:id/status': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'GET /api/lists/:id': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'POST /api/lists/:id/refresh': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'GET /api/lists/:id/engagement': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'GET /api/lists/:id/campaigns': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },

  // journeys (read only)
  'GET /api/journeys': {
    access: 'account',
    input: ({ a }) => ({ query: { filterBySegmentTrigger: String(a.listId) } }),
  },
  'GET /api/journeys/:id': {
    access: 'account',
    input: async ({ a }) => ({
      params: { id: await seedJourney(t.ctx.db, a.accountId, unique('Journey'), 'Draft', a.listId) },
    }),
    crossAccount: async ({ b }) => ({
      params: { id: await seedJourney(t.ctx.db, b.accountId, unique('Journey'), 'Draft', b.listId) },
    }),
  },

  // contacts
  'GET /api/lists/:id/contacts': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'GET /api/contacts/:id': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.contactId } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId } }),
  },
  'PATCH /api/contacts/:id/properties': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.contactId }, body: { properties: { firstName: unique('Name') } } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId }, body: { properties: { firstName: 'Name' } } }),
  },
  'PUT /api/contacts/:id/status': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.contactId }, body: { isUnsubscribed: false } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId }, body: { isUnsubscribed: true } }),
  },
  'POST /api/contacts/:id/lists': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.contactId }, body: { listId: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId }, body: { listId: b.listId } }),
  },
  'DELETE /api/contacts/:id/lists/:listId': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: a.contactId, listId: await a.newList() } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId, listId: b.listId } }),
  },
  'POST /api/contacts/:id/archive': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await a.newContact() } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId } }),
  },
  'POST /api/contacts/:id/restore': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.contactId } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId } }),
  },
  'POST /api/contacts/:id/delete': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => {
      const id = await a.newContact();
      const contact = await t.ctx.db
        .selectFrom('contacts')
        .select('email')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { params: { id }, body: { confirmEmail: contact.email } };
    },
    crossAccount: ({ b }) => ({ params: { id: b.contactId }, body: { confirmEmail: 'contact@example.com' } }),
  },
  'GET /api/contacts/:id/timeline': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.contactId } }),
    crossAccount: ({ b }) => ({ params: { id: b.contactId } }),
  },
  'GET /api/contacts/usage': { access: 'account' },
  'GET /api/contacts_v2/getPersonalParamsWithType': { access: 'account' },
  'GET /api/contacts': {
    access: 'account',
    input: () => ({ query: { search: 'contact', sortBy: 'email' } }),
  },
  'POST /api/contacts/bulk': {
    access: 'account',
    input: ({ a }) => ({
      body: { action: 'addToList', listId: a.listId, selection: { contactIds: [a.contactId] } },
    }),
    crossAccount: ({ b }) => ({
      body: { action: 'addToList', listId: b.listId, selection: { contactIds: [b.contactId] } },
    }),
  },
  'GET /api/contacts/bulk-jobs/:id': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: (await insertBulkJob(t.ctx.db, a.accountId, { action: 'block', listId: null, filter: { search: 'nobody' } })).id } }),
    crossAccount: async ({ b }) => ({ params: { id: (await insertBulkJob(t.ctx.db, b.accountId, { action: 'block', listId: null, filter: { search: 'nobody' } })).id } }),
  },
  'POST /api/contacts/bulk-delete': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => {
      const [contactId] = await seedContacts(t.ctx.db, a.accountId, [
        `${unique('deleted').replace(' ', '.')}@example.com`,
      ]);
      return { body: { selection: { contactIds: [contactId] }, confirmCount: 1 } };
    },
    crossAccount: ({ b }) => ({ body: { selection: { contactIds: [b.contactId] }, confirmCount: 1 } }),
  },

  // exports
  'GET /api/contacts/downloadList/v2/downloadUrl': {
    csrfOnGet: true,
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ query: { recipientListId: String(await a.newList()) } }),
    crossAccount: ({ b }) => ({ query: { recipientListId: String(b.listId) } }),
  },
  'GET /api/exports': { access: 'account', roles: FULL_ACCESS },
  'GET /api/milestones': { access: 'account' },
  'GET /api/exports/:id/download': {
    access: 'account',
    roles: FULL_ACCESS,
    input: ({ a }) => ({ params: { id: a.exportId } }),
    crossAccount: ({ b }) => ({ params: { id: b.exportId } }),
  },

  // segments
  'POST /api/contacts_v2/getCount': {
    access: 'account',
    input: ({ a }) => ({ body: { ...everyone, recipientLists: [a.listId] } }),
    crossAccount: ({ b }) => ({ body: { ...everyone, recipientLists: [b.listId] } }),
  },
  'POST /api/contacts_v2/saveToList': {
    access: 'account',
    input: ({ a }) => ({
      body: { ...everyone, name: unique('Segment'), segmentType: 'dynamic', recipientLists: [a.listId] },
    }),
    crossAccount: ({ b }) => ({
      body: { ...everyone, name: unique('Segment'), segmentType: 'dynamic', recipientLists: [b.listId] },
    }),
  },
  'GET /api/contacts_v2/getSegmentDefinition': {
    access: 'account',
    input: async ({ a }) => ({ query: { recipientListId: String(await segmentIn(a.accountId)) } }),
    crossAccount: async ({ b }) => ({ query: { recipientListId: String(await segmentIn(b.accountId)) } }),
  },
  'PUT /api/segments/:id/definition': {
    access: 'account',
    input: async ({ a }) => ({
      params: { id: await segmentIn(a.accountId) },
      body: { ...everyone, name: unique('Segment'), recipientLists: [a.listId] },
    }),
    crossAccount: async ({ a, b }) => ({
      params: { id: await segmentIn(b.accountId) },
      body: { ...everyone, name: unique('Segment'), recipientLists: [a.listId] },
    }),
  },
  'GET /api/segments/definitionForActivity': {
    access: 'account',
    input: ({ a }) => ({ query: { recipientListId: String(a.listId), forActivity: 'hasOpened' } }),
    crossAccount: ({ b }) => ({ query: { recipientListId: String(b.listId), forActivity: 'hasOpened' } }),
  },
  'GET /api/segments/definitionByEngagementType': {
    access: 'account',
    input: () => ({ query: { name: 'newContacts' } }),
  },
  'POST /api/segments/:id/refresh': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await segmentIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await segmentIn(b.accountId) } }),
  },
  'POST /api/segments/:id/refreshCount': {
    access: 'account',
    input: ({ a }) => ({ params: { id: a.listId } }),
    crossAccount: ({ b }) => ({ params: { id: b.listId } }),
  },
  'GET /api/campaigns/forSegmentation': { access: 'account' },
  'GET /api/campaigns/:id/clickedUrls': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await campaignIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await campaignIn(b.accountId) } }),
  },
  'GET /api/allSenderEmails': { access: 'account', input: () => ({ query: { forSegmentation: 'true' } }) },
  'GET /api/forms/apps': { access: 'account' },
  'GET /api/forms/names': { access: 'account', input: () => ({ query: { appName: 'Typeform' } }) },
  'GET /api/events/custom': { access: 'account' },
  'POST /api/events/custom/refreshProperties': { access: 'account' },
  'GET /api/events/shopify': { access: 'account' },
  'GET /api/integrations/shopify/info': { access: 'account' },
  'GET /api/integrations/shopify/products/getAllTags': { access: 'account' },
  'GET /api/integrations/shopify/products/getAllProducts': { access: 'account' },
  'GET /api/integrations/shopify/products/getAllSku': { access: 'account' },
  'GET /api/integrations/shopifyV2/products/tags': { access: 'account' },
  'GET /api/integrations/shopifyV2/products': { access: 'account' },
  'GET /api/integrations/shopifyV2/products/types': { access: 'account' },
  'GET /api/integrations/shopifyV2/products/skus': { access: 'account' },
  'GET /api/integrations/shopifyV2/products/variants': { access: 'account' },
  'GET /api/integrations/shopifyV2/collections': { access: 'account' },
  'GET /api/integrations/shopifyV2/orders/tags': { access: 'account' },
  'GET /api/integrations/shopifyV2/payment/methods': { access: 'account' },
  'GET /api/integrations/shopifyV2/coupons/orderDiscounts': { access: 'account' },
  'GET /api/integrations/shopifyV2/coupons/shippingDiscounts': { access: 'account' },
  'GET /api/emailTypes/getActiveOnly': { access: 'account' },

  // public api and webhooks
  'POST /api/auth/v0/api-key/create': {
    access: 'account',
    roles: FULL_ACCESS,
    input: () => ({ body: { name: unique('Key') } }),
  },
  'GET /api/auth/v0/api-key/getAll': { access: 'account' },
  'POST /api/auth/v0/api-key/revoke': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ body: { keyId: await apiKeyIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ body: { keyId: await apiKeyIn(b.accountId) } }),
  },
  'POST /api/v1/contacts': {
    access: 'apiKey',
    csrfExempt: true,
    input: () => ({ body: { email: 'contact@example.com' } }),
  },
  'POST /api/v1/contacts/batch': {
    access: 'apiKey',
    csrfExempt: true,
    input: () => ({ body: { contacts: [{ email: 'contact@example.com' }] } }),
  },
  'GET /api/v1/contacts/:email': {
    access: 'apiKey',
    input: () => ({ params: { email: 'contact@example.com' } }),
  },
  'POST /api/v1/contacts/unsubscribe': {
    access: 'apiKey',
    csrfExempt: true,
    input: () => ({ body: emails }),
  },
  'POST /api/v1/contacts/block': { access: 'apiKey', csrfExempt: true, input: () => ({ body: emails }) },
  'POST /api/v1/lists/:listId/contacts': {
    access: 'apiKey',
    csrfExempt: true,
    input: ({ a }) => ({ params: { listId: a.listId }, body: emails }),
  },
  'POST /api/v1/lists/:listId/contacts/remove': {
    access: 'apiKey',
    csrfExempt: true,
    input: ({ a }) => ({ params: { listId: a.listId }, body: emails }),
  },
  'POST /api/v1/events': {
    access: 'apiKey',
    csrfExempt: true,
    input: () => ({ body: { events: [{ name: 'Ping', email: 'contact@example.com' }] } }),
  },
  'GET /api/integrations/store': { access: 'account' },
  'POST /api/integrations/store/connect': {
    access: 'account',
    roles: FULL_ACCESS,
    input: () => ({
      body: { shopDomain: 'shop.example.com', sharedSecret: 'a shared secret of some length' },
    }),
  },
  'POST /api/integrations/store/disconnect': { access: 'account', roles: FULL_ACCESS },
  'GET /api/integrations/store/events': { access: 'account' },
  'POST /api/webhooks/store/:token': {
    access: 'webhook',
    csrfExempt: true,
    input: () => ({ params: { token: 'unknown' }, body: { email: 'contact@example.com' } }),
  },
  'GET /api/senders/:id/webhook': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await senderIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await senderIn(b.accountId) } }),
  },
  'POST /api/senders/:id/webhook': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ params: { id: await senderIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await senderIn(b.accountId) } }),
  },
  'POST /api/webhooks/sending/:token': {
    access: 'webhook',
    csrfExempt: true,
    input: () => ({
      params: { token: 'unknown' },
      body: { events: [{ id: 'evt-1', type: 'opened', email: 'contact@example.com', campaignId: 1 }] },
    }),
  },

  // senders: every member reads them; limited members may not add them or handle their credentials
  'GET /api/allCredentials': { access: 'account' },
  'GET /api/allConfiguredEmails': { access: 'account' },
  ...senderSaveRows(),
  'DELETE /api/senders/:id': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ params: { id: await senderIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await senderIn(b.accountId) } }),
  },
  'POST /api/senders/testConnection': {
    access: 'account',
    roles: FULL_ACCESS,
    input: () => ({ body: { settings: { kind: 'sendwell', email: 'news@example.com' } } }),
    crossAccount: async ({ b }) => ({
      body: { id: await senderIn(b.accountId), settings: { kind: 'sendwell', email: 'news@example.com' } },
    }),
  },
  'GET /api/verificationEmail/sendEmail': {
    access: 'account',
    roles: FULL_ACCESS,
    csrfOnGet: true,
    input: async ({ a }) => ({ query: { credentialId: String(await senderIn(a.accountId)) } }),
    crossAccount: async ({ b }) => ({ query: { credentialId: String(await senderIn(b.accountId)) } }),
  },
  'GET /api/verificationEmail/verifyEmailStatus': {
    access: 'account',
    input: async ({ a }) => ({ query: { credentialId: String(await senderIn(a.accountId)) } }),
    crossAccount: async ({ b }) => ({ query: { credentialId: String(await senderIn(b.accountId)) } }),
  },
  'POST /api/verificationEmail/confirm': {
    access: 'public',
    input: async ({ a }) => ({ body: { token: await senderLinkIn(a.accountId) } }),
  },
  'GET /api/getEventWebhook': {
    access: 'account',
    input: async ({ a }) => ({ query: { id: String(await senderIn(a.accountId)) } }),
    crossAccount: async ({ b }) => ({ query: { id: String(await senderIn(b.accountId)) } }),
  },
  'POST /api/getEventWebhook/verifyWebhook': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ body: { id: await hookedSenderIn(a.accountId, 'sendgrid') } }),
    crossAccount: async ({ b }) => ({ body: { id: await hookedSenderIn(b.accountId, 'sendgrid') } }),
  },
  'POST /api/verifySESwebhook': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ body: { id: await hookedSenderIn(a.accountId, 'ses') } }),
    crossAccount: async ({ b }) => ({ body: { id: await hookedSenderIn(b.accountId, 'ses') } }),
  },
  'POST /api/verifySMTPwebhook': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ body: { id: await hookedSenderIn(a.accountId, 'customSMTP') } }),
    crossAccount: async ({ b }) => ({ body: { id: await hookedSenderIn(b.accountId, 'customSMTP') } }),
  },

  // templates
  'POST /api/emailTypes/create': {
    access: 'account',
    input: () => ({ body: { emailType: unique('Type') } }),
  },
  'POST /api/emailTypes/archive': {
    access: 'account',
    input: async ({ a }) => ({ body: { emailType: await emailTypeIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ body: { emailType: await emailTypeIn(b.accountId) } }),
  },
  // Multipart: the access and CSRF checks answer before the form is read.
  'POST /api/uploadTemplateFiles': { access: 'account', input: () => ({ query: { type: 'HTML' } }) },
  // An upload in progress belongs to its account: another account's id finds no file (400, tested in templates.int.test.ts).
  'POST /api/createRawTemplate': {
    access: 'account',
    input: async ({ a }) => ({ query: { type: 'HTML' }, body: await uploadIn(a.accountId) }),
  },
  'GET /api/previewTemplate/:templateId': {
    access: 'account',
    input: async ({ a }) => ({ params: { templateId: await templateIn(a) }, query: { type: 'HTML' } }),
    crossAccount: async ({ b }) => ({ params: { templateId: await templateIn(b) }, query: { type: 'HTML' } }),
  },
  'GET /api/previewTemplate/v2/:id': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) } }),
  },
  'GET /api/template/:id': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) } }),
  },
  // The list calls it deleting for good, which members with limited access may not do.
  'DELETE /api/removeTemplate': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ body: { templateId: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ body: { templateId: await templateIn(b) } }),
  },
  'POST /api/duplicateTemplate': {
    access: 'account',
    input: async ({ a }) => ({ body: { templateId: await templateIn(a), name: unique('Copy') } }),
    crossAccount: async ({ b }) => ({ body: { templateId: await templateIn(b), name: unique('Copy') } }),
  },
  'POST /api/editor/renameTemplate': {
    access: 'account',
    input: async ({ a }) => ({ body: { templateId: await templateIn(a), name: unique('Renamed') } }),
    crossAccount: async ({ b }) => ({ body: { templateId: await templateIn(b), name: unique('Renamed') } }),
  },
  'GET /api/allTemplates/responsesCount': { access: 'account' },
  'GET /api/templates/:id/thumbnail': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await drawnTemplateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await drawnTemplateIn(b) } }),
  },
  // template editor (spec 3 §7): open, render, save and images
  'POST /api/editorLoadTemplate': {
    access: 'account',
    input: async ({ a }) => ({ query: { type: 'SAVED' }, body: { id: await savedTemplateIn(a) } }),
    crossAccount: async ({ b }) => ({ query: { type: 'SAVED' }, body: { id: await savedTemplateIn(b) } }),
  },
  'POST /api/editor/getHTML': {
    access: 'account',
    input: async ({ a }) => ({ query: { templateId: String(await savedTemplateIn(a)) } }),
    crossAccount: async ({ b }) => ({ query: { templateId: String(await savedTemplateIn(b)) } }),
  },
  'POST /api/editor/templates': {
    access: 'account',
    input: () => ({ body: { name: unique('Edited'), mjml: EDITOR_MJML } }),
  },
  'POST /api/editor/templates/:id/versions': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await savedTemplateIn(a) }, body: { mjml: EDITOR_MJML } }),
    crossAccount: async ({ b }) => ({ params: { id: await savedTemplateIn(b) }, body: { mjml: EDITOR_MJML } }),
  },
  // Multipart: the access and CSRF checks answer before the form is read.
  'POST /api/editor/images': { access: 'account' },
  // Public: the inboxes that show a template's images are not signed in (unknown names are 404).
  'GET /api/editor/images/:accountId/:file': {
    access: 'public',
    input: ({ a }) => ({ params: { accountId: a.accountId, file: '00000000-0000-4000-8000-000000000000.png' } }),
  },
  // template submissions and insights
  'GET /api/reports/campaignDetails/v2/submissions/templateId': {
    access: 'account',
    roles: FULL_ACCESS,
    csrfOnGet: true,
    input: async ({ a }) => ({ query: { templateId: String(await templateIn(a)) } }),
    crossAccount: async ({ b }) => ({ query: { templateId: String(await templateIn(b)) } }),
  },
  'GET /api/campaignSubmissions/v2/templateId': {
    access: 'account',
    input: async ({ a }) => ({ query: { templateId: String(await templateIn(a)) } }),
    crossAccount: async ({ b }) => ({ query: { templateId: String(await templateIn(b)) } }),
  },
  'GET /api/reports/campaignAggregation/templateId': {
    access: 'account',
    input: async ({ a }) => ({ query: { templateId: String(await templateIn(a)) } }),
    crossAccount: async ({ b }) => ({ query: { templateId: String(await templateIn(b)) } }),
  },
  // Sending a test reaches the team's own inboxes and takes no data out, so every member may.
  'POST /api/template/:id/test-email': {
    access: 'account',
    input: async ({ a }) => {
      await verifyMembersOf(a.accountId);
      return { params: { id: await savedTemplateIn(a) }, body: { emails: ['reviewer@example.com'] } };
    },
    crossAccount: async ({ b }) => ({
      params: { id: await savedTemplateIn(b) },
      body: { emails: ['reviewer@example.com'] },
    }),
  },
  'GET /api/template/:id/share': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) } }),
  },
  // A share link publishes the template outside the account: not for members with limited access.
  'POST /api/template/:id/share': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ params: { id: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) } }),
  },
  'DELETE /api/template/:id/share': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({ params: { id: await templateIn(a) } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) } }),
  },
  'GET /api/share/template/:token': {
    access: 'public',
    input: async ({ a }) => ({ params: { token: await shareTokenIn(a) } }),
  },
  'GET /api/share/template/:token/preview': {
    access: 'public',
    input: async ({ a }) => ({ params: { token: await shareTokenIn(a) }, query: { type: 'HTML' } }),
  },
  'POST /api/share/template/:token/feedback': {
    access: 'public',
    input: async ({ a }) => ({
      params: { token: await shareTokenIn(a) },
      body: { name: 'Reviewer', comment: 'Looks good' },
    }),
  },
  'POST /api/templateFolders/create': {
    access: 'account',
    input: () => ({ body: { name: unique('Folder') } }),
  },
  'POST /api/template/:id/folder': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await templateIn(a) }, body: { folder: null } }),
    crossAccount: async ({ b }) => ({ params: { id: await templateIn(b) }, body: { folder: null } }),
  },

  // imports
  'POST /api/newRecipientList': { access: 'account', input: () => ({ body: { name: unique('Imported') } }) },
  'POST /api/listUpload': {
    access: 'account',
    input: ({ a }) => ({ body: { recipientListId: a.listId, csvData: [{ email: 'pasted@example.com' }] } }),
    crossAccount: ({ b }) => ({
      body: { recipientListId: b.listId, csvData: [{ email: 'pasted@example.com' }] },
    }),
  },
  'GET /api/listUploadV2/isProcessing': {
    access: 'account',
    input: ({ a }) => ({ query: { recipientListId: String(a.listId) } }),
    crossAccount: ({ b }) => ({ query: { recipientListId: String(b.listId) } }),
  },
  'GET /api/listUploadWithType/csvMapping': { access: 'account' },
  // Multipart: the access and CSRF checks answer before the form is read.
  'POST /api/listUploadWithType': { access: 'account' },
  'GET /api/contacts/downloadList/sample/:userId': {
    access: 'account',
    input: ({ a }) => ({ params: { userId: a.user.id } }),
    crossAccount: ({ b }) => ({ params: { userId: b.user.id } }),
  },
  'GET /api/contacts_v2/contactProperties/all': { access: 'account' },
  'POST /api/contacts_v2/contactProperties': {
    access: 'account',
    input: () => ({ body: { name: unique('property'), type: 'string' } }),
  },
  'GET /api/imports/:id': {
    access: 'account',
    input: async ({ a }) => ({
      params: {
        id: (
          await a.browser.call(importRoutes.quickImport, {
            body: { recipientListId: a.listId, csvData: [{ email: 'status@example.com' }] },
          })
        ).data.importId,
      },
    }),
    crossAccount: async ({ b }) => ({
      params: {
        id: (
          await b.browser.call(importRoutes.quickImport, {
            body: { recipientListId: b.listId, csvData: [{ email: 'status@example.com' }] },
          })
        ).data.importId,
      },
    }),
  },
  'GET /api/imports': { access: 'account', input: () => ({ query: { page: '1', pageSize: '5' } }) },
  'GET /api/imports/:id/errors': {
    access: 'account',
    roles: FULL_ACCESS,
    input: async ({ a }) => ({
      params: {
        id: (
          await a.browser.call(importRoutes.quickImport, {
            body: { recipientListId: a.listId, csvData: [{ email: 'report@example.com' }] },
          })
        ).data.importId,
      },
    }),
    crossAccount: async ({ b }) => ({
      params: {
        id: (
          await b.browser.call(importRoutes.quickImport, {
            body: { recipientListId: b.listId, csvData: [{ email: 'report@example.com' }] },
          })
        ).data.importId,
      },
    }),
  },
  'POST /api/analytics/events': {
    access: 'account',
    input: () => ({
      body: { event: 'csv_import_step1', properties: { source: 'contacts', no_of_records: 1 } },
    }),
  },

  // campaigns
  'GET /api/campaigns': { access: 'account' },
  'POST /api/campaigns': {
    access: 'account',
    input: ({ a }) => ({ body: { name: unique('Campaign'), listIds: [a.listId] } }),
    crossAccount: ({ b }) => ({ body: { name: unique('Campaign'), listIds: [b.listId] } }),
  },
  'GET /api/campaigns/:id': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await draftIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { id: await draftIn(b.accountId) } }),
  },
  'PUT /api/campaigns/:id/audience': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await draftIn(a.accountId) }, body: { listIds: [a.listId] } }),
    crossAccount: async ({ b }) => ({
      params: { id: await draftIn(b.accountId) },
      body: { listIds: [b.listId] },
    }),
  },
  'POST /api/campaigns/:id/audience': {
    access: 'account',
    input: async ({ a }) => ({ params: { id: await draftIn(a.accountId) }, body: { listId: a.listId } }),
    crossAccount: async ({ b }) => ({
      params: { id: await draftIn(b.accountId) },
      body: { listId: b.listId },
    }),
  },

  // team (Settings → Team members) and the invitation link
  'GET /api/team': { access: 'account' },
  'POST /api/team/invitations': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: () => ({ body: { email: `${unique('invitee').replace(' ', '.')}@example.com`, role: 'member' } }),
  },
  'POST /api/team/invitations/:id/resend': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: async ({ a }) => ({ params: { id: (await invitationIn(a)).id } }),
    crossAccount: async ({ b }) => ({ params: { id: (await invitationIn(b)).id } }),
  },
  'DELETE /api/team/invitations/:id': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: async ({ a }) => ({ params: { id: (await invitationIn(a)).id } }),
    crossAccount: async ({ b }) => ({ params: { id: (await invitationIn(b)).id } }),
  },
  'PATCH /api/team/members/:memberId': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: async ({ a }) => ({ params: { memberId: await memberIn(a.accountId) }, body: { role: 'admin' } }),
    crossAccount: async ({ b }) => ({
      params: { memberId: await memberIn(b.accountId) },
      body: { role: 'admin' },
    }),
  },
  'DELETE /api/team/members/:memberId': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: async ({ a }) => ({ params: { memberId: await memberIn(a.accountId) } }),
    crossAccount: async ({ b }) => ({ params: { memberId: await memberIn(b.accountId) } }),
  },
  // To the caller itself (400 for the owner), so account A keeps its owner; real transfers are in team.int.test.ts.
  'POST /api/team/transfer-ownership': {
    access: 'account',
    roles: PRIMARY_OWNER,
    input: ({ a }) => ({ body: { memberId: a.user.connectedAccounts[0]!.memberId } }),
  },
  'GET /api/invitations/preview': {
    access: 'public',
    input: async ({ a }) => ({ query: { token: (await invitationIn(a)).token } }),
  },
  // Someone else's address (400): who may accept is in team.int.test.ts.
  'POST /api/invitations/accept': {
    access: 'user',
    input: async ({ a }) => ({ body: { token: (await invitationIn(a)).token } }),
  },
  'POST /api/invitations/sign-up': {
    access: 'public',
    input: () => ({ body: { token: 'not-a-real-token', name: 'Newcomer', password: TEST_PASSWORD } }),
  },

  // account details (Settings → My account)
  'GET /api/account': { access: 'account' },
  'PUT /api/account': {
    access: 'account',
    roles: TEAM_ADMINS,
    input: () => ({ body: { name: unique('Account'), timezone: 'Europe/Paris', defaultSenderId: null } }),
  },

  // development (not served in production)
  'GET /api/dev/outbox': { access: 'public' },
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyOf = (route: AnyRoute): string => `${route.method} ${route.path}`;

let t: TestApp;
let fx: Fixtures;
let routes: { key: string; route: AnyRoute; row: RouteRow }[];

beforeAll(async () => {
  t = await createTestApp();
  const a = await accountFixture(t);
  const membersOfA = {
    owner: a.browser,
    admin: await signInNewMember(t, a.accountId, { limitedAccess: false, role: 'admin' }),
    member: await signInNewMember(t, a.accountId, { limitedAccess: false }),
    limitedMember: await signInNewMember(t, a.accountId, { limitedAccess: true }),
  };
  fx = { a, b: await accountFixture(t), membersOfA };
  routes = t.app.contractRoutes.flatMap((route) => {
    const row = ROUTES[keyOf(route)];
    return row ? [{ key: keyOf(route), route, row }] : [];
  });
});
afterAll(async () => {
  await t?.close();
});

const accountFixture = async ({ app, ctx }: TestApp): Promise<AccountFixture> => {
  const owner = await signUpUser(app);
  const accountId = owner.user.accountId;
  const newList = () => insertList(ctx.db, { accountId, name: unique('List'), type: 'list' });
  const listId = await newList();
  const newContact = async () =>
    (
      await ctx.db
        .insertInto('contacts')
        .values({
          account_id: accountId,
          email: `contact.${randomBytes(4).toString('hex')}@example.com`,
          properties: '{}',
          archived_at: null,
          archived_with_list_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const contact = { id: await newContact() };
  await ctx.db
    .insertInto('list_members')
    .values({ account_id: accountId, list_id: listId, contact_id: contact.id })
    .execute();
  const exportId = await insertExport(ctx.db, {
    accountId,
    listId,
    listName: 'List',
    requestedBy: owner.user.id,
    archiveContacts: false,
    timezoneOffset: 0,
  });
  await handleExportList(ctx, { accountId, exportId });
  return { ...owner, accountId, listId, contactId: contact.id, exportId, newList, newContact };
};

const send = async (browser: TestBrowser, route: AnyRoute, call: Call, csrf: CsrfMode = 'send') =>
  browser.request({
    method: route.method,
    url: buildPath(route.path, call.params),
    ...(call.query ? { query: call.query } : {}),
    ...(call.body !== undefined ? { body: call.body } : {}),
    csrf,
  });

const inputOf = async ({ row }: { row: RouteRow }): Promise<Call> => (row.input ? row.input(fx) : {});

describe('route table', () => {
  it('has a row for every contract route', () => {
    const missing = t.app.contractRoutes.map(keyOf).filter((key) => !ROUTES[key]);
    expect(
      missing,
      `Add these routes to ROUTES in apps/server/src/platform/permissions.int.test.ts: ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it('has no row for a route that does not exist', () => {
    const served = new Set(t.app.contractRoutes.map(keyOf));
    expect(Object.keys(ROUTES).filter((key) => !served.has(key))).toEqual([]);
  });

  it('agrees with each contract about who may call it', () => {
    for (const { key, route, row } of routes) {
      expect.soft(route.access, key).toBe(row.access);
      expect.soft(rolesOf(route), `${key}: members admitted`).toEqual(rolesOf(row));
    }
  });
});

describe('access', () => {
  it('answers 401 without a session on every route for users and account members', async () => {
    const checked = routes.filter(({ row }) => row.access !== 'public');
    expect(checked.length).toBeGreaterThan(0);
    for (const entry of checked) {
      const response = await send(new TestBrowser(t.app), entry.route, await inputOf(entry));
      expect.soft(response.status, `${entry.key} without a session`).toBe(401);
      if (response.status === 401) expect.soft(response.error.code, entry.key).toBe('UNAUTHORIZED');
    }
  });

  it('serves public routes without a session', async () => {
    for (const entry of routes.filter(({ row }) => row.access === 'public')) {
      const response = await send(new TestBrowser(t.app), entry.route, await inputOf(entry));
      expect
        .soft([401, 403], `${entry.key} without a session answered ${response.status}`)
        .not.toContain(response.status);
    }
  });

  it('answers 403 on account routes to a user who belongs to no account', async () => {
    const email = `no-account.${Date.now()}@example.com`;
    await insertUser(t.ctx.db, {
      email,
      name: 'No Account',
      company: '',
      passwordHash: await hashPassword(TEST_PASSWORD),
    });
    const browser = await signInBrowser(t.app, email);
    for (const entry of routes.filter(({ row }) => row.access === 'account')) {
      const response = await send(browser, entry.route, await inputOf(entry));
      expect.soft(response.status, entry.key).toBe(403);
    }
  });
});

describe('members of an account', () => {
  // One column per kind of member: each 'account' route is called by each, whatever its contract says.
  it.each(ACCOUNT_ROLES)('answers each account route as the contract says for a %s', async (role) => {
    const checked = routes.filter(({ row }) => row.access === 'account');
    expect(checked.length).toBeGreaterThan(0);
    for (const entry of checked) {
      const response = await send(fx.membersOfA[role], entry.route, await inputOf(entry));
      if (rolesOf(entry.row).includes(role)) {
        expect
          .soft([401, 403], `${entry.key} for a ${role} answered ${response.status}: ${response.text}`)
          .not.toContain(response.status);
      } else {
        expect.soft(response.status, `${entry.key} for a ${role}`).toBe(403);
        if (response.status === 403)
          expect.soft(response.error.code, entry.key).toBe(expectedRefusal(entry.row, role));
      }
    }
  });

  it.each(['limitedMember', 'member', 'admin'] as const)(
    'refuses some routes to a %s, so the column is checked both ways',
    (role) => {
      expect(
        routes.filter(({ row }) => row.access === 'account' && !rolesOf(row).includes(role)).length,
      ).toBeGreaterThan(0);
    },
  );
});

describe('CSRF', () => {
  it('answers 403 on every state-changing route called with a session but without the header', async () => {
    const checked = routes.filter(
      ({ route, row }) => (STATE_CHANGING.has(route.method) || row.csrfOnGet) && !row.csrfExempt,
    );
    expect(checked.length).toBeGreaterThan(0);
    for (const entry of checked) {
      const response = await send(fx.a.browser, entry.route, await inputOf(entry), 'omit');
      expect.soft(response.status, `${entry.key} without X-CSRF-Token`).toBe(403);
      if (response.status === 403) expect.soft(response.error.code, entry.key).toBe('CSRF_MISSING');
    }
    // Nothing ran: not even sign-out or the password change.
    expect((await fx.a.browser.call(userRoutes.getUser, {})).status).toBe(200);
    await signInBrowser(t.app, fx.a.form.email, TEST_PASSWORD);
  });

  it("answers 403 on every state-changing route to a planted cookie and header that are not the session's token", async () => {
    const checked = routes.filter(
      ({ route, row }) => (STATE_CHANGING.has(route.method) || row.csrfOnGet) && !row.csrfExempt,
    );
    for (const entry of checked) {
      // Each answer hands the browser its real token back, so the planted one goes in before every call.
      fx.a.browser.cookies.set('csrf', 'planted-token');
      const response = await send(fx.a.browser, entry.route, await inputOf(entry));
      expect.soft(response.status, `${entry.key} with a planted token`).toBe(403);
      if (response.status === 403) expect.soft(response.error.code, entry.key).toBe('CSRF_MISSING');
    }
    expect((await fx.a.browser.call(userRoutes.getUser, {})).status).toBe(200);
  });
});

describe('other accounts', () => {
  it("answers 404 when a member of account A passes account B's ids", async () => {
    const checked = routes.filter(({ row }) => row.crossAccount);
    expect(checked.length).toBeGreaterThan(0);
    for (const entry of checked) {
      const response = await send(fx.a.browser, entry.route, await entry.row.crossAccount!(fx));
      expect.soft(response.status, `${entry.key} with account B's ids`).toBe(404);
      if (response.status === 404) expect.soft(response.error.code, entry.key).toBe('NOT_FOUND');
    }
    expect((await fx.a.browser.call(userRoutes.getUser, {})).data.accountId).toBe(fx.a.accountId);
  });

  it("serves the same calls with account A's own ids (so the 404 is about ownership)", async () => {
    for (const entry of routes.filter(({ row }) => row.crossAccount)) {
      const response = await send(fx.a.browser, entry.route, await inputOf(entry));
      expect
        .soft(response.status, `${entry.key} with account A's own ids answered ${response.text}`)
        .toBeLessThan(300);
    }
  });
});
