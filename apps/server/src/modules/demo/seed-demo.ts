import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppContext } from '../../platform/context';
import { ConflictError } from '../../platform/errors';
import { setContactsAllocated } from '../accounts/accounts.repository';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { registerUser } from '../auth/sign-up';
import { generateDataset } from './dataset/generate-dataset';
import { loadDataset } from './load-dataset';
import { seedDemoTemplates } from './seed-templates';
import { seedTemplateSubmissions } from './seed-template-submissions';

export const DEMO_EMAIL = 'demo@sendwell.local';
export const DEMO_PASSWORD = 'demo-lighthouse';

/** The demo account's sample data: a small, realistic account, the same on every machine (up to the date). */
export const DEMO_DATASET = {
  contacts: 5_000,
  events: 12_000,
  campaigns: 24,
  seed: 'sendwell-demo',
} as const;

/** Room for the sample contacts, so the demo opens on its data rather than on the plan-limit warning. */
export const DEMO_CONTACTS_ALLOCATED = 10_000;

const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/**
 * On the very first start (no user yet), a ready demo account so a newcomer can look around at once: about
 * 5,000 contacts with lists, segments, campaigns and their activity, store and custom events, form
 * submissions and journeys, ending today, and a handful of ready templates. Never runs again once a user exists.
 */
export const seedDemoIfEmpty = async (ctx: AppContext): Promise<boolean> => {
  const existing = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const dir = await mkdtemp(join(tmpdir(), 'sendwell-demo-'));
  try {
    // Generated before the account exists: a failure here leaves no half-made demo behind.
    await generateDataset({ ...DEMO_DATASET, now: startOfUtcDay(new Date()), out: dir });
    let accountId: string;
    let userId: string;
    try {
      ({ accountId, userId } = await registerUser(ctx, {
        name: 'Demo Marketer',
        company: 'Demo Company',
        email: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        isVerified: true,
      }));
    } catch (error) {
      // Another process seeded the demo at the same moment.
      if (error instanceof ConflictError) return false;
      throw error;
    }
    await setContactsAllocated(ctx.db, accountId, DEMO_CONTACTS_ALLOCATED);
    await seedDemoTemplates(ctx, { accountId, userId });
    try {
      await loadDataset(ctx.pool, dir, accountId, { timezone: await getAccountTimezone(ctx.db, accountId) });
      await seedTemplateSubmissions(ctx.db, accountId);
    } catch (error) {
      // The load is one transaction, so the account is simply empty; sign-in still works.
      ctx.log.error(
        `The demo account was created without its sample data: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return true;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
