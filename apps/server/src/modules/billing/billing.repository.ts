import type { Db } from '../../db/database';

/** The account's paid subscription; undefined on the free plans. */
export const findSubscription = (db: Db, accountId: string) =>
  db
    .selectFrom('billing_subscriptions')
    .select([
      'plan_id as planId',
      'currency',
      'period',
      'contact_slab as contactSlab',
      'cost',
      'current_period_end as currentPeriodEnd',
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
