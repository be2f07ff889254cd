import { ShopifyBillingMessages } from '@sendwell/contracts';
import { FREE_PLAN_LIMITS } from '@sendwell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/errors';
import { findSubscription } from './billing.repository';

/** The code of a refusal made because Shopify holds the account's paid subscription frozen. */
export const PLAN_FROZEN = 'PLAN_FROZEN';

/** Whether Shopify holds the account's paid plan frozen (its paid features suspended until it is active again). */
export const isPlanFrozen = async (db: Db, accountId: string): Promise<boolean> =>
  (await findSubscription(db, accountId))?.suspended === true;

/** Refuses buying credits while the plan is frozen: they would add to a plan whose paid features are paused. */
export const assertNotFrozenForTopUp = async (db: Db, accountId: string): Promise<void> => {
  if (await isPlanFrozen(db, accountId))
    throw new AppError(402, PLAN_FROZEN, ShopifyBillingMessages.frozenTopUp);
};

/**
 * While the plan is frozen the account has the Free Plan's sender emails and team size: adding a sender or
 * inviting a member past them is refused with the reason (what the account has already is kept).
 */
export const assertFrozenRoomFor = async (
  db: Db,
  accountId: string,
  what: 'senderEmails' | 'teamMembers',
): Promise<void> => {
  if (!(await isPlanFrozen(db, accountId))) return;
  const limit = FREE_PLAN_LIMITS[what];
  const counted =
    what === 'senderEmails'
      ? db
          .selectFrom('senders')
          .select(sql<string>`count(*)`.as('n'))
          .where('account_id', '=', accountId)
      : db
          .selectFrom('members')
          .select(
            sql<string>`count(*) + (select count(*) from member_invitations i where i.account_id = ${accountId}
              and i.accepted_at is null and i.revoked_at is null)`.as('n'),
          )
          .where('account_id', '=', accountId);
  const { n } = await counted.executeTakeFirstOrThrow();
  if (Number(n) < limit) return;
  const message =
    what === 'senderEmails'
      ? ShopifyBillingMessages.frozenSenders(limit)
      : ShopifyBillingMessages.frozenTeam(limit);
  throw new AppError(402, PLAN_FROZEN, message);
};
