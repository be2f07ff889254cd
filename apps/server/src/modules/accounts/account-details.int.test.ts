import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountSettingsMessages,
  accountSettingsRoutes,
  RoleMessages,
  TIMEZONE_INVALID,
  userRoutes,
} from '@sendwell/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInNewMember, signUpUser } from '../../../test/users';
import { getAccountTimezone } from './get-account-timezone';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const senderIn = async (accountId: string, email: string) =>
  (
    await t.ctx.db
      .insertInto('senders')
      .values({ account_id: accountId, email, name: 'Newsletter' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('account details', () => {
  it('renames the account, sets the timezone segments count in and the default sender', async () => {
    const owner = await signUpUser(t.app, { company: 'Ada Co' });
    const accountId = owner.user.accountId;
    const senderId = await senderIn(accountId, 'news@example.com');
    const before = await owner.browser.call(accountSettingsRoutes.getAccountDetails, {});
    expect(before.data).toEqual({
      name: 'Ada Co',
      timezone: 'UTC',
      defaultSenderId: null,
      senders: [{ id: senderId, email: 'news@example.com', name: 'Newsletter' }],
    });

    const saved = await owner.browser.call(accountSettingsRoutes.updateAccountDetails, {
      body: { name: '  Zoë & Søn Bäckerei 🥐  ', timezone: 'Europe/Helsinki', defaultSenderId: senderId },
    });

    expect(saved.data).toMatchObject({
      name: 'Zoë & Søn Bäckerei 🥐',
      timezone: 'Europe/Helsinki',
      defaultSenderId: senderId,
    });
    expect(await getAccountTimezone(t.ctx.db, accountId)).toBe('Europe/Helsinki');
    const user = (await owner.browser.call(userRoutes.getUser, {})).data;
    expect(user.accountName).toBe('Zoë & Søn Bäckerei 🥐');
    expect(user.accountAdminSettings.timezone).toBe('Europe/Helsinki');
    expect(user.connectedAccounts[0]!.accountName).toBe('Zoë & Søn Bäckerei 🥐');
  });

  it("refuses an unknown timezone or another account's sender, naming the field, and saves nothing", async () => {
    const owner = await signUpUser(t.app, { company: 'Kept Co' });
    const stranger = await signUpUser(t.app);
    const theirs = await senderIn(stranger.user.accountId, 'theirs@example.com');

    const zone = await owner.browser.call(accountSettingsRoutes.updateAccountDetails, {
      body: { name: 'Changed', timezone: 'Mars/Olympus', defaultSenderId: null },
    });
    expect(zone.status).toBe(400);
    expect(zone.error.fields).toEqual({ timezone: TIMEZONE_INVALID });
    const sender = await owner.browser.call(accountSettingsRoutes.updateAccountDetails, {
      body: { name: 'Changed', timezone: 'Europe/Paris', defaultSenderId: theirs },
    });
    expect(sender.status).toBe(400);
    expect(sender.error.fields).toEqual({ defaultSenderId: AccountSettingsMessages.senderNotFound });
    const blank = await owner.browser.call(accountSettingsRoutes.updateAccountDetails, {
      body: { name: '   ', timezone: 'Europe/Paris', defaultSenderId: null },
    });
    expect(blank.error.fields).toEqual({ name: 'Please enter the account name' });

    expect((await owner.browser.call(accountSettingsRoutes.getAccountDetails, {})).data).toMatchObject({
      name: 'Kept Co',
      timezone: 'UTC',
      defaultSenderId: null,
    });
  });

  it('reads a default sender that was deleted as none', async () => {
    const owner = await signUpUser(t.app);
    const senderId = await senderIn(owner.user.accountId, 'gone@example.com');
    await owner.browser.call(accountSettingsRoutes.updateAccountDetails, {
      body: { name: 'Co', timezone: 'UTC', defaultSenderId: senderId },
    });

    await t.ctx.db
      .deleteFrom('senders')
      .where('account_id', '=', owner.user.accountId)
      .where('id', '=', senderId)
      .execute();

    expect((await owner.browser.call(accountSettingsRoutes.getAccountDetails, {})).data).toMatchObject({
      defaultSenderId: null,
      senders: [],
    });
  });

  it('leaves the account details to admins and the primary owner', async () => {
    const owner = await signUpUser(t.app, { company: 'Owned Co' });
    const member = await signInNewMember(t, owner.user.accountId, { limitedAccess: false });
    const admin = await signInNewMember(t, owner.user.accountId, { limitedAccess: false, role: 'admin' });
    const body = { name: 'Renamed by a member', timezone: 'UTC', defaultSenderId: null };

    expect((await member.call(accountSettingsRoutes.updateAccountDetails, { body })).error).toEqual({
      code: 'ADMIN_ONLY',
      message: RoleMessages.adminOnly,
    });
    expect((await member.call(accountSettingsRoutes.getAccountDetails, {})).data.name).toBe('Owned Co');
    expect(
      (
        await admin.call(accountSettingsRoutes.updateAccountDetails, {
          body: { ...body, name: 'Renamed by an admin' },
        })
      ).status,
    ).toBe(200);
  });
});
