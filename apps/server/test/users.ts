import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authRoutes, userRoutes, type SignUpRequest, type UserInfo } from '@sendwell/contracts';
import type { Db } from '../src/db/database';
import { insertMember } from '../src/modules/accounts/accounts.repository';
import { insertUser } from '../src/modules/auth/auth.repository';
import { hashPassword } from '../src/modules/auth/password';
import { TestBrowser } from './http-client';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct horse battery';

/** A sign-up form with an email no other test uses. */
export const newSignUp = (overrides: Partial<SignUpRequest> = {}): SignUpRequest => ({
  name: 'Ada Lovelace',
  company: 'Analytical Engines Ltd',
  email: `ada.${randomBytes(5).toString('hex')}@example.com`,
  password: TEST_PASSWORD,
  ...overrides,
});

export interface SignedUpUser {
  browser: TestBrowser;
  form: SignUpRequest;
  user: UserInfo;
}

/**
 * Signs up through the API in a new browser, then signs in with the password (sign-up itself starts no
 * session), leaving the email unverified as a newcomer who has not opened the link yet.
 */
export const signUpUser = async (app: FastifyInstance, overrides: Partial<SignUpRequest> = {}): Promise<SignedUpUser> => {
  const browser = new TestBrowser(app);
  const form = newSignUp(overrides);
  const signUp = await browser.call(authRoutes.signUp, { body: form });
  if (signUp.status !== 201) throw new Error(`Sign-up failed with ${signUp.status}: ${signUp.text}`);
  const signIn = await browser.call(authRoutes.signIn, { body: { email: form.email, password: form.password } });
  if (signIn.status !== 200) throw new Error(`Sign-in after sign-up failed with ${signIn.status}: ${signIn.text}`);
  const user = (await browser.call(userRoutes.getUser, {})).data;
  return { browser, form, user };
};

/** Signs in an existing user in a new browser (a second device). */
export const signInBrowser = async (app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<TestBrowser> => {
  const browser = new TestBrowser(app);
  const response = await browser.call(authRoutes.signIn, { body: { email, password } });
  if (response.status !== 200) throw new Error(`Sign-in failed with ${response.status}: ${response.text}`);
  return browser;
};

/** A new user who belongs to `accountId` only (a member unless said), with or without limited access. */
export const insertNewMember = async (
  db: Db,
  accountId: string,
  options: { limitedAccess: boolean; role?: 'admin' | 'member'; name?: string },
): Promise<{ email: string; userId: string; memberId: string }> => {
  const email = `member.${randomBytes(5).toString('hex')}@example.com`;
  const userId = await insertUser(db, {
    email,
    name: options.name ?? 'Team Member',
    company: '',
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  const memberId = await insertMember(db, {
    accountId,
    userId,
    role: options.role ?? 'member',
    limitedAccess: options.limitedAccess,
  });
  return { email, userId, memberId };
};

/** A new member of `accountId` only (see insertNewMember), signed in in a new browser. */
export const signInNewMember = async (
  { app, ctx }: TestApp,
  accountId: string,
  options: { limitedAccess: boolean; role?: 'admin' | 'member' },
): Promise<TestBrowser> => signInBrowser(app, (await insertNewMember(ctx.db, accountId, options)).email);
