import {
  ACCOUNT_ROLES,
  type AccountRole,
  admits,
  type AnyRoute,
  buildPath,
  userRoutes,
} from '@sendwell/contracts';
import { type CsrfMode, TestBrowser } from '../../test/http-client';
import { type TestApp } from '../../test/test-app';
import { signInBrowser, signInNewMember, signUpUser, TEST_PASSWORD } from '../../test/users';
import { insertUser } from '../modules/auth/auth.repository';
import { hashPassword } from '../modules/auth/password';
import { handleExportList } from '../modules/exports/export-list.job';
import { insertExport } from '../modules/exports/exports.repository';
import { insertList } from '../modules/lists/lists.repository';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPermissionApp,
  t,
  type AccountFixture,
  type Call,
  type Fixtures,
  type RouteRow,
  type RouteTable,
} from '../../test/permissions/route-table';
import { unique } from '../../test/permissions/fixtures';
import { authPermissions } from '../../test/permissions/auth';
import { accountsPermissions } from '../../test/permissions/accounts';
import { listsPermissions } from '../../test/permissions/lists';
import { journeysPermissions } from '../../test/permissions/journeys';
import { contactsPermissions } from '../../test/permissions/contacts';
import { exportsPermissions } from '../../test/permissions/exports';
import { segmentsPermissions } from '../../test/permissions/segments';
import { publicApiPermissions } from '../../test/permissions/public-api';
import { sendersPermissions } from '../../test/permissions/senders';
import { templatesPermissions } from '../../test/permissions/templates';
import { importsPermissions } from '../../test/permissions/imports';
import { campaignsPermissions } from '../../test/permissions/campaigns';
import { campaignTrackingPermissions } from '../../test/permissions/campaign-tracking';
import { teamPermissions } from '../../test/permissions/team';
import { devPermissions } from '../../test/permissions/dev';
import { billingPermissions } from '../../test/permissions/billing';
import { billingRenewalPermissions } from '../../test/permissions/billing-renewals';
import { templateEditorPermissions } from '../../test/permissions/template-editor';
import { senderDomainsPermissions } from '../../test/permissions/sender-domains';
import { templateBlocksPermissions } from '../../test/permissions/template-blocks';
import { brandKitPermissions } from '../../test/permissions/brand-kit';
import { copilotPermissions } from '../../test/permissions/copilot';
import { templateAiPermissions } from '../../test/permissions/template-ai';

/** Limited access is named whatever the route; otherwise the lowest role the route admits. */
const expectedRefusal = (row: RouteRow, role: AccountRole): string =>
  role === 'limitedMember' ? 'LIMITED_ACCESS' : rolesOf(row).includes('admin') ? 'ADMIN_ONLY' : 'OWNER_ONLY';

/** The column of a route's row: who among account A's members it admits. */
const rolesOf = (row: { roles?: readonly AccountRole[] }): AccountRole[] =>
  ACCOUNT_ROLES.filter((role) => admits(row, role));

/**
 * One row per contract route, keyed "METHOD path", in the table of its area (test/permissions/<area>.ts; a
 * new area adds its table here). A new route fails this test until it has a row, so its access level is
 * decided on purpose. Routes that take ids also say how to call them with another account's.
 */
const TABLES: RouteTable[] = [
  authPermissions,
  accountsPermissions,
  listsPermissions,
  journeysPermissions,
  contactsPermissions,
  exportsPermissions,
  segmentsPermissions,
  publicApiPermissions,
  sendersPermissions,
  templatesPermissions,
  importsPermissions,
  campaignsPermissions,
  campaignTrackingPermissions,
  teamPermissions,
  billingPermissions,
  billingRenewalPermissions,
  templateEditorPermissions,
  senderDomainsPermissions,
  templateBlocksPermissions,
  copilotPermissions,
  templateAiPermissions,
  devPermissions,
  brandKitPermissions,
];
const ROUTES: RouteTable = Object.assign({}, ...TABLES);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyOf = (route: AnyRoute): string => `${route.method} ${route.path}`;

let fx: Fixtures;
let routes: { key: string; route: AnyRoute; row: RouteRow }[];

beforeAll(async () => {
  await startPermissionApp();
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
      `Add rows for these routes to their area's table in apps/server/test/permissions/: ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it('has each route in one table only', () => {
    const keys = TABLES.flatMap((table) => Object.keys(table));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
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
