import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingAccountRoutes,
  billingRenewalRoutes,
  billingRoutes,
  BillingMessages,
  StripeRenewalMessages,
} from '@sendwell/contracts';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { startStripeApiPeer, type STRIPE_TEST_CARDS } from '../../../test/stripe/stripe-api-peer';
import {
  deliverStripeEvent,
  recordedStripeEvent,
  signStripeEvent,
  stripeEnv,
} from '../../../test/stripe/stripe-events';
import { signUpUser } from '../../../test/users';
import { issueRenewalInvoices } from './issue-renewal-invoices';
import { handleRenewSubscriptions } from './renew-subscriptions.job';

let clock = new Date('2026-03-10T09:00:00Z');
const FIVE_MINUTES = 5 * 60_000;
const DAY = 24 * 60 * 60_000;
/** Pro, 10,000 contacts, monthly in INR, first bought with the welcome offer and renewed within its six months. */
const PRO_TOTAL = 424_694;
const eventId = () => `evt_test_${randomBytes(8).toString('hex')}`;

describe('renewals charged off session to the card a Stripe Checkout saved', () => {
  let peer: Awaited<ReturnType<typeof startStripeApiPeer>>;
  beforeAll(async () => {
    peer = await startStripeApiPeer(stripeEnv('').STRIPE_SECRET_KEY);
  });
  afterAll(async () => {
    await peer.close();
  });
  const t = useTestApp(() => ({ now: () => clock, env: stripeEnv(peer.url) }));
  const owner = useOwner(t, 'each test');

  const renew = () => handleRenewSubscriptions({ ...t.ctx, now: () => clock });
  /** Signed as Stripe signs it, at the test's clock (the server checks the signature's age against it). */
  const signed = (body: string, options: { secret?: string } = {}) =>
    signStripeEvent(body, { ...options, timestamp: Math.floor(clock.getTime() / 1000) });
  const deliver = (body: string, signature?: string) => deliverStripeEvent(t.app, body, signature);
  const customerOf = (accountId: string) => `cus_T${accountId.replaceAll('-', '').slice(0, 14)}`;

  /** Stripe's payment_intent event, recorded, made out for a PaymentIntent of ours. */
  const intentEvent = (
    type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
    intent: Partial<Stripe.PaymentIntent> & { metadata: Record<string, string> },
  ): string => {
    const event = recordedStripeEvent(
      type === 'payment_intent.succeeded' ? 'payment-intent-succeeded' : 'payment-intent-payment-failed',
    );
    Object.assign(event.data.object, intent);
    event.id = eventId();
    return JSON.stringify(event);
  };

  /** Pro bought through Stripe Checkout with this test card, and Stripe's two events for it delivered. */
  const buyPro = async (card: keyof typeof STRIPE_TEST_CARDS) => {
    await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', owner.user.id).execute();
    t.ctx.sessionCache.forgetUser(owner.user.id);
    const checkout = await owner.browser.call(billingRoutes.checkout, {
      body: {
        planId: 'pro',
        numberOfContacts: 10_000,
        period: 'monthly',
        currency: 'INR',
        requestId: randomBytes(8).toString('hex'),
      },
    });
    expect(checkout.status).toBe(201);
    const { paymentId } = checkout.data;
    const { checkoutToken } = await t.ctx.db
      .selectFrom('billing_payments')
      .select('checkout_token as checkoutToken')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    const completed = recordedStripeEvent('checkout-session-completed');
    const session = completed.data.object as Stripe.Checkout.Session;
    session.client_reference_id = checkoutToken;
    session.metadata = { accountId: owner.accountId, paymentId, checkoutToken };
    session.amount_total = PRO_TOTAL;
    completed.id = eventId();
    const paid = JSON.stringify(completed);
    expect((await deliver(paid, signed(paid))).data).toEqual({ applied: true });
    const saved = intentEvent('payment_intent.succeeded', {
      metadata: { accountId: owner.accountId, paymentId },
      customer: customerOf(owner.accountId),
      payment_method: card,
      created: Math.floor(clock.getTime() / 1000),
    });
    expect((await deliver(saved, signed(saved))).data).toEqual({ applied: true });
    return { paymentId };
  };
  const termEnd = async () =>
    (
      await t.ctx.db
        .selectFrom('billing_subscriptions')
        .select('current_period_end as end')
        .where('account_id', '=', owner.accountId)
        .executeTakeFirstOrThrow()
    ).end;
  const renewalInvoices = () =>
    t.ctx.db
      .selectFrom('billing_renewals as r')
      .innerJoin('billing_payments as p', 'p.id', 'r.payment_id')
      .select(['p.id', 'p.status', 'p.total', 'p.failure_reason as reason', 'r.declined_at as declinedAt'])
      .where('r.account_id', '=', owner.accountId)
      .execute();
  /** The PaymentIntent the peer made for a renewal invoice, as Stripe's events carry it. */
  const intentMade = (paymentId: string) =>
    peer.paymentIntents.find(
      (intent) => (intent as unknown as Stripe.PaymentIntent).metadata.paymentId === paymentId,
    ) as unknown as Stripe.PaymentIntent;
  const chargesAsked = () => peer.seen.filter((request) => request.path === '/v1/payment_intents');
  /** The idempotency keys the job charged a renewal invoice under, in order; a key asked twice is listed twice. */
  const keysAsked = (paymentId: string) =>
    chargesAsked()
      .filter((request) => request.form.get('metadata[paymentId]') === paymentId)
      .map((request) => request.idempotencyKey);
  /** The PaymentIntents Stripe made for a renewal invoice: one per charge, whatever was asked again. */
  const intentsMade = (paymentId: string) =>
    peer.paymentIntents.filter(
      (intent) => (intent as unknown as Stripe.PaymentIntent).metadata.paymentId === paymentId,
    );
  const eventsOf = (paymentIdPrefix: string) =>
    t.ctx.db
      .selectFrom('billing_events')
      .select('event_id')
      .where('provider', '=', 'stripe')
      .where('event_id', 'like', `${paymentIdPrefix}%`)
      .execute();
  const attemptsOf = (paymentId: string) =>
    t.ctx.db
      .selectFrom('billing_renewals')
      .select(['attempts', 'retry_at as retryAt'])
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
  const planOf = async () =>
    (
      await t.ctx.db
        .selectFrom('accounts')
        .select(['plan_name as plan', 'subscription_end_date as ends'])
        .where('id', '=', owner.accountId)
        .executeTakeFirstOrThrow()
    ).plan;

  it('saves the card at checkout and charges it off session once per renewal, whatever Stripe replays', async () => {
    clock = new Date('2026-03-10T09:00:00Z');
    await buyPro('pm_card_visa');
    const asked = peer.seen.filter((request) => request.form.get('metadata[accountId]') === owner.accountId);
    expect(Object.fromEntries(asked[0]!.form)).toMatchObject({
      customer_creation: 'always',
      'payment_intent_data[setup_future_usage]': 'off_session',
    });
    // The card Stripe saved is the account's, as Plans and billing shows it.
    const card = await owner.browser.call(billingAccountRoutes.getPaymentMethod, {});
    expect(card.data.card).toMatchObject({ brand: 'Visa', last4: '4242' });
    expect(
      await t.ctx.db
        .selectFrom('billing_payment_methods')
        .select(['stripe_customer_id as customer', 'stripe_payment_method_id as method'])
        .where('account_id', '=', owner.accountId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ customer: customerOf(owner.accountId), method: 'pm_card_visa' });

    const end = await termEnd();
    clock = new Date(end.getTime() + FIVE_MINUTES);
    expect(await renew()).toMatchObject({ issued: 1, charged: 1, declined: 0 });
    await renew();
    const [invoice] = await renewalInvoices();
    expect(invoice).toMatchObject({ status: 'paid', total: PRO_TOTAL, reason: null });
    expect(await termEnd()).not.toEqual(end);
    const charges = chargesAsked().filter(
      (request) => request.form.get('metadata[accountId]') === owner.accountId,
    );
    expect(charges).toHaveLength(1);
    expect(charges[0]!.idempotencyKey).toBe(`renewal-${invoice!.id}`);
    expect(Object.fromEntries(charges[0]!.form)).toMatchObject({
      amount: String(PRO_TOTAL),
      currency: 'inr',
      customer: customerOf(owner.accountId),
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      'metadata[paymentId]': invoice!.id,
      'metadata[purpose]': 'renewal',
    });

    // Stripe's own news of the charge, delivered after the job recorded it, and again: nothing more changes.
    const intent = intentMade(invoice!.id);
    const news = intentEvent('payment_intent.succeeded', { ...intent, setup_future_usage: null });
    expect(await eventsOf(`charge_${String(intent.latest_charge)}`)).toHaveLength(1);
    expect((await deliver(news, signed(news))).data).toEqual({ applied: false });
    expect((await deliver(news, signed(news))).data).toEqual({ applied: false });
    expect(await renewalInvoices()).toEqual([invoice]);

    // A card saved by an older payment, delivered late, does not replace the newer one.
    const late = intentEvent('payment_intent.succeeded', {
      metadata: { accountId: owner.accountId, paymentId: invoice!.id },
      customer: customerOf(owner.accountId),
      payment_method: 'pm_card_chargeCustomerFail',
      created: Math.floor(new Date('2026-03-01T00:00:00Z').getTime() / 1000),
    });
    expect((await deliver(late, signed(late))).data).toEqual({ applied: false });
    expect((await owner.browser.call(billingAccountRoutes.getPaymentMethod, {})).data.card).toMatchObject({
      last4: '4242',
    });
    expect(await eventsOf(`charge_${String(intent.latest_charge)}`)).toHaveLength(1);
  });

  it('records the charge once when Stripe’s event arrives before the charge call returns', async () => {
    clock = new Date('2026-03-10T09:00:00Z');
    await buyPro('pm_card_visa');
    clock = new Date((await termEnd()).getTime() + FIVE_MINUTES);
    const held = peer.holdPaymentIntents();
    const running = renew();
    const intent = (await held.arrived) as unknown as Stripe.PaymentIntent;
    const first = intentEvent('payment_intent.succeeded', { ...intent, setup_future_usage: null });
    expect((await deliver(first, signed(first))).data).toEqual({ applied: true });
    held.release();
    // The job's own record of the same charge changes nothing more.
    expect(await running).toMatchObject({ issued: 1, charged: 1, declined: 0 });
    const [invoice] = await renewalInvoices();
    expect(invoice).toMatchObject({ status: 'paid', reason: null });
    expect(await eventsOf(`charge_${String(intent.latest_charge)}`)).toHaveLength(1);
    const grants = await t.ctx.db
      .selectFrom('billing_email_grants')
      .select('period_start')
      .where('account_id', '=', owner.accountId)
      .execute();
    // The first term's credits and the renewed term's, once each.
    expect(grants).toHaveLength(2);
  });

  it('leaves a declined renewal due, with a Checkout for it on the saved customer, and the plan kept through grace', async () => {
    clock = new Date('2026-03-10T09:00:00Z');
    await buyPro('pm_card_chargeCustomerFail');
    clock = new Date((await termEnd()).getTime() + FIVE_MINUTES);
    expect(await renew()).toMatchObject({ issued: 1, charged: 0, declined: 1 });
    const [invoice] = await renewalInvoices();
    expect(invoice).toMatchObject({ status: 'pending', reason: BillingMessages.cardDeclined });
    expect(invoice!.declinedAt).not.toBeNull();
    expect(await planOf()).toBe('Pro');
    // The plan is kept until the invoice's grace period ends.
    const { graceUntil } = await t.ctx.db
      .selectFrom('billing_renewals')
      .select('grace_until as graceUntil')
      .where('payment_id', '=', invoice!.id)
      .executeTakeFirstOrThrow();
    const { ends } = await t.ctx.db
      .selectFrom('accounts')
      .select('subscription_end_date as ends')
      .where('id', '=', owner.accountId)
      .executeTakeFirstOrThrow();
    expect(ends).toEqual(graceUntil);

    const due = (
      await owner.browser.call(billingRenewalRoutes.getPendingInvoices, { query: { refreshCache: 'true' } })
    ).data;
    expect(due.isPaymentDue).toBe(true);
    expect(due.paymentLink).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(due.invoices).toMatchObject([{ id: invoice!.id, failureReason: BillingMessages.cardDeclined }]);
    const session = peer.seen.find(
      (request) =>
        request.path === '/v1/checkout/sessions' && request.form.get('metadata[paymentId]') === invoice!.id,
    );
    expect(Object.fromEntries(session!.form)).toMatchObject({
      customer: customerOf(owner.accountId),
      'line_items[0][price_data][unit_amount]': String(PRO_TOTAL),
    });

    // Stripe's payment_failed for that same charge, and a rerun of the job: nothing more.
    const body = intentEvent('payment_intent.payment_failed', intentMade(invoice!.id));
    expect((await deliver(body, signed(body))).data).toEqual({ applied: false });
    expect(await renew()).toMatchObject({ charged: 0, declined: 0 });
    expect(await renewalInvoices()).toEqual([invoice]);
  });

  it('leaves the renewal due when the bank asks the cardholder to authenticate', async () => {
    clock = new Date('2026-03-10T09:00:00Z');
    await buyPro('pm_card_authenticationRequired');
    clock = new Date((await termEnd()).getTime() + FIVE_MINUTES);
    expect(await renew()).toMatchObject({ issued: 1, charged: 0, declined: 1 });
    const [invoice] = await renewalInvoices();
    expect(invoice).toMatchObject({
      status: 'pending',
      reason: StripeRenewalMessages.authenticationRequired,
    });
    expect(await planOf()).toBe('Pro');
  });

  it("settles a renewal from Stripe's event alone, and refuses tampered events and another account's payment", async () => {
    clock = new Date('2026-03-10T09:00:00Z');
    await buyPro('pm_card_visa');
    clock = new Date((await termEnd()).getTime() + FIVE_MINUTES);
    // Issued, and the job died before it could record the charge.
    expect(await issueRenewalInvoices(t.ctx.db, clock, 'stripe')).toBe(1);
    const [invoice] = await renewalInvoices();
    const metadata = { accountId: owner.accountId, paymentId: invoice!.id, purpose: 'renewal' };
    // A charge of its own: Stripe's ids are unique, and the recorded one may be the peer's too.
    const recordedIntent = recordedStripeEvent('payment-intent-payment-failed').data.object;
    const failure = (recordedIntent as Stripe.PaymentIntent).last_payment_error!;
    const failed = intentEvent('payment_intent.payment_failed', {
      metadata,
      last_payment_error: { ...failure, charge: `ch_${randomBytes(8).toString('hex')}` },
    });

    const tampered = failed.replace('"card_declined"', '"processing_error"');
    expect(tampered).not.toBe(failed);
    const other = (await signUpUser(t.app)).user.accountId;
    const theirs = intentEvent('payment_intent.payment_failed', {
      metadata: { ...metadata, accountId: other },
    });
    const notOurs = intentEvent('payment_intent.payment_failed', {
      metadata: { ...metadata, paymentId: 'not-a-payment' },
    });
    const theirCard = intentEvent('payment_intent.succeeded', {
      metadata: { accountId: other, paymentId: invoice!.id },
      customer: 'cus_someone_else',
      payment_method: 'pm_card_chargeCustomerFail',
      created: Math.floor(clock.getTime() / 1000),
    });
    const refusals = [
      await deliver(tampered, signed(failed)),
      await deliver(failed),
      await deliver(failed, signed(failed, { secret: 'whsec_someone_else' })),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.error.message).toBe(BillingMessages.badSignature);
    }
    for (const body of [theirs, notOurs, theirCard])
      expect((await deliver(body, signed(body))).status).toBe(404);
    expect(await renewalInvoices()).toEqual([invoice]);
    expect((await owner.browser.call(billingAccountRoutes.getPaymentMethod, {})).data.card).toMatchObject({
      last4: '4242',
    });
    const theirMethods = await t.ctx.db
      .selectFrom('billing_payment_methods')
      .select('account_id')
      .where('account_id', '=', other)
      .execute();
    expect(theirMethods).toEqual([]);

    // The genuine event: the invoice is due, once however often it is delivered; the job charges it no more.
    expect((await deliver(failed, signed(failed))).data).toEqual({ applied: true });
    // The decline counts as the first attempt as soon as it is delivered: the first retry is due the next day.
    const retryAt = new Date(clock.getTime() + DAY);
    expect(await attemptsOf(invoice!.id)).toEqual({ attempts: 1, retryAt });
    expect((await deliver(failed, signed(failed))).data).toEqual({ applied: false });
    expect(await renewalInvoices()).toMatchObject([
      { status: 'pending', reason: BillingMessages.cardDeclined },
    ]);
    await renew();
    expect(keysAsked(invoice!.id)).toEqual([]);
    expect(await attemptsOf(invoice!.id)).toEqual({ attempts: 1, retryAt });

    // The first retry asks Stripe under its own key, never the first charge's, and pays the invoice.
    clock = retryAt;
    await renew();
    expect(keysAsked(invoice!.id)).toEqual([`renewal-${invoice!.id}-retry-1`]);
    expect(await renewalInvoices()).toMatchObject([{ status: 'paid', reason: null }]);
  });

  it('counts a declined charge once when Stripe’s event arrives before the charge call returns, and retries it at the same time of day in the account’s timezone', async () => {
    // London moves its clocks forward on 29 March 2026, between the decline and its first retry.
    clock = new Date('2026-02-28T09:00:00Z');
    await t.ctx.db
      .updateTable('accounts')
      .set({ settings: sql`settings || ${JSON.stringify({ timezone: 'Europe/London' })}::jsonb` })
      .where('id', '=', owner.accountId)
      .execute();
    await buyPro('pm_card_chargeCustomerFail');
    expect(await termEnd()).toEqual(new Date('2026-03-28T09:00:00Z'));
    clock = new Date('2026-03-28T09:05:00Z');
    const held = peer.holdPaymentIntents();
    const running = renew();
    const intent = (await held.arrived) as unknown as Stripe.PaymentIntent;
    const declined = intentEvent('payment_intent.payment_failed', intent);
    expect((await deliver(declined, signed(declined))).data).toEqual({ applied: true });
    held.release();
    await running;
    const [invoice] = await renewalInvoices();
    expect(invoice).toMatchObject({ status: 'pending', reason: BillingMessages.cardDeclined });
    // The job's own record of the same decline changes nothing more: one attempt, one event, the retry due at
    // 09:05 GMT's same time of day the next day, 09:05 BST.
    expect(await attemptsOf(invoice!.id)).toEqual({
      attempts: 1,
      retryAt: new Date('2026-03-29T08:05:00Z'),
    });
    expect(await eventsOf(`charge_${String(intent.latest_charge)}`)).toHaveLength(1);
    await renew();
    expect(keysAsked(invoice!.id)).toEqual([`renewal-${invoice!.id}`]);

    // Two runs at once make the first retry once, under its own key; the next is due on day 3, 09:05 BST.
    clock = new Date('2026-03-29T08:05:00Z');
    await Promise.all([renew(), renew()]);
    expect(new Set(keysAsked(invoice!.id))).toEqual(
      new Set([`renewal-${invoice!.id}`, `renewal-${invoice!.id}-retry-1`]),
    );
    expect(intentsMade(invoice!.id)).toHaveLength(2);
    expect(await attemptsOf(invoice!.id)).toEqual({
      attempts: 2,
      retryAt: new Date('2026-03-31T08:05:00Z'),
    });
  });
});
