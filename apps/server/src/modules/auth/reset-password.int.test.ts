import { describe, expect, it } from 'vitest';
import { AuthMessages, authRoutes, profileRoutes, userRoutes } from '@sendwell/contracts';
import { PasswordStrengthMessages } from '@sendwell/domain/password-strength';
import { TestBrowser } from '../../../test/http-client';
import { linkFrom, queuedMailCount, tokenFrom, waitForMail } from '../../../test/outbox';
import { TEST_APP_URL } from '../../../test/test-app';
import { signInBrowser, signUpUser, TEST_PASSWORD } from '../../../test/users';
import { useTestApp } from '../../../test/integration-setup';

const RESET_SUBJECT = 'Reset your Sendwell password';
const NEW_PASSWORD = 'a brand new passphrase';

const t = useTestApp();

const requestReset = async (email: string) => {
  const response = await new TestBrowser(t.app).call(authRoutes.forgotPassword, { body: { email } });
  expect(response.status).toBe(200);
  return response;
};

describe('forgot password', () => {
  it('answers 200 for an unknown email and sends nothing', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    const response = await requestReset(email);

    expect(response.data).toEqual({ ok: true });
    expect(await queuedMailCount(t.ctx.db, email)).toBe(0);
  });

  it('mails a reset link to a known email, however it is typed', async () => {
    const { form } = await signUpUser(t.app);
    await requestReset(form.email.toUpperCase());

    const mail = await waitForMail(t.ctx.db, form.email, RESET_SUBJECT);
    const link = linkFrom(mail, '/reset-password');
    expect(link.origin).toBe(TEST_APP_URL);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });
});

describe('reset password', () => {
  it('sets the new password, signs out every session and works only once', async () => {
    const { browser: laptop, form } = await signUpUser(t.app);
    const phone = await signInBrowser(t.app, form.email);
    await requestReset(form.email);
    const token = tokenFrom(await waitForMail(t.ctx.db, form.email, RESET_SUBJECT), '/reset-password');

    const stranger = new TestBrowser(t.app);
    const reset = await stranger.call(authRoutes.resetPassword, { body: { token, password: NEW_PASSWORD } });
    expect(reset.status).toBe(200);

    expect((await laptop.call(userRoutes.getUser, {})).status).toBe(401);
    expect((await phone.call(userRoutes.getUser, {})).status).toBe(401);
    const withOld = await new TestBrowser(t.app).call(authRoutes.signIn, { body: { email: form.email, password: TEST_PASSWORD } });
    expect(withOld.status).toBe(401);
    const signedIn = await signInBrowser(t.app, form.email, NEW_PASSWORD);
    // Following a link from the inbox also proves the email.
    expect((await signedIn.call(profileRoutes.getProfile, {})).data.isVerified).toBe(true);

    const again = await stranger.call(authRoutes.resetPassword, { body: { token, password: 'yet another passphrase' } });
    expect(again.status).toBe(400);
    expect(again.error).toEqual({ code: 'BAD_REQUEST', message: 'This link is invalid or has expired' });
    expect((await signedIn.call(userRoutes.getUser, {})).status).toBe(200);
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const { form, user } = await signUpUser(t.app);
    await requestReset(form.email);
    const token = tokenFrom(await waitForMail(t.ctx.db, form.email, RESET_SUBJECT), '/reset-password');
    await t.ctx.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'resetPassword')
      .execute();

    const reset = await new TestBrowser(t.app).call(authRoutes.resetPassword, { body: { token, password: NEW_PASSWORD } });

    expect(reset.status).toBe(400);
    expect(reset.error.message).toBe(AuthMessages.invalidToken);
    await signInBrowser(t.app, form.email, TEST_PASSWORD);
  });

  it('refuses a made-up token', async () => {
    const reset = await new TestBrowser(t.app).call(authRoutes.resetPassword, { body: { token: 'made-up-token', password: NEW_PASSWORD } });
    expect(reset.status).toBe(400);
    expect(reset.error.message).toBe(AuthMessages.invalidToken);
  });

  it('refuses a verification token used as a reset token', async () => {
    const { form } = await signUpUser(t.app);
    const verifyToken = tokenFrom(await waitForMail(t.ctx.db, form.email, 'Verify your email'), '/verify');

    const reset = await new TestBrowser(t.app).call(authRoutes.resetPassword, { body: { token: verifyToken, password: NEW_PASSWORD } });

    expect(reset.status).toBe(400);
    await signInBrowser(t.app, form.email, TEST_PASSWORD);
  });

  it('keeps only the newest link working', async () => {
    const { form } = await signUpUser(t.app);
    await requestReset(form.email);
    const first = await waitForMail(t.ctx.db, form.email, RESET_SUBJECT);
    await requestReset(form.email);
    const second = await waitForMail(t.ctx.db, form.email, RESET_SUBJECT, { excluding: [first] });

    const withFirst = await new TestBrowser(t.app).call(authRoutes.resetPassword, {
      body: { token: tokenFrom(first, '/reset-password'), password: NEW_PASSWORD },
    });
    expect(withFirst.status).toBe(400);
    const withSecond = await new TestBrowser(t.app).call(authRoutes.resetPassword, {
      body: { token: tokenFrom(second, '/reset-password'), password: NEW_PASSWORD },
    });
    expect(withSecond.status).toBe(200);
  });

  it('holds the new password to the password rules', async () => {
    const response = await new TestBrowser(t.app).call(authRoutes.resetPassword, { body: { token: 'any-token', password: 'short' } });

    expect(response.status).toBe(400);
    expect(response.error.fields).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('refuses an easily guessed password with the reason, and the link still works', async () => {
    const { form } = await signUpUser(t.app);
    await requestReset(form.email);
    const token = tokenFrom(await waitForMail(t.ctx.db, form.email, RESET_SUBJECT), '/reset-password');

    const weak = await new TestBrowser(t.app).call(authRoutes.resetPassword, { body: { token, password: 'aaaaaaaa' } });

    expect(weak.status).toBe(400);
    const reason = `Repeated characters like "aaa" are easy to guess. ${PasswordStrengthMessages.advice}`;
    expect(weak.error).toEqual({ code: 'BAD_REQUEST', message: reason, fields: { password: reason } });
    await signInBrowser(t.app, form.email, TEST_PASSWORD);
    expect((await new TestBrowser(t.app).call(authRoutes.resetPassword, { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
  });
});
