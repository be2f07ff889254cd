import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { defineJob } from '../../platform/jobs';
import { chargeRenewalInvoice } from './charge-renewal-invoice';
import { endLapsedPlans } from './end-lapsed-plans';
import { fallBackUnpaidRenewals } from './fall-back-unpaid-renewals';
import { issueRenewalInvoices } from './issue-renewal-invoices';
import { renewalProviderFor } from './renewal-charges';
import { renewalInvoicesToCharge } from './renewals.repository';

/** Every five minutes: a term is renewed within minutes of its end, before its last day is over anywhere. */
export const RENEW_SUBSCRIPTIONS_CRON = '*/5 * * * *';

/**
 * Renews paid plans and recurring top-ups whose term has ended: issues the next term's invoices, charges the
 * saved card for each through the payment provider (again on the retry days while declined), and moves to the
 * Free Plan accounts whose renewal stayed unpaid past its grace period, or whose term was first seen after it. Every step is idempotent, so a run killed half way and run again, or two
 * runs at once, charge each term once.
 */
export const renewSubscriptionsJob = defineJob({
  name: 'renew-subscriptions',
  payload: z.object({}),
  retryLimit: 3,
});

export const handleRenewSubscriptions = async (
  ctx: Pick<AppContext, 'db' | 'log' | 'now' | 'config'>,
): Promise<{ issued: number; charged: number; declined: number; fellBack: number }> => {
  const provider = renewalProviderFor(ctx);
  const lapsed = (await endLapsedPlans(ctx.db, ctx.now())).length;
  const issued = await issueRenewalInvoices(ctx.db, ctx.now(), provider.name);
  let charged = 0;
  let declined = 0;
  for (const invoice of await renewalInvoicesToCharge(ctx.db, ctx.now())) {
    const outcome = await chargeRenewalInvoice(ctx, provider, invoice);
    if (outcome === 'succeeded') charged += 1;
    else if (outcome === 'failed') declined += 1;
  }
  const fellBack = lapsed + (await fallBackUnpaidRenewals(ctx.db, ctx.now())).length;
  const counts = { issued, charged, declined, fellBack };
  if (issued + charged + declined + fellBack > 0) ctx.log.info(counts, 'subscriptions renewed');
  return counts;
};
