import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  billingAccountRoutes,
  billingRoutes,
  SANDBOX_CARDS,
  type SandboxPaymentEvent,
} from '@sendwell/contracts';
import { TestBrowser } from '../../../test/http-client';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { sandboxWebhookSecret, signSandboxEvent } from './sandbox-provider';
import { issueRenewalInvoices } from './issue-renewal-invoices';

const pro = { planId: 'pro', numberOfContacts: 10_000, period: 'monthly', currency: 'INR' } as const;
const requestId = () => randomBytes(8).toString('hex');
let clock = new Date('2026-01-31T08:00:00Z');

describe('the welcome offer on a first paid plan (spec 2 §9)', () => {
  const t = useTestApp({ now: () => clock });
  const owner = useOwner(t, 'each test');

  const verify = async () => {
    await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', owner.user.id).execute();
    t.ctx.sessionCache.forgetUser(owner.user.id);
  };
  const quote = async (body: Record<string, unknown> = {}) =>
    (
      await owner.browser.call(billingAccountRoutes.quoteCheckout, {
        body: { kind: 'plan', ...pro, ...body } as never,
      })
    ).data;
  const checkout = async (body: Record<string, unknown> = {}) =>
    (
      await owner.browser.call(billingRoutes.checkout, {
        body: { ...pro, requestId: requestId(), ...body } as never,
      })
    ).data.checkoutUrl
      .split('/')
      .at(-1)!;
  const session = async (token: string) =>
    (await new TestBrowser(t.app).call(billingRoutes.checkoutSession, { params: { token } })).data;
  const pay = async (token: string) =>
    (
      await new TestBrowser(t.app).call(billingRoutes.sandboxPay, {
        params: { token },
        body: { cardNumber: SANDBOX_CARDS.succeeds },
      })
    ).data;
  const deliver = (event: SandboxPaymentEvent) => {
    const body = JSON.stringify(event);
    return new TestBrowser(t.app).request<{ applied: boolean }>({
      method: 'POST',
      url: billingRoutes.sandboxWebhook.path,
      csrf: 'omit',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxEvent(
          sandboxWebhookSecret(t.ctx.config.secretKey),
          body,
          new Date(),
        ),
      },
      body,
    });
  };
  const plan = async () => (await owner.browser.call(billingRoutes.subscription, {})).data;
  const history = async () => (await owner.browser.call(billingRoutes.history, {})).data.data;

  it('takes 10% off the whole first plan, tax included, and charges only that', async () => {
    clock = new Date();
    await verify();
    // Pro, 10,000 contacts: ₹3,999 + ₹719.82 GST = ₹4,718.82, less ₹471.88.
    expect(await quote()).toMatchObject({
      subtotal: 399_900,
      tax: 71_982,
      discount: 47_188,
      total: 424_694,
      welcomeOffer: { percent: 10, months: 6 },
    });
    // A price sent by the browser is not read.
    expect(await quote({ total: 1, discount: 471_882 })).toMatchObject({ total: 424_694, discount: 47_188 });
    const token = await checkout({ total: 1, discount: 471_882 });
    expect(await session(token)).toMatchObject({ subtotal: 399_900, tax: 71_982, total: 424_694 });
    expect((await pay(token)).outcome).toBe('succeeded');
    // The plan costs its full price; only the payment had the offer.
    expect(await plan()).toMatchObject({ planName: 'Pro', subscriptionCost: 399_900, isOldPricing: false });
    expect(await history()).toEqual([expect.objectContaining({ amount: 424_694 })]);
  });

  it('refuses a payment event for the price without the offer, or any other amount', async () => {
    clock = new Date();
    await verify();
    const token = await checkout();
    const full: SandboxPaymentEvent = {
      id: `evt_${requestId()}`,
      type: 'payment.succeeded',
      data: { checkoutToken: token, amount: 471_882, currency: 'INR' },
    };
    expect((await deliver(full)).data).toEqual({ applied: true });
    expect(await session(token)).toMatchObject({ status: 'failed' });
    expect((await plan()).planName).toBe('Free Trial');
    expect(await history()).toEqual([]);

    // The next attempt is still the account's first plan, so it still has the offer.
    const again = await checkout();
    const paid = {
      ...full,
      id: `evt_${requestId()}`,
      data: { ...full.data, checkoutToken: again, amount: 424_694 },
    };
    expect((await deliver(paid)).data).toEqual({ applied: true });
    expect((await plan()).planName).toBe('Pro');
  });

  it('gives a second purchase and top-ups no offer', async () => {
    clock = new Date();
    await verify();
    expect((await pay(await checkout())).outcome).toBe('succeeded');
    expect(await quote({ period: 'annual' })).toMatchObject({ discount: 0, welcomeOffer: null });
    const annual = await checkout({ period: 'annual' });
    // Pro annual: ₹38,390.40 + 18% GST, in full.
    expect(await session(annual)).toMatchObject({ subtotal: 3_839_040, tax: 691_027, total: 4_530_067 });
    const topUp = (
      await owner.browser.call(billingAccountRoutes.quoteCheckout, {
        body: { kind: 'emails', topUpQuantity: 1, isRecurring: false },
      })
    ).data;
    expect(topUp).toMatchObject({ discount: 0, welcomeOffer: null, total: 177_000 });
  });

  it('keeps the offer on renewals for six months from the first purchase, then charges the full price', async () => {
    clock = new Date('2026-01-31T08:00:00Z');
    await verify();
    expect((await pay(await checkout())).outcome).toBe('succeeded');
    const renewalTotals = () =>
      t.ctx.db
        .selectFrom('billing_renewals as r')
        .innerJoin('billing_payments as p', 'p.id', 'r.payment_id')
        .select(['r.term_start as start', 'p.total', 'p.discount'])
        .where('r.account_id', '=', owner.accountId)
        .orderBy('r.term_start')
        .execute();
    // The term that starts on 30 June is the last within six months; the one from 31 July is at full price.
    const ends = ['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-07-31'];
    for (const end of ends) {
      const at = new Date(`${end}T08:00:00Z`);
      await t.ctx.db
        .updateTable('billing_subscriptions')
        .set({ current_period_end: at })
        .where('account_id', '=', owner.accountId)
        .execute();
      clock = new Date(at.getTime() + 60_000);
      expect(await issueRenewalInvoices(t.ctx.db, clock, 'sandbox')).toBe(1);
      // Settled by hand, so the next term is due at its own end.
      await t.ctx.db
        .updateTable('billing_payments')
        .set({ status: 'paid', settled_at: clock })
        .where('account_id', '=', owner.accountId)
        .where('status', '=', 'pending')
        .execute();
    }
    expect((await renewalTotals()).map(({ total, discount }) => ({ total, discount }))).toEqual([
      ...Array.from({ length: 5 }, () => ({ total: 424_694, discount: 47_188 })),
      { total: 471_882, discount: 0 },
    ]);
  });
});
