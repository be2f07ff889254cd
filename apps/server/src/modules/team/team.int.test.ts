import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeyRoutes,
  INVITATION_DAYS,
  RoleMessages,
  TeamMessages,
  teamRoutes,
  userRoutes,
} from '@sendwell/contracts';
import { seedSubscription } from '../../../test/billing-usage';
import { TestBrowser } from '../../../test/http-client';
import { tokenFrom, waitForMail, type OutboxMail } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  insertNewMember,
  signInBrowser,
  signInNewMember,
  signUpUser,
  TEST_PASSWORD,
  type SignedUpUser,
} from '../../../test/users';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far the app's clock runs ahead of the real one, for the expiry tests. */
let clockOffsetMs = 0;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterEach(() => {
  clockOffsetMs = 0;
});
afterAll(async () => {
  await t?.close();
});

const newAddress = (name = 'invitee') => `${name}.${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Invites `email` as the owner; answers the invitation and the link's token from the mail. */
const invite = async (
  owner: SignedUpUser,
  email: string,
  body: { role?: 'admin' | 'member'; limitedAccess?: boolean } = {},
  seen: OutboxMail[] = [],
) => {
  const response = await owner.browser.call(teamRoutes.invite, {
    body: { email, role: body.role ?? 'member', limitedAccess: body.limitedAccess ?? false },
  });
  expect(response.status, response.text).toBe(201);
  const mail = await waitForMail(t.ctx.db, email, 'invited you to', { excluding: seen });
  return { invitation: response.data, mail, token: tokenFrom(mail, '/invitation') };
};

const signUpThroughLink = (token: string, name = 'Zoë Ångström-Łukasiewicz') => {
  const browser = new TestBrowser(t.app);
  return {
    browser,
    response: browser.call(teamRoutes.signUpWithInvitation, {
      body: { token, name, password: TEST_PASSWORD },
    }),
  };
};

const teamOf = async (browser: TestBrowser) => (await browser.call(teamRoutes.getTeam, {})).data;

describe('invitations', () => {
  it('invites a newcomer by email, who signs up through the link and lands in the account', async () => {
    const owner = await signUpUser(t.app, { name: 'Ada', company: 'Ada Co' });
    const email = newAddress();

    const { invitation, mail, token } = await invite(owner, email.toUpperCase());

    expect(invitation).toMatchObject({
      email,
      role: 'member',
      limitedAccess: false,
      invitedBy: 'Ada',
      expired: false,
    });
    expect(new Date(invitation.expiresAt).getTime() - new Date(invitation.sentAt).getTime()).toBe(
      INVITATION_DAYS * DAY_MS,
    );
    expect(mail.subject).toBe('Ada invited you to Ada Co on Sendwell');
    expect((await teamOf(owner.browser)).invitations.map((pending) => pending.email)).toEqual([email]);

    const preview = await new TestBrowser(t.app).call(teamRoutes.previewInvitation, { query: { token } });
    expect(preview.data).toEqual({
      accountName: 'Ada Co',
      invitedBy: 'Ada',
      email,
      role: 'member',
      hasUser: false,
      signedInEmail: null,
    });

    const { browser, response } = signUpThroughLink(token);
    expect((await response).status).toBe(201);
    expect((await response).data).toEqual({ accountId: owner.user.accountId, accountName: 'Ada Co' });
    const user = (await browser.call(userRoutes.getUser, {})).data;
    expect(user).toMatchObject({
      name: 'Zoë Ångström-Łukasiewicz',
      email,
      accountId: owner.user.accountId,
      role: 'member',
      limitedAccess: false,
      isVerified: true,
    });
    expect(user.connectedAccounts.map((account) => account.accountName)).toEqual(['Ada Co']);

    const team = await teamOf(owner.browser);
    expect(team.members.map((member) => [member.name, member.role, member.isYou])).toEqual([
      ['Ada', 'primaryOwner', true],
      ['Zoë Ångström-Łukasiewicz', 'member', false],
    ]);
    expect(team.invitations).toEqual([]);
  });

  it('refuses a link used twice, whichever way it is used, and changes nothing', async () => {
    const owner = await signUpUser(t.app);
    const email = newAddress();
    const { token } = await invite(owner, email);
    expect((await signUpThroughLink(token).response).status).toBe(201);

    const again = await signUpThroughLink(token, 'Someone Else').response;
    expect(again.status).toBe(400);
    expect(again.error).toEqual({
      code: 'INVITATION_USED',
      message: TeamMessages.invitationUsed,
      fields: { token: TeamMessages.invitationUsed },
    });
    expect(
      (await new TestBrowser(t.app).call(teamRoutes.previewInvitation, { query: { token } })).error.code,
    ).toBe('INVITATION_USED');
    const joined = await signInBrowser(t.app, email);
    expect((await joined.call(teamRoutes.acceptInvitation, { body: { token } })).error.code).toBe(
      'INVITATION_USED',
    );
    expect((await teamOf(owner.browser)).members).toHaveLength(2);
  });

  it('lets someone who already has a user sign in and accept; the account switcher then lists both accounts', async () => {
    const owner = await signUpUser(t.app, { company: 'Owner Co' });
    const existing = await signUpUser(t.app, { company: 'Own Co' });
    const { token } = await invite(owner, existing.form.email, { role: 'admin', limitedAccess: true });

    const preview = await existing.browser.call(teamRoutes.previewInvitation, { query: { token } });
    expect(preview.data).toMatchObject({ hasUser: true, signedInEmail: existing.form.email, role: 'admin' });
    const signUp = await signUpThroughLink(token).response;
    expect(signUp.status).toBe(400);
    expect(signUp.error.message).toBe(TeamMessages.hasUser(existing.form.email));

    const accepted = await existing.browser.call(teamRoutes.acceptInvitation, { body: { token } });

    expect(accepted.data).toEqual({ accountId: owner.user.accountId, accountName: 'Owner Co' });
    const user = (await existing.browser.call(userRoutes.getUser, {})).data;
    expect(user).toMatchObject({ accountId: owner.user.accountId, role: 'admin', limitedAccess: true });
    expect(user.connectedAccounts.map((account) => [account.accountName, account.isCurrent])).toEqual([
      ['Own Co', false],
      ['Owner Co', true],
    ]);
  });

  it('refuses the link to a signed-in user with another address, who joins nothing', async () => {
    const owner = await signUpUser(t.app);
    const email = newAddress();
    const { token } = await invite(owner, email);
    const stranger = await signUpUser(t.app);

    const response = await stranger.browser.call(teamRoutes.acceptInvitation, { body: { token } });

    expect(response.status).toBe(400);
    expect(response.error.message).toBe(TeamMessages.wrongUser(email));
    expect((await stranger.browser.call(userRoutes.getUser, {})).data.connectedAccounts).toHaveLength(1);
    expect((await teamOf(owner.browser)).invitations).toHaveLength(1);
  });

  it('refuses an expired link with a clear message; resending mails a new link and retires the old one', async () => {
    const owner = await signUpUser(t.app);
    const email = newAddress();
    const first = await invite(owner, email);

    clockOffsetMs = INVITATION_DAYS * DAY_MS + 60_000;
    const expired = await signUpThroughLink(first.token).response;
    expect(expired.status).toBe(400);
    expect(expired.error).toMatchObject({
      code: 'INVITATION_EXPIRED',
      message: TeamMessages.invitationExpired,
    });
    expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    expect((await teamOf(owner.browser)).invitations.map((pending) => pending.expired)).toEqual([true]);

    const resent = await owner.browser.call(teamRoutes.resendInvitation, {
      params: { id: first.invitation.id },
    });
    expect(resent.data.expired).toBe(false);
    const mail = await waitForMail(t.ctx.db, email, 'invited you to', { excluding: [first.mail] });
    const token = tokenFrom(mail, '/invitation');

    expect((await signUpThroughLink(first.token).response).error.code).toBe('INVITATION_INVALID');
    expect((await signUpThroughLink(token).response).status).toBe(201);
  });

  it('revokes a pending invitation: its link stops working', async () => {
    const owner = await signUpUser(t.app);
    const { invitation, token } = await invite(owner, newAddress());

    expect(
      (await owner.browser.call(teamRoutes.revokeInvitation, { params: { id: invitation.id } })).status,
    ).toBe(200);

    expect((await signUpThroughLink(token).response).error).toMatchObject({
      code: 'INVITATION_INVALID',
      message: TeamMessages.invitationInvalid,
    });
    expect((await teamOf(owner.browser)).invitations).toEqual([]);
    expect(
      (await owner.browser.call(teamRoutes.revokeInvitation, { params: { id: invitation.id } })).status,
    ).toBe(404);
  });

  it('refuses to invite a member or an address already invited, naming the field', async () => {
    const owner = await signUpUser(t.app);
    const email = newAddress();
    await invite(owner, email);

    const twice = await owner.browser.call(teamRoutes.invite, { body: { email, role: 'member' } });
    expect(twice.status).toBe(400);
    expect(twice.error.fields).toEqual({ email: TeamMessages.alreadyInvited(email) });
    const self = await owner.browser.call(teamRoutes.invite, {
      body: { email: owner.form.email.toUpperCase(), role: 'admin' },
    });
    expect(self.status).toBe(400);
    expect(self.error.fields).toEqual({ email: TeamMessages.alreadyMember(owner.form.email) });
    const primary = await owner.browser.request({
      method: 'POST',
      url: teamRoutes.invite.path,
      body: { email: newAddress(), role: 'primaryOwner' },
    });
    expect(primary.status).toBe(400);
    expect((await teamOf(owner.browser)).invitations).toHaveLength(1);
  });

  it('leaves inviting to admins and the primary owner', async () => {
    const owner = await signUpUser(t.app);
    // Max: room for the three members below and one invitation.
    await seedSubscription(t.ctx.db, owner.user.accountId, {
      planId: 'max',
      slab: 10_000,
      period: 'monthly',
      start: '2026-01-01T00:00:00Z',
      end: '2099-01-01T00:00:00Z',
    });
    const member = await signInNewMember(t, owner.user.accountId, { limitedAccess: false });
    const limited = await signInNewMember(t, owner.user.accountId, { limitedAccess: true, role: 'admin' });
    const admin = await signInNewMember(t, owner.user.accountId, { limitedAccess: false, role: 'admin' });

    const byMember = await member.call(teamRoutes.invite, { body: { email: newAddress(), role: 'member' } });
    expect(byMember.error).toEqual({ code: 'ADMIN_ONLY', message: RoleMessages.adminOnly });
    expect(
      (await limited.call(teamRoutes.invite, { body: { email: newAddress(), role: 'member' } })).error.code,
    ).toBe('LIMITED_ACCESS');
    expect(
      (await admin.call(teamRoutes.invite, { body: { email: newAddress(), role: 'member' } })).status,
    ).toBe(201);
  });
});

describe('members', () => {
  it('changes a role and limited access, which the member feels at once', async () => {
    const owner = await signUpUser(t.app);
    const { email, memberId } = await insertNewMember(t.ctx.db, owner.user.accountId, {
      limitedAccess: false,
    });
    const member = await signInBrowser(t.app, email);
    expect(
      (await member.call(teamRoutes.invite, { body: { email: newAddress(), role: 'member' } })).status,
    ).toBe(403);

    const promoted = await owner.browser.call(teamRoutes.updateMember, {
      params: { memberId },
      body: { role: 'admin' },
    });
    expect(promoted.data).toMatchObject({ memberId, role: 'admin', limitedAccess: false });
    expect(
      (await member.call(teamRoutes.invite, { body: { email: newAddress(), role: 'member' } })).status,
    ).toBe(201);

    await owner.browser.call(teamRoutes.updateMember, {
      params: { memberId },
      body: { limitedAccess: true },
    });
    expect((await member.call(apiKeyRoutes.create, { body: { name: 'Mine' } })).error.code).toBe(
      'LIMITED_ACCESS',
    );
    expect((await member.call(userRoutes.getUser, {})).data).toMatchObject({
      role: 'admin',
      limitedAccess: true,
    });

    const empty = await owner.browser.call(teamRoutes.updateMember, { params: { memberId }, body: {} });
    expect(empty.status).toBe(400);
  });

  it("never changes the primary owner's role or access, nor removes them", async () => {
    const owner = await signUpUser(t.app);
    const ownerMemberId = owner.user.connectedAccounts[0]!.memberId;
    const admin = await signInNewMember(t, owner.user.accountId, { limitedAccess: false, role: 'admin' });
    const member = await signInNewMember(t, owner.user.accountId, { limitedAccess: false });

    for (const body of [{ role: 'member' as const }, { limitedAccess: true }]) {
      const response = await admin.call(teamRoutes.updateMember, {
        params: { memberId: ownerMemberId },
        body,
      });
      expect(response.status).toBe(400);
      expect(response.error.message).toBe(TeamMessages.primaryOwnerFixed);
    }
    expect(
      (await admin.call(teamRoutes.removeMember, { params: { memberId: ownerMemberId } })).error.message,
    ).toBe(TeamMessages.primaryOwnerFixed);
    expect(
      (await member.call(teamRoutes.removeMember, { params: { memberId: ownerMemberId } })).error.code,
    ).toBe('ADMIN_ONLY');
    expect(
      (await owner.browser.call(teamRoutes.removeMember, { params: { memberId: ownerMemberId } })).status,
    ).toBe(400);

    const me = (await teamOf(owner.browser)).members.find((entry) => entry.memberId === ownerMemberId);
    expect(me).toMatchObject({ role: 'primaryOwner', limitedAccess: false });
  });

  it('removes a member, who is out of the account at once and keeps their user', async () => {
    const owner = await signUpUser(t.app);
    const { email, memberId } = await insertNewMember(t.ctx.db, owner.user.accountId, {
      limitedAccess: false,
    });
    const member = await signInBrowser(t.app, email);
    expect((await member.call(userRoutes.getUser, {})).status).toBe(200);

    expect((await owner.browser.call(teamRoutes.removeMember, { params: { memberId } })).status).toBe(200);

    expect((await member.call(userRoutes.getUser, {})).error.code).toBe('NO_ACCOUNT');
    expect((await teamOf(owner.browser)).members.map((entry) => entry.email)).toEqual([owner.form.email]);
    expect((await owner.browser.call(teamRoutes.removeMember, { params: { memberId } })).status).toBe(404);
    await signInBrowser(t.app, email);
  });

  it('transfers primary ownership to a member, and the former owner stays on as an admin', async () => {
    const owner = await signUpUser(t.app);
    const { email, memberId } = await insertNewMember(t.ctx.db, owner.user.accountId, {
      limitedAccess: true,
    });
    const heir = await signInBrowser(t.app, email);
    const other = await signUpUser(t.app);
    const otherMemberId = other.user.connectedAccounts[0]!.memberId;

    expect(
      (await owner.browser.call(teamRoutes.transferOwnership, { body: { memberId: otherMemberId } })).status,
    ).toBe(404);
    const toSelf = await owner.browser.call(teamRoutes.transferOwnership, {
      body: { memberId: owner.user.connectedAccounts[0]!.memberId },
    });
    expect(toSelf.error.message).toBe(TeamMessages.transferToSelf);
    expect((await heir.call(teamRoutes.transferOwnership, { body: { memberId } })).error.code).toBe(
      'LIMITED_ACCESS',
    );

    expect((await owner.browser.call(teamRoutes.transferOwnership, { body: { memberId } })).status).toBe(200);

    expect((await heir.call(userRoutes.getUser, {})).data).toMatchObject({
      role: 'primaryOwner',
      limitedAccess: false,
    });
    expect((await owner.browser.call(userRoutes.getUser, {})).data).toMatchObject({
      role: 'admin',
      limitedAccess: false,
    });
    const again = await owner.browser.call(teamRoutes.transferOwnership, { body: { memberId } });
    expect(again.error).toEqual({ code: 'OWNER_ONLY', message: RoleMessages.ownerOnly });
    const roles = (await teamOf(heir)).members.map((member) => member.role);
    expect(roles.filter((role) => role === 'primaryOwner')).toHaveLength(1);
  });
});
