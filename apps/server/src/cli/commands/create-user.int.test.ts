import { describe, expect, it } from 'vitest';
import { PasswordStrengthMessages } from '@sendwell/domain/password-strength';
import { signInBrowser } from '../../../test/users';
import { runCreateUser } from './create-user';
import { useTestApp } from '../../../test/integration-setup';

const t = useTestApp();

const input = (email: string, password: string) => ({ email, password, name: 'Admin Made', company: 'Console Ltd', verified: true });

describe('admin create-user', () => {
  it('refuses an easily guessed password with the reason, and creates no one', async () => {
    const email = `cli.${Date.now()}@example.com`;

    await expect(runCreateUser(t.ctx.db, input(email, 'password'))).rejects.toThrow(`This is a heavily used password. ${PasswordStrengthMessages.advice}`);

    const users = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toEqual([]);
  });

  it('creates a user who can sign in at once', async () => {
    const email = `cli.ok.${Date.now()}@example.com`;
    const { message } = await runCreateUser(t.ctx.db, input(email, 'console made passphrase'));

    expect(message).toContain(`Created user ${email}`);
    await signInBrowser(t.app, email, 'console made passphrase');
  });
});
