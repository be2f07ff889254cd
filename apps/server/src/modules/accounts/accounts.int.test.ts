import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { profileRoutes, userRoutes } from '@sendwell/contracts';
import { signInBrowser, signUpUser, TEST_PASSWORD } from '../../../test/users';
import { insertUser } from '../auth/auth.repository';
import { hashPassword } from '../auth/password';
import { insertMember } from './accounts.repository';
import { useTestApp } from '../../../test/integration-setup';

const t = useTestApp();

/** Ada owns her account and is also a member of Bob's. */
const adaInBobsAccount = async () => {
  const ada = await signUpUser(t.app, { name: 'Ada', company: 'Ada Co' });
  const bob = await signUpUser(t.app, { name: 'Bob', company: 'Bob Co' });
  const memberId = await insertMember(t.ctx.db, { accountId: bob.user.accountId, userId: ada.user.id, role: 'member' });
  return { ada, bob, memberId };
};

describe('connected accounts', () => {
  it('lists every account the user is a member of, the current one marked', async () => {
    const { ada, bob, memberId } = await adaInBobsAccount();

    const user = (await ada.browser.call(userRoutes.getUser, {})).data;

    expect(user.accountId).toBe(ada.user.accountId);
    expect(user.connectedAccounts).toEqual([
      { memberId: ada.user.connectedAccounts[0]!.memberId, accountId: ada.user.accountId, accountName: 'Ada Co', email: ada.form.email, role: 'primaryOwner', isCurrent: true },
      { memberId, accountId: bob.user.accountId, accountName: 'Bob Co', email: ada.form.email, role: 'member', isCurrent: false },
    ]);
  });

  it('switches to another of the user\'s accounts and remembers it for the next sign-in', async () => {
    const { ada, bob } = await adaInBobsAccount();

    const response = await ada.browser.call(userRoutes.switchAccount, { body: { accountId: bob.user.accountId } });

    expect(response.status).toBe(200);
    const user = (await ada.browser.call(userRoutes.getUser, {})).data;
    expect(user).toMatchObject({ accountId: bob.user.accountId, accountName: 'Bob Co', role: 'member', name: 'Ada' });
    expect(user.connectedAccounts.map((account) => [account.accountName, account.isCurrent])).toEqual([
      ['Ada Co', false],
      ['Bob Co', true],
    ]);
    const elsewhere = await signInBrowser(t.app, ada.form.email);
    expect((await elsewhere.call(userRoutes.getUser, {})).data.accountId).toBe(bob.user.accountId);
    // Bob's own view is untouched.
    expect((await bob.browser.call(userRoutes.getUser, {})).data.connectedAccounts).toHaveLength(1);
  });

  it('answers 404 for an account the user is not a member of, and stays put', async () => {
    const { ada } = await adaInBobsAccount();
    const carol = await signUpUser(t.app);

    for (const accountId of [carol.user.accountId, randomUUID()]) {
      const response = await ada.browser.call(userRoutes.switchAccount, { body: { accountId } });
      expect(response.status).toBe(404);
      expect(response.error).toEqual({ code: 'NOT_FOUND', message: 'Account not found' });
    }
    expect((await ada.browser.call(userRoutes.getUser, {})).data.accountId).toBe(ada.user.accountId);
  });

  it('refuses an account id that is not a uuid', async () => {
    const { browser } = await signUpUser(t.app);

    const response = await browser.call(userRoutes.switchAccount, { body: { accountId: 'not-a-uuid' } });

    expect(response.status).toBe(400);
    expect(Object.keys(response.error.fields ?? {})).toEqual(['accountId']);
  });

  it('falls back to the first account when the current membership is gone', async () => {
    const { ada, bob } = await adaInBobsAccount();
    await ada.browser.call(userRoutes.switchAccount, { body: { accountId: bob.user.accountId } });

    await t.ctx.db.deleteFrom('members').where('account_id', '=', bob.user.accountId).where('user_id', '=', ada.user.id).execute();

    const user = (await ada.browser.call(userRoutes.getUser, {})).data;
    expect(user.accountId).toBe(ada.user.accountId);
    expect(user.connectedAccounts).toHaveLength(1);
  });

  it('keeps a user who belongs to no account out of account pages but not out of their profile', async () => {
    const email = `loner.${Date.now()}@example.com`;
    await insertUser(t.ctx.db, { email, name: 'Loner', company: 'None', passwordHash: await hashPassword(TEST_PASSWORD) });
    const browser = await signInBrowser(t.app, email);

    const user = await browser.call(userRoutes.getUser, {});

    expect(user.status).toBe(403);
    expect(user.error.code).toBe('NO_ACCOUNT');
    expect((await browser.call(profileRoutes.getProfile, {})).data.email).toBe(email);
  });
});
