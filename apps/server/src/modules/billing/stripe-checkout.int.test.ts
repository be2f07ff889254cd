import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingMessages, billingRoutes, userRoutes } from '@sendwell/contracts';
import { useOwner, useTestApp, type Owner } from '../../../test/integration-setup';
import { startStripeApiPeer } from '../../../test/stripe/stripe-api-peer';
import {
  deliverStripeEvent,
  recordedStripeEvent as recorded,
  signStripeEvent as signed,
  STRIPE_SECRET_KEY as SECRET_KEY,
  stripeEnv,
} from '../../../test/stripe/stripe-events';
import { signUpUser } from '../../../test/users';

const pro = { planId: 'pro', numberOfContacts: 10_000, period: 'monthly', currency: 'INR' } as const;
/** Pro, 10,000 contacts, monthly in INR, as a first plan: ₹4,718.82 less the 10% welcome offer. */
const PRO_TOTAL = 424_694;

describe('payments through Stripe Checkout', () => {
  let peer: Awaited<ReturnType<typeof startStripeApiPeer>>;
  beforeAll(async () => {
    peer = await startStripeApiPeer(SECRET_KEY);
  });
  afterAll(async () => {
    await peer.close();
  });
  const t = useTestApp(() => ({ env: stripeEnv(peer.url) }));
  const owner = useOwner(t, 'each test');

  const checkout = async (who: Owner, requestId = randomBytes(8).toString('hex')) => {
    await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', who.user.id).execute();
    t.ctx.sessionCache.forgetUser(who.user.id);
    const response = await who.browser.call(billingRoutes.checkout, { body: { ...pro, requestId } });
    expect(response.status).toBe(201);
    const { checkoutToken } = await t.ctx.db
      .selectFrom('billing_payments')
      .select('checkout_token as checkoutToken')
      .where('id', '=', response.data.paymentId)
      .executeTakeFirstOrThrow();
    return { ...response.data, checkoutToken };
  };
  /** The recorded event, made out for a checkout of ours. */
  const eventFor = (
    name: string,
    payment: { checkoutToken: string; accountId: string; paymentId: string },
    changes: { amount?: number; id?: string } = {},
  ): string => {
    const event = recorded(name);
    const session = event.data.object as Stripe.Checkout.Session;
    session.client_reference_id = payment.checkoutToken;
    session.metadata = { ...session.metadata, ...payment };
    session.amount_total = changes.amount ?? PRO_TOTAL;
    // Each delivery in these tests is an event of its own; a replay sends the same body again.
    event.id = changes.id ?? `evt_test_${randomBytes(8).toString('hex')}`;
    return JSON.stringify(event);
  };
  const deliver = (body: string, signature?: string) => deliverStripeEvent(t.app, body, signature);
  const planOf = async (who: Owner) => (await who.browser.call(userRoutes.getUser, {})).data.planName;
  const paymentsOf = (accountId: string) =>
    t.ctx.db
      .selectFrom('billing_payments')
      .select(['status', 'provider', 'failure_reason as failureReason'])
      .where('account_id', '=', accountId)
      .execute();

  it("opens a Checkout Session for the server's price, one per payment however often Pay is clicked", async () => {
    const requestId = randomBytes(8).toString('hex');
    const first = await checkout(owner, requestId);
    const again = await checkout(owner, requestId);
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    expect(first.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const asked = peer.seen.filter((request) => request.form.get('metadata[paymentId]') === first.paymentId);
    expect(asked).toHaveLength(2);
    expect(asked[0]!.idempotencyKey).toBeTruthy();
    expect(asked[1]!.idempotencyKey).toBe(asked[0]!.idempotencyKey);
    expect(Object.fromEntries(asked[0]!.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: first.checkoutToken,
      'metadata[accountId]': owner.accountId,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': String(PRO_TOTAL),
      'line_items[0][price_data][product_data][name]': 'Pro plan, 10,000 contacts, billed monthly',
    });
    expect(await paymentsOf(owner.accountId)).toEqual([
      { status: 'pending', provider: 'stripe', failureReason: null },
    ]);
    // The browser's word changes nothing: the plan waits for Stripe's event.
    expect(await planOf(owner)).toBe('Free Trial');
  });

  it('upgrades the plan on a signed paid-session event, once however often it is delivered', async () => {
    const payment = await checkout(owner);
    const body = eventFor('checkout-session-completed', { ...payment, accountId: owner.accountId });
    const signature = signed(body);

    const first = await deliver(body, signature);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ applied: true });
    expect(await planOf(owner)).toBe('Pro');
    expect((await owner.browser.call(billingRoutes.history, {})).data.data).toHaveLength(1);

    // Stripe retries: the same event again changes nothing.
    const replay = await deliver(body, signed(body));
    expect(replay.data).toEqual({ applied: false });
    expect((await owner.browser.call(billingRoutes.history, {})).data.data).toHaveLength(1);
    expect(await paymentsOf(owner.accountId)).toEqual([
      { status: 'paid', provider: 'stripe', failureReason: null },
    ]);
  });

  it('changes nothing for a tampered, unsigned, wrongly signed or stale event', async () => {
    const payment = await checkout(owner);
    const body = eventFor('checkout-session-completed', { ...payment, accountId: owner.accountId });
    const tampered = body.replace(String(PRO_TOTAL), '100');
    expect(tampered).not.toBe(body);

    const refusals = [
      await deliver(tampered, signed(body)),
      await deliver(body),
      await deliver(body, signed(body, { secret: 'whsec_someone_else' })),
      // Captured ten minutes ago and sent again now.
      await deliver(body, signed(body, { timestamp: Math.floor(Date.now() / 1000) - 600 })),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.error.message).toBe(BillingMessages.badSignature);
    }
    expect(await planOf(owner)).toBe('Free Trial');
    expect(await paymentsOf(owner.accountId)).toEqual([
      { status: 'pending', provider: 'stripe', failureReason: null },
    ]);
  });

  it("changes nothing when the event's account is not the checkout's", async () => {
    const payment = await checkout(owner);
    const other = (await signUpUser(t.app)).user.accountId;
    const body = eventFor('checkout-session-completed', { ...payment, accountId: other });
    const response = await deliver(body, signed(body));
    expect(response.status).toBe(404);
    expect(await planOf(owner)).toBe('Free Trial');
    expect(await paymentsOf(owner.accountId)).toEqual([
      { status: 'pending', provider: 'stripe', failureReason: null },
    ]);
    expect(await paymentsOf(other)).toEqual([]);
  });

  it('records a failed payment and a short payment without changing the plan, and ignores other events', async () => {
    const failed = await checkout(owner);
    const failure = eventFor('checkout-session-async-payment-failed', {
      ...failed,
      accountId: owner.accountId,
    });
    expect((await deliver(failure, signed(failure))).data).toEqual({ applied: true });

    const short = await checkout(owner);
    const underpaid = eventFor(
      'checkout-session-completed',
      { ...short, accountId: owner.accountId },
      { amount: 100 },
    );
    expect((await deliver(underpaid, signed(underpaid))).data).toEqual({ applied: true });
    expect(await planOf(owner)).toBe('Free Trial');
    expect(await paymentsOf(owner.accountId)).toEqual(
      expect.arrayContaining([
        { status: 'failed', provider: 'stripe', failureReason: 'The payment failed.' },
        {
          status: 'failed',
          provider: 'stripe',
          failureReason: 'The amount paid does not match the price of this checkout.',
        },
      ]),
    );

    const unrelated = JSON.stringify({
      id: 'evt_1QfXzzSendwe11TestEvt0004',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_test', object: 'customer' } },
    });
    const ignored = await deliver(unrelated, signed(unrelated));
    expect(ignored.status).toBe(200);
    expect(ignored.data).toEqual({ applied: false });
  });
});
