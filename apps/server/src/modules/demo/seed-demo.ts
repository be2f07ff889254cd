import type { AppContext } from '../../platform/context';
import { registerUser } from '../auth/sign-up';

export const DEMO_EMAIL = 'demo@sendwell.local';
export const DEMO_PASSWORD = 'sendwell-demo';

/** On the very first start, a ready demo account so a newcomer can look around at once. */
export const seedDemoIfEmpty = async (ctx: AppContext): Promise<boolean> => {
  const existing = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await registerUser(ctx, { name: 'Demo Marketer', company: 'Demo Company', email: DEMO_EMAIL, password: DEMO_PASSWORD, isVerified: true });
  return true;
};
