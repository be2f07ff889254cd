import { DowngradeMessages, type DowngradeRequest, type DowngradeRequestAnswer } from '@sendwell/contracts';
import { planChange } from '@sendwell/domain';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { BadRequestError } from '../../platform/errors';
import type { AccountAuth } from '../../platform/http';
import { findDowngradeRequest, findSubscription, upsertDowngradeRequest } from './billing.repository';

type Answer = z.infer<typeof DowngradeRequestAnswer>;

/** GET /api/billing/downgrade-request: the open request, if any. */
export const getDowngradeRequest = async (db: AppContext['db'], accountId: string): Promise<Answer> => {
  const row = await findDowngradeRequest(db, accountId);
  return {
    request: row
      ? {
          planId: row.planId,
          numberOfContacts: row.contactSlab,
          period: row.period,
          requestedAt: row.createdAt.toISOString(),
        }
      : null,
  };
};

/**
 * PUT /api/billing/downgrade-request (spec 2 §2.7): a smaller plan than the paid one is asked for, never bought;
 * the request is kept for the sales team and shown to the owner. Nothing is charged or changed now.
 */
export const requestDowngrade = async (
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  auth: AccountAuth,
  body: z.infer<typeof DowngradeRequest>,
): Promise<Answer> => {
  const current = await findSubscription(db, auth.accountId);
  const change = planChange(current ? { planId: current.planId, slab: current.contactSlab } : null, {
    planId: body.planId,
    slab: body.numberOfContacts,
  });
  if (change !== 'downgrade') throw new BadRequestError(DowngradeMessages.notADowngrade);
  await upsertDowngradeRequest(db, {
    accountId: auth.accountId,
    planId: body.planId,
    contactSlab: body.numberOfContacts,
    period: body.period,
    requestedBy: auth.userId,
    at: now(),
  });
  return getDowngradeRequest(db, auth.accountId);
};
