import { PlanLimitMessages, ShopifyBillingMessages, type PlanLimitsSummary } from '@sendwell/contracts';
import { countOf, planLimitsFor, type PlanLimitKind, type PlanLimits } from '@sendwell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { findAccount } from '../accounts/accounts.repository';
import { AppError } from '../../platform/errors';
import { findSubscription } from './billing.repository';
import { PLAN_FROZEN } from './frozen-plan';

/** The code of a refusal of one more sender email, team member or custom domain than the plan allows. */
export const PLAN_LIMIT_REACHED = 'PLAN_LIMIT_REACHED';

/** The numbers the account's plan allows now (a frozen paid plan: the Free Plan's). */
export const readPlanLimits = async (db: Db, accountId: string): Promise<PlanLimits> => {
  const [account, subscription] = await Promise.all([
    findAccount(db, accountId),
    findSubscription(db, accountId),
  ]);
  if (!account) throw new Error(`Account ${accountId} is gone`);
  return planLimitsFor({
    paidPlanId: subscription?.planId ?? null,
    freePlanName: account.planName,
    frozen: subscription?.suspended === true,
  });
};

/** How many the account has: team members count the primary owner and the invitations still pending and unexpired. */
const countUsed = async (db: Db, accountId: string, kind: PlanLimitKind, now: Date): Promise<number> => {
  const query =
    kind === 'senderEmails'
      ? db
          .selectFrom('senders')
          .select(sql<string>`count(*)`.as('n'))
          .where('account_id', '=', accountId)
      : kind === 'customDomains'
        ? db
            .selectFrom('sender_domains')
            .select(sql<string>`count(*)`.as('n'))
            .where('account_id', '=', accountId)
        : db
            .selectFrom('members')
            .select(
              sql<string>`count(*) + (select count(*) from member_invitations i where i.account_id = ${accountId}
                and i.accepted_at is null and i.revoked_at is null and i.expires_at > ${now})`.as('n'),
            )
            .where('account_id', '=', accountId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

/** GET /api/billing/plan-limits. */
export const getPlanLimits = async (db: Db, accountId: string, now: Date): Promise<PlanLimitsSummary> => {
  const [limits, senderEmails, teamMembers, customDomains] = await Promise.all([
    readPlanLimits(db, accountId),
    countUsed(db, accountId, 'senderEmails', now),
    countUsed(db, accountId, 'teamMembers', now),
    countUsed(db, accountId, 'customDomains', now),
  ]);
  return {
    planName: limits.planName,
    frozen: limits.frozen,
    senderEmails: { used: senderEmails, allowed: limits.senderEmails },
    teamMembers: { used: teamMembers, allowed: limits.teamMembers },
    customDomains: { used: customDomains, allowed: limits.customDomains },
  };
};

const refusal = (limits: PlanLimits, kind: PlanLimitKind): AppError => {
  const limit = limits[kind];
  if (limits.frozen && kind === 'senderEmails')
    return new AppError(402, PLAN_FROZEN, ShopifyBillingMessages.frozenSenders(limit));
  if (limits.frozen && kind === 'teamMembers')
    return new AppError(402, PLAN_FROZEN, ShopifyBillingMessages.frozenTeam(limit));
  return new AppError(
    402,
    PLAN_LIMIT_REACHED,
    PlanLimitMessages.reached(limits.planName, countOf(kind, limit)),
  );
};

/**
 * Writes one more sender email, invitation or custom domain only while the plan has room for it. The account's
 * row is locked for the check and the write, so two adds at once cannot both take the last place. What an
 * account has past its plan (after a downgrade or a freeze) is kept; only adding more is refused.
 */
export const withPlanRoomFor = async <T>(
  db: Db,
  accountId: string,
  kind: PlanLimitKind,
  now: Date,
  write: (trx: Db) => Promise<T>,
): Promise<T> => {
  const run = async (trx: Db): Promise<T> => {
    await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
    const limits = await readPlanLimits(trx, accountId);
    if ((await countUsed(trx, accountId, kind, now)) >= limits[kind]) throw refusal(limits, kind);
    return write(trx);
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
};
