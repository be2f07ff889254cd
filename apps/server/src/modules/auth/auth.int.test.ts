import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AuthMessages, authRoutes, userRoutes } from '@sendwell/contracts';
import { checkPasswordStrength, PasswordStrengthMessages } from '@sendwell/domain/password-strength';
import { TestBrowser } from '../../../test/http-client';
import { linkFrom, queuedMailCount, tokenFrom, waitForMail } from '../../../test/outbox';
import { TEST_APP_URL } from '../../../test/test-app';
import { newSignUp, signInBrowser, signUpUser, TEST_PASSWORD } from '../../../test/users';
import { useTestApp } from '../../../test/integration-setup';

const DAY_MS = 24 * 60 * 60 * 1000;
const VERIFY_SUBJECT = 'Verify your email';

const t = useTestApp();

const usersWithEmail = async (email: string): Promise<number> => {
  const row = await t.ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.count;
};

describe('sign-up', () => {
  it('creates the user with an account on the free trial; the emailed link verifies the address and signs in', async () => {
    const browser = new TestBrowser(t.app);
    const form = newSignUp({ email: `Grace.${Date.now()}@Example.COM`, name: 'Grace Hopper', company: 'Compilers Inc' });
    const before = Date.now();
    const signUp = await browser.call(authRoutes.signUp, { body: form });
    const after = Date.now();

    expect(signUp.status).toBe(201);
    expect(signUp.data).toEqual({ ok: true });
    expect(browser.sessionCookie).toBeUndefined();
    expect((await browser.call(userRoutes.getUser, {})).status).toBe(401);

    const mail = await waitForMail(t.ctx.db, form.email, VERIFY_SUBJECT);
    expect(mail.subject).toBe('Verify your email for Sendwell');
    // The link may be opened in another browser than the one that signed up.
    const elsewhere = new TestBrowser(t.app);
    expect((await elsewhere.call(authRoutes.verifyEmail, { body: { token: tokenFrom(mail, '/verify') } })).status).toBe(200);
    expect(elsewhere.sessionCookie).toBeDefined();

    const user = (await elsewhere.call(userRoutes.getUser, {})).data;
    expect(user).toMatchObject({
      name: 'Grace Hopper',
      email: form.email.toLowerCase(),
      isVerified: true,
      accountName: 'Compilers Inc',
      role: 'primaryOwner',
      planName: 'Free Trial',
      contactsAllocated: 2500,
      subscriptionEndDate: null,
      limitedAccess: false,
    });
    const trialDue = Date.parse(user.trialDueDate!);
    expect(trialDue).toBeGreaterThanOrEqual(before + 21 * DAY_MS - 1000);
    expect(trialDue).toBeLessThanOrEqual(after + 21 * DAY_MS + 1000);
    expect(user.connectedAccounts).toEqual([
      { memberId: expect.any(String), accountId: user.accountId, accountName: 'Compilers Inc', email: user.email, role: 'primaryOwner', isCurrent: true },
    ]);
  });

  it('verifies the email exactly once, also for a user already signed in with the password', async () => {
    const { browser, form } = await signUpUser(t.app);
    expect((await browser.call(userRoutes.getUser, {})).data.isVerified).toBe(false);
    const mail = await waitForMail(t.ctx.db, form.email, VERIFY_SUBJECT);
    expect(mail.html).toContain('/verify?token=');
    const token = tokenFrom(mail, '/verify');

    const elsewhere = new TestBrowser(t.app);
    expect((await elsewhere.call(authRoutes.verifyEmail, { body: { token } })).status).toBe(200);
    expect((await browser.call(userRoutes.getUser, {})).data.isVerified).toBe(true);

    const again = await new TestBrowser(t.app).call(authRoutes.verifyEmail, { body: { token } });
    expect(again.status).toBe(400);
    expect(again.error.message).toBe('This link is invalid or has expired');
  });

  it('answers a registered address exactly as a new one, and tells its owner by email', async () => {
    const { form: owner } = await signUpUser(t.app);
    const [local, domain] = owner.email.split('@');
    const signUpAs = async (email: string) => {
      const browser = new TestBrowser(t.app);
      const response = await browser.call(authRoutes.signUp, { body: newSignUp({ email }) });
      const setCookies = ([] as string[]).concat((response.headers['set-cookie'] as string[] | string | undefined) ?? []);
      const cookieNames = setCookies.map((cookie) => cookie.split('=')[0]).sort();
      return { status: response.status, body: response.json, cookieNames, signedIn: browser.sessionCookie !== undefined };
    };

    const registered = await signUpAs(`${local!.toUpperCase()}@${domain!.toUpperCase()}`);
    const fresh = await signUpAs(`new.${owner.email}`);

    expect(registered).toEqual(fresh);
    expect(registered).toEqual({ status: 201, body: { ok: true }, cookieNames: [], signedIn: false });
    expect(await usersWithEmail(owner.email)).toBe(1);

    const note = await waitForMail(t.ctx.db, owner.email, 'Someone tried to sign up');
    expect(note.subject).toBe('Someone tried to sign up to Sendwell with your email');
    expect(linkFrom(note, '/login').origin).toBe(TEST_APP_URL);
    expect(linkFrom(note, '/forgot-password').origin).toBe(TEST_APP_URL);
    // The owner's password and account are untouched.
    await signInBrowser(t.app, owner.email, TEST_PASSWORD);
  });

  it('lets only one of two simultaneous sign-ups with the same email create a user, and answers both alike', async () => {
    const form = newSignUp();
    const [first, second] = await Promise.all([
      new TestBrowser(t.app).call(authRoutes.signUp, { body: form }),
      new TestBrowser(t.app).call(authRoutes.signUp, { body: { ...form, email: form.email.toUpperCase() } }),
    ]);

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.json).toEqual(second.json);
    expect(await usersWithEmail(form.email)).toBe(1);
  });

  it('answers invalid fields with 400 and the messages the form shows', async () => {
    const browser = new TestBrowser(t.app);
    const response = await browser.call(authRoutes.signUp, {
      body: { name: '  ', company: '', email: 'not-an-email', password: 'short' },
    });

    expect(response.status).toBe(400);
    expect(response.error.code).toBe('VALIDATION_FAILED');
    expect(response.error.fields).toEqual({
      name: 'Please enter your name',
      company: 'Please enter your company',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(await usersWithEmail('not-an-email')).toBe(0);
  });

  it.each(['password', '12345678', 'aaaaaaaa'])('refuses the easily guessed password "%s" with the reason, and writes nothing', async (password) => {
    const form = newSignUp({ password });
    const strength = checkPasswordStrength(password, [form.email, form.name, form.company]);
    if (strength.ok) throw new Error(`"${password}" should be refused`);

    const response = await new TestBrowser(t.app).call(authRoutes.signUp, { body: form });

    expect(response.status).toBe(400);
    expect(response.error).toEqual({ code: 'BAD_REQUEST', message: strength.reason, fields: { password: strength.reason } });
    expect(strength.reason).toMatch(new RegExp(`^(This is a heavily used password|Repeated characters like "aaa" are easy to guess)\\. ${PasswordStrengthMessages.advice}$`));
    expect(await usersWithEmail(form.email)).toBe(0);
  });

  it("starts the user and the account in the browser's timezone", async () => {
    const { user } = await signUpUser(t.app, { timezone: 'Pacific/Kiritimati' });
    expect(user.accountAdminSettings.timezone).toBe('Pacific/Kiritimati');
    const profile = await t.ctx.db.selectFrom('users').select('timezone').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(profile.timezone).toBe('Pacific/Kiritimati');
  });

  it('starts on UTC when the browser names a zone the server does not know, or none', async () => {
    for (const timezone of ['Mars/Olympus_Mons', undefined]) {
      const { user } = await signUpUser(t.app, { timezone });
      expect(user.accountAdminSettings.timezone).toBe('UTC');
    }
  });

  it('refuses a timezone that is not a zone name with a 400 naming the field, and writes nothing', async () => {
    const form = newSignUp({ timezone: 'Europe/Paris; drop table users' });
    const response = await new TestBrowser(t.app).call(authRoutes.signUp, { body: form });
    expect(response.status).toBe(400);
    expect(response.error.fields).toEqual({ timezone: 'Please choose a valid timezone' });
    expect(await usersWithEmail(form.email)).toBe(0);
  });

  it('writes nothing when sign-up fails half-way', async () => {
    // Creating the account fails inside the sign-up transaction; the user inserted before it must not remain.
    await sql`
      create function refuse_account() returns trigger language plpgsql as $$ begin raise exception 'account creation refused'; end $$;
      create trigger refuse_account before insert on accounts for each row execute function refuse_account();
    `.execute(t.ctx.db);
    const form = newSignUp();
    const browser = new TestBrowser(t.app);
    try {
      const response = await browser.call(authRoutes.signUp, { body: form });
      expect(response.status).toBe(500);
      expect(response.error).toEqual({ code: 'INTERNAL', message: 'Something went wrong' });
    } finally {
      await sql`drop trigger refuse_account on accounts; drop function refuse_account();`.execute(t.ctx.db);
    }

    expect(browser.sessionCookie).toBeUndefined();
    expect(await usersWithEmail(form.email)).toBe(0);
    expect(await queuedMailCount(t.ctx.db, form.email)).toBe(0);

    // The same email can sign up once the fault is gone.
    expect((await browser.call(authRoutes.signUp, { body: form })).status).toBe(201);
  });
});

describe('resend verification', () => {
  it('sends a new link and the old one stops working', async () => {
    const { browser, form } = await signUpUser(t.app);
    const first = await waitForMail(t.ctx.db, form.email, VERIFY_SUBJECT);

    const resend = await browser.call(authRoutes.resendVerification, {});
    expect(resend.status).toBe(200);
    const second = await waitForMail(t.ctx.db, form.email, VERIFY_SUBJECT, { excluding: [first] });
    expect(tokenFrom(second, '/verify')).not.toBe(tokenFrom(first, '/verify'));

    const old = await browser.call(authRoutes.verifyEmail, { body: { token: tokenFrom(first, '/verify') } });
    expect(old.status).toBe(400);
    expect(old.error.message).toBe(AuthMessages.invalidToken);
    expect((await browser.call(authRoutes.verifyEmail, { body: { token: tokenFrom(second, '/verify') } })).status).toBe(200);
  });

  it('answers 409 once the email is verified, and sends nothing', async () => {
    const { browser, form } = await signUpUser(t.app);
    const mail = await waitForMail(t.ctx.db, form.email, VERIFY_SUBJECT);
    await browser.call(authRoutes.verifyEmail, { body: { token: tokenFrom(mail, '/verify') } });

    const resend = await browser.call(authRoutes.resendVerification, {});
    expect(resend.status).toBe(409);
    expect(resend.error).toEqual({ code: 'ALREADY_VERIFIED', message: 'Your email is already verified' });
    expect(await queuedMailCount(t.ctx.db, form.email)).toBe(1);
  });
});

describe('resend from the sign-up screen, signed out', () => {
  it('sends a new link to an address not yet verified, and answers the same for any other address', async () => {
    const form = newSignUp();
    await new TestBrowser(t.app).call(authRoutes.signUp, { body: form });
    const first = await waitForMail(t.ctx.db, form.email, VERIFY_SUBJECT);
    const { form: verified } = await signUpUser(t.app);
    await new TestBrowser(t.app).call(authRoutes.verifyEmail, { body: { token: tokenFrom(await waitForMail(t.ctx.db, verified.email, VERIFY_SUBJECT), '/verify') } });
    const unknown = `nobody.${form.email}`;

    const answers = [];
    for (const email of [form.email, verified.email, unknown]) {
      const response = await new TestBrowser(t.app).call(authRoutes.resendSignUpEmail, { body: { email } });
      answers.push({ status: response.status, body: response.json });
    }

    expect(answers).toEqual(Array(3).fill({ status: 200, body: { ok: true } }));
    const second = await waitForMail(t.ctx.db, form.email, VERIFY_SUBJECT, { excluding: [first] });
    const browser = new TestBrowser(t.app);
    expect((await browser.call(authRoutes.verifyEmail, { body: { token: tokenFrom(second, '/verify') } })).status).toBe(200);
    expect((await browser.call(userRoutes.getUser, {})).data.email).toBe(form.email);
    expect(await queuedMailCount(t.ctx.db, verified.email)).toBe(1);
    expect(await queuedMailCount(t.ctx.db, unknown)).toBe(0);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password, whatever the case of the email', async () => {
    const { form } = await signUpUser(t.app);
    const browser = new TestBrowser(t.app);

    const signIn = await browser.call(authRoutes.signIn, { body: { email: `  ${form.email.toUpperCase()} `, password: TEST_PASSWORD } });

    expect(signIn.status).toBe(200);
    expect(browser.sessionCookie).toBeDefined();
    expect((await browser.call(userRoutes.getUser, {})).data.email).toBe(form.email);
  });

  it('gives one answer for a wrong password and an unknown email', async () => {
    const { form } = await signUpUser(t.app);
    const browser = new TestBrowser(t.app);

    const wrongPassword = await browser.call(authRoutes.signIn, { body: { email: form.email, password: 'not the password' } });
    const unknownEmail = await browser.call(authRoutes.signIn, { body: { email: `nobody.${form.email}`, password: TEST_PASSWORD } });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.error.message).toBe('Incorrect email or password');
    }
    expect(wrongPassword.json).toEqual(unknownEmail.json);
    expect(browser.sessionCookie).toBeUndefined();
    expect((await browser.call(userRoutes.getUser, {})).status).toBe(401);
  });

  it('ends the session on sign-out, also for a copy of the cookie', async () => {
    const { form } = await signUpUser(t.app);
    const browser = await signInBrowser(t.app, form.email);
    const stolen = new TestBrowser(t.app);
    stolen.cookies.set('sid', browser.sessionCookie!);
    expect((await stolen.call(userRoutes.getUser, {})).status).toBe(200);

    expect((await browser.call(authRoutes.signOut, {})).status).toBe(200);

    expect(browser.sessionCookie).toBeUndefined();
    const afterSignOut = await browser.call(userRoutes.getUser, {});
    expect(afterSignOut.status).toBe(401);
    expect(afterSignOut.error).toEqual({ code: 'UNAUTHORIZED', message: AuthMessages.signInRequired });
    expect((await stolen.call(userRoutes.getUser, {})).status).toBe(401);
  });

  it('keeps other sessions of the user when one signs out', async () => {
    const { browser: laptop, form } = await signUpUser(t.app);
    const phone = await signInBrowser(t.app, form.email);

    await phone.call(authRoutes.signOut, {});

    expect((await laptop.call(userRoutes.getUser, {})).status).toBe(200);
  });
});
