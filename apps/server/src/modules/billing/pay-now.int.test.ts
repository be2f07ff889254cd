import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  billingAccountRoutes,
  billingRenewalRoutes,
  billingRoutes,
  SANDBOX_CARDS,
} from '@sendwell/contracts';
import { TestBrowser } from '../../../test/http-client';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { chargeRenewalInvoice } from './charge-renewal-invoice';
import { renewalProviderFor } from './renewal-charges';
import { handleRenewSubscriptions } from './renew-subscriptions.job';
import { renewalInvoicesToCharge } from './renewals.repository';

let clock = new Date('2026-02-05T15:00:00Z');
const at = (iso: string) => new Date(iso);

describe("'Pay now' and the automatic retries of an invoice due", () => {
  const t = useTestApp({ now: () => clock });
  const owner = useOwner(t, 'each test');
  const ctx = () => ({ ...t.ctx, now: () => clock });
  const renew = () => handleRenewSubscriptions(ctx());

  const saveCard = async (cardNumber: string) =>
    expect(
      (await owner.browser.call(billingAccountRoutes.updatePaymentMethod, { body: { cardNumber } })).status,
    ).toBe(200);
  const payAt = async (checkoutUrl: string, cardNumber: string) =>
    (
      await new TestBrowser(t.app).call(billingRoutes.sandboxPay, {
        params: { token: checkoutUrl.split('/').at(-1)! },
        body: { cardNumber },
      })
    ).data;
  /** A Pro plan bought with the card that declines renewals, and its renewal declined on 5 March (UTC). */
  const declinedRenewal = async () => {
    clock = at('2026-02-05T15:00:00Z');
    await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', owner.user.id).execute();
    t.ctx.sessionCache.forgetUser(owner.user.id);
    await saveCard(SANDBOX_CARDS.declinesRenewal);
    const checkout = await owner.browser.call(billingRoutes.checkout, {
      body: {
        planId: 'pro',
        numberOfContacts: 10_000,
        period: 'monthly',
        currency: 'INR',
        requestId: randomBytes(8).toString('hex'),
      },
    });
    expect((await payAt(checkout.data.checkoutUrl, SANDBOX_CARDS.succeeds)).outcome).toBe('succeeded');
    clock = at('2026-03-05T15:02:00Z');
    expect(await renew()).toMatchObject({ issued: 1, declined: 1 });
    const invoice = (await owner.browser.call(billingRenewalRoutes.getPendingInvoices, { query: {} })).data
      .invoices[0]!;
    return invoice;
  };
  const charges = () =>
    t.ctx.db
      .selectFrom('billing_sandbox_charges')
      .select('outcome')
      .where('account_id', '=', owner.accountId)
      .orderBy('created_at')
      .execute();
  const retryAt = async () =>
    (
      await t.ctx.db
        .selectFrom('billing_renewals')
        .select('retry_at')
        .where('account_id', '=', owner.accountId)
        .executeTakeFirstOrThrow()
    ).retry_at;
  const payNow = (id: string) =>
    owner.browser.call(billingRenewalRoutes.payPendingInvoice, { params: { id } });

  it('puts the retries off for 24 hours, and the invoice paid at the checkout is not charged again', async () => {
    const invoice = await declinedRenewal();
    expect(await retryAt()).toEqual(at('2026-03-06T15:02:00Z'));
    await saveCard(SANDBOX_CARDS.succeeds);

    clock = at('2026-03-06T10:00:00Z');
    const opened = await payNow(invoice.id);
    expect(opened.status).toBe(200);
    expect(opened.data.paymentLink).toBe(invoice.paymentLink);
    expect(await retryAt()).toEqual(at('2026-03-07T10:00:00Z'));

    // The day 1 retry waits while the owner is at the checkout.
    clock = at('2026-03-06T15:02:00Z');
    expect(await renew()).toMatchObject({ charged: 0, declined: 0 });
    expect((await payAt(opened.data.paymentLink, SANDBOX_CARDS.succeeds)).outcome).toBe('succeeded');

    clock = at('2026-03-07T10:00:00Z');
    expect(await renew()).toMatchObject({ charged: 0, declined: 0 });
    // One automatic charge (the declined renewal) and the owner's own payment: never two payments.
    expect(await charges()).toEqual([{ outcome: 'failed' }]);
    const due = await owner.browser.call(billingRenewalRoutes.getPendingInvoices, { query: {} });
    expect(due.data.isPaymentDue).toBe(false);
    expect((await payNow(invoice.id)).status).toBe(404);
  });

  it('reads the invoice again just before a retry charges, and skips one being paid or paid', async () => {
    const invoice = await declinedRenewal();
    await saveCard(SANDBOX_CARDS.succeeds);
    clock = at('2026-03-06T15:02:00Z');
    // A run reads the retry due, then the owner opens 'Pay now' before it charges.
    const [read] = await renewalInvoicesToCharge(t.ctx.db, clock);
    expect(read?.paymentId).toBe(invoice.id);
    expect((await payNow(invoice.id)).status).toBe(200);
    const provider = renewalProviderFor(t.ctx);
    expect(await chargeRenewalInvoice(ctx(), provider, read!)).toBe('skipped');

    // Paid at the checkout; a run that read it before, charging after the hold, skips it too.
    expect((await payAt(invoice.paymentLink, SANDBOX_CARDS.succeeds)).outcome).toBe('succeeded');
    clock = at('2026-03-07T16:00:00Z');
    expect(await chargeRenewalInvoice(ctx(), provider, read!)).toBe('skipped');
    expect(await charges()).toEqual([{ outcome: 'failed' }]);
  });
});
