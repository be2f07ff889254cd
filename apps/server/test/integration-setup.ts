import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp, type TestAppOverrides } from './test-app';
import { signUpUser, type SignedUpUser } from './users';

/**
 * The shared start of an integration test file: the real app, started before the file's first test and
 * closed after its last. Read it inside tests and hooks (it is there once the file's hooks have run):
 *
 *   const t = useTestApp();
 *   const owner = useOwner(t, 'each test');
 *   it('…', async () => { await seedList(t.ctx.db, owner.accountId, 'Newsletter'); });
 */
export const useTestApp = (overrides: TestAppOverrides | (() => TestAppOverrides) = {}): TestApp => {
  const late = lateTestApp();
  beforeAll(async () => {
    // A function is read when the app starts, after the caller's earlier hooks (a mail server started first, say).
    await late.start(typeof overrides === 'function' ? overrides() : overrides);
  });
  afterAll(async () => {
    await late.t.close();
  });
  return late.t;
};

/**
 * A test app handed out before it starts, for code that is written before the hooks run (tables of calls,
 * helpers): reading it before `start` throws, closing it before then does nothing.
 */
export const lateTestApp = (): { t: TestApp; start(overrides?: TestAppOverrides): Promise<TestApp> } => {
  let started: TestApp | undefined;
  const current = (): TestApp => {
    if (!started) throw new Error('The test app starts in beforeAll: read it inside a test or a hook.');
    return started;
  };
  return {
    t: {
      get app() {
        return current().app;
      },
      get ctx() {
        return current().ctx;
      },
      close: async () => {
        await started?.close();
      },
    },
    start: async (overrides = {}) => {
      started = await createTestApp(overrides);
      return started;
    },
  };
};

/** A user who signed up (so owns a new account), signed in in their own browser. */
export interface Owner extends SignedUpUser {
  accountId: string;
}

/**
 * Signs up an owner with a new account of their own: once for the whole file, or again before each test so
 * that tests share nothing. Call after useTestApp, so the app is up first; hooks of the caller's that run
 * after this one (a beforeEach seeding the account, say) can read it.
 */
export const useOwner = (t: TestApp, when: 'once' | 'each test' = 'once'): Owner => {
  let signedUp: SignedUpUser | undefined;
  const signUp = async () => {
    signedUp = await signUpUser(t.app);
  };
  if (when === 'once') beforeAll(signUp);
  else beforeEach(signUp);
  const current = (): SignedUpUser => {
    if (!signedUp) throw new Error('The owner signs up in a hook: read it inside a test or a later hook.');
    return signedUp;
  };
  return {
    get browser() {
      return current().browser;
    },
    get form() {
      return current().form;
    },
    get user() {
      return current().user;
    },
    get accountId() {
      return current().user.accountId;
    },
  };
};
