import { describe, expect, it } from 'vitest';
import { AuthMessages, authRoutes } from '@sendwell/contracts';
import { TestBrowser } from '../../../test/http-client';
import { queuedMailCount, tokenFrom, waitForMail } from '../../../test/outbox';
import { signUpUser, TEST_PASSWORD } from '../../../test/users';
import { SIGN_IN_THROTTLE } from './sign-in';
import { useTestApp } from '../../../test/integration-setup';

const LOCK_SUBJECT = 'Sign-in to your Sendwell account was locked';
const WRONG = 'not the password at all';
const ATTACKER_ADDRESSES = 30;

let clock = Date.parse('2026-03-02T09:00:00Z');
const t = useTestApp({ now: () => new Date(clock) });

const letTimePass = (ms: number): void => {
  clock += ms;
};

/** Each attempt from a browser of its own, so from a network address of its own. */
const attempt = async (email: string, password: string) => {
  const response = await new TestBrowser(t.app).call(authRoutes.signIn, { body: { email, password } });
  return { status: response.status, body: response.json };
};

/** Wrong passwords from new addresses, each after any delay has passed, until the address is locked. */
const lockOut = async (email: string) => {
  const answers = [];
  for (let i = 0; i < SIGN_IN_THROTTLE.lockAfter; i++) {
    letTimePass(SIGN_IN_THROTTLE.maxDelayMs);
    answers.push(await attempt(email, WRONG));
  }
  return answers;
};

const refused = (message: string) => ({ status: 429, body: { error: { code: expect.any(String), message } } });
const incorrect = { status: 401, body: { error: { code: 'UNAUTHORIZED', message: AuthMessages.invalidCredentials } } };

describe('sign-in throttling per account', () => {
  it('stops wrong passwords for one account sent from 30 network addresses at once, the same for an unknown address', async () => {
    const { form } = await signUpUser(t.app);
    const unknown = `nobody.${form.email}`;

    for (const email of [form.email, unknown]) {
      const answers = [];
      for (let i = 0; i < ATTACKER_ADDRESSES; i++) answers.push(await attempt(email, WRONG));

      expect(answers.slice(0, SIGN_IN_THROTTLE.delayAfter)).toEqual(Array(SIGN_IN_THROTTLE.delayAfter).fill(incorrect));
      expect(answers.slice(SIGN_IN_THROTTLE.delayAfter)).toEqual(Array(ATTACKER_ADDRESSES - SIGN_IN_THROTTLE.delayAfter).fill(refused(AuthMessages.signInDelayed)));
    }
    // While it waits, not even the right password is checked.
    expect(await attempt(form.email, TEST_PASSWORD)).toEqual(refused(AuthMessages.signInDelayed));
    letTimePass(SIGN_IN_THROTTLE.firstDelayMs);
    expect((await attempt(form.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('locks the account after ten failures, mails its owner, and refuses even the right password until the lock ends', async () => {
    const { form } = await signUpUser(t.app);

    const answers = await lockOut(form.email);

    expect(answers.slice(0, -1)).toEqual(Array(SIGN_IN_THROTTLE.lockAfter - 1).fill(incorrect));
    expect(answers.at(-1)).toEqual(refused(AuthMessages.signInLocked));
    expect(AuthMessages.signInLocked).toBe('Too many failed sign-in attempts: this account is locked for 15 minutes. Please wait, or reset your password to sign in now.');
    const mail = await waitForMail(t.ctx.db, form.email, LOCK_SUBJECT);
    expect(mail.text).toContain('locked for 15 minutes');
    expect(mail.text).toContain('/forgot-password');

    for (let i = 0; i < ATTACKER_ADDRESSES - SIGN_IN_THROTTLE.lockAfter; i++) {
      expect(await attempt(form.email, WRONG)).toEqual(refused(AuthMessages.signInLocked));
    }
    expect(await attempt(form.email, TEST_PASSWORD)).toEqual(refused(AuthMessages.signInLocked));
    letTimePass(SIGN_IN_THROTTLE.lockMs - 60_000);
    expect(await attempt(form.email, TEST_PASSWORD)).toEqual(refused(AuthMessages.signInLocked));
    // The owner is told once per lock.
    expect(await queuedMailCount(t.ctx.db, form.email)).toBe(2);

    letTimePass(60_000);
    expect((await attempt(form.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('locks an unknown address with the same answers, and mails no one', async () => {
    const { form } = await signUpUser(t.app);
    const known = await lockOut(form.email);
    const unknownEmail = `nobody.${form.email}`;

    expect(await lockOut(unknownEmail)).toEqual(known);
    expect(await queuedMailCount(t.ctx.db, unknownEmail)).toBe(0);
  });

  it('lifts the lock when the password is reset', async () => {
    const { form } = await signUpUser(t.app);
    await lockOut(form.email);

    await new TestBrowser(t.app).call(authRoutes.forgotPassword, { body: { email: form.email } });
    const token = tokenFrom(await waitForMail(t.ctx.db, form.email, 'Reset your Sendwell password'), '/reset-password');
    expect((await new TestBrowser(t.app).call(authRoutes.resetPassword, { body: { token, password: 'a brand new passphrase' } })).status).toBe(200);

    expect((await attempt(form.email, 'a brand new passphrase')).status).toBe(200);
  });

  it('forgets earlier failures once the right password signs in', async () => {
    const { form } = await signUpUser(t.app);
    for (let i = 0; i < SIGN_IN_THROTTLE.delayAfter - 1; i++) expect(await attempt(form.email, WRONG)).toEqual(incorrect);
    expect((await attempt(form.email, TEST_PASSWORD)).status).toBe(200);

    for (let i = 0; i < SIGN_IN_THROTTLE.delayAfter; i++) expect(await attempt(form.email, WRONG)).toEqual(incorrect);
  });
});
