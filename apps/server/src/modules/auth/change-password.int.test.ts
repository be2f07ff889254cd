import { describe, expect, it } from 'vitest';
import { authRoutes, userRoutes } from '@sendwell/contracts';
import { PasswordStrengthMessages } from '@sendwell/domain/password-strength';
import { TestBrowser } from '../../../test/http-client';
import { signInBrowser, signUpUser, TEST_PASSWORD } from '../../../test/users';
import { useTestApp } from '../../../test/integration-setup';

const NEW_PASSWORD = 'a brand new passphrase';

const t = useTestApp();

describe('change password', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const { browser, form } = await signUpUser(t.app);

    const response = await browser.call(authRoutes.changePassword, { body: { currentPassword: 'not my password', newPassword: NEW_PASSWORD } });

    expect(response.status).toBe(400);
    expect(response.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Your current password is incorrect',
      fields: { currentPassword: 'Your current password is incorrect' },
    });
    await signInBrowser(t.app, form.email, TEST_PASSWORD);
  });

  it('keeps the calling session and signs out the other sessions of the user', async () => {
    const { browser: laptop, form } = await signUpUser(t.app);
    const phone = await signInBrowser(t.app, form.email);
    const otherUser = await signUpUser(t.app);

    const response = await laptop.call(authRoutes.changePassword, { body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD } });

    expect(response.status).toBe(200);
    expect((await laptop.call(userRoutes.getUser, {})).status).toBe(200);
    expect((await phone.call(userRoutes.getUser, {})).status).toBe(401);
    expect((await otherUser.browser.call(userRoutes.getUser, {})).status).toBe(200);
    const withOld = await new TestBrowser(t.app).call(authRoutes.signIn, { body: { email: form.email, password: TEST_PASSWORD } });
    expect(withOld.status).toBe(401);
    await signInBrowser(t.app, form.email, NEW_PASSWORD);
  });

  it('holds the new password to the password rules', async () => {
    const { browser } = await signUpUser(t.app);

    const response = await browser.call(authRoutes.changePassword, { body: { currentPassword: TEST_PASSWORD, newPassword: 'short' } });

    expect(response.status).toBe(400);
    expect(response.error.fields).toEqual({ newPassword: 'Password must be at least 8 characters' });
  });

  it('refuses an easily guessed new password with the reason, and keeps the old one', async () => {
    const { browser, form } = await signUpUser(t.app);

    const response = await browser.call(authRoutes.changePassword, { body: { currentPassword: TEST_PASSWORD, newPassword: '12345678' } });

    expect(response.status).toBe(400);
    const reason = `This is a heavily used password. ${PasswordStrengthMessages.advice}`;
    expect(response.error).toEqual({ code: 'BAD_REQUEST', message: reason, fields: { newPassword: reason } });
    await signInBrowser(t.app, form.email, TEST_PASSWORD);
  });
});
