import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BillingMessages,
  billingRoutes,
  SANDBOX_CARDS,
  userRoutes,
  type SandboxPaymentEvent,
} from '@sendwell/contracts';
import { TestBrowser } from '../../../test/http-client';
import { useOwner, useTestApp, type Owner } from '../../../test/integration-setup';
import { sandboxWebhookSecret, signSandboxEvent } from './sandbox-provider';

const pro = { planId: 'pro', numberOfContacts: 10_000, period: 'monthly', currency: 'INR' } as const;
const requestId = () => randomBytes(8).toString('hex');

describe('checkout through the sandbox provider', () => {
  const t = useTestApp();
  const owner = useOwner(t, 'each test');

  const verify = async (who: Owner) => {
    await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', who.user.id).execute();
    t.ctx.sessionCache.forgetUser(who.user.id);
  };
  const checkout = async (body: Record<string, unknown> = pro) =>
    (
      await owner.browser.call(billingRoutes.checkout, {
        body: { ...pro, requestId: requestId(), ...body } as never,
      })
    ).data;
  const tokenOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1)!;
  const pay = (token: string, cardNumber: string, confirm?: boolean) =>
    new TestBrowser(t.app).call(billingRoutes.sandboxPay, {
      params: { token },
      body: { cardNumber, ...(confirm ? { confirm } : {}) },
    });
  const planOf = async () => (await owner.browser.call(userRoutes.getUser, {})).data;
  const history = async () => (await owner.browser.call(billingRoutes.history, {})).data.data;
  const deliver = (
    event: SandboxPaymentEvent,
    options: { secret?: Buffer; at?: Date; body?: string } = {},
  ) => {
    const body = options.body ?? JSON.stringify(event);
    const secret = options.secret ?? sandboxWebhookSecret(t.ctx.config.secretKey);
    return new TestBrowser(t.app).request<{ applied: boolean }>({
      method: 'POST',
      url: billingRoutes.sandboxWebhook.path,
      csrf: 'omit',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxEvent(secret, body, options.at ?? new Date()),
      },
      body,
    });
  };
  const paidEvent = (token: string, amount: number): SandboxPaymentEvent => ({
    id: `evt_${requestId()}`,
    type: 'payment.succeeded',
    data: { checkoutToken: token, amount, currency: 'INR' },
  });

  it('asks an owner who has not verified their address to do so first', async () => {
    const response = await owner.browser.call(billingRoutes.checkout, {
      body: { ...pro, requestId: requestId() },
    });
    expect(response.status).toBe(403);
    expect(response.error.message).toBe(BillingMessages.unverified);
  });

  it('upgrades a trial to Pro once the card is charged, and records the payment in the history', async () => {
    await verify(owner);
    const { checkoutUrl } = await checkout();
    const token = tokenOf(checkoutUrl);
    const session = (await new TestBrowser(t.app).call(billingRoutes.checkoutSession, { params: { token } }))
      .data;
    expect(session).toMatchObject({
      description: 'Pro plan, 10,000 contacts, billed monthly',
      subtotal: 399_900,
      tax: 71_982,
      // The account's first plan: 10% off the whole price (welcome offer).
      discount: 47_188,
      total: 424_694,
      status: 'pending',
    });
    // Nothing changes before the provider confirms.
    expect((await planOf()).planName).toBe('Free Trial');

    expect((await pay(token, SANDBOX_CARDS.succeeds)).data).toEqual({
      outcome: 'succeeded',
      message: BillingMessages.paid,
    });
    expect(await planOf()).toMatchObject({ planName: 'Pro', contactsAllocated: 10_000, trialDueDate: null });
    expect((await owner.browser.call(billingRoutes.subscription, {})).data).toMatchObject({
      planName: 'Pro',
      subscriptionType: 'monthly',
      subscriptionCost: 399_900,
      emailsAllocated: 100_000,
    });
    expect(await history()).toEqual([
      expect.objectContaining({
        transaction: 'Pro plan, 10,000 contacts, billed monthly',
        amount: 424_694,
        currency: 'INR',
        contactsAdded: 10_000,
        emailsAdded: 100_000,
      }),
    ]);
    // The link is used up.
    expect((await pay(token, SANDBOX_CARDS.succeeds)).status).toBe(409);
  });

  it('leaves the plan as it was when the card is declined, and confirms a card that asks for it', async () => {
    await verify(owner);
    const declined = tokenOf((await checkout()).checkoutUrl);
    expect((await pay(declined, SANDBOX_CARDS.declined)).data).toEqual({
      outcome: 'failed',
      message: BillingMessages.cardDeclined,
    });
    expect((await planOf()).planName).toBe('Free Trial');
    expect(await history()).toEqual([]);

    const confirming = tokenOf((await checkout()).checkoutUrl);
    expect((await pay(confirming, SANDBOX_CARDS.requiresConfirmation)).data.outcome).toBe(
      'requires_confirmation',
    );
    expect((await planOf()).planName).toBe('Free Trial');
    expect((await pay(confirming, SANDBOX_CARDS.requiresConfirmation, true)).data.outcome).toBe('succeeded');
    expect((await planOf()).planName).toBe('Pro');

    const unknownCard = await pay(
      tokenOf((await checkout({ planId: 'max' })).checkoutUrl),
      '5555 5555 5555 4444',
    );
    expect(unknownCard.status).toBe(400);
    expect(unknownCard.error.fields).toEqual({ cardNumber: BillingMessages.cardInvalid });
  });

  it('makes one payment of a double-clicked Pay', async () => {
    await verify(owner);
    const id = requestId();
    const [first, second] = await Promise.all([checkout({ requestId: id }), checkout({ requestId: id })]);
    expect(second).toEqual(first);
  });

  it('applies a replayed event once and refuses unsigned, stale and tampered ones', async () => {
    await verify(owner);
    const { checkoutUrl } = await checkout();
    const token = tokenOf(checkoutUrl);
    const event = paidEvent(token, 424_694);

    expect((await deliver(event, { secret: randomBytes(32) })).status).toBe(401);
    expect((await deliver(event, { at: new Date(Date.now() - 10 * 60_000) })).status).toBe(401);
    const tampered = await deliver(event, {
      body: JSON.stringify({ ...event, data: { ...event.data, amount: 1 } }),
    });
    expect(tampered.status).toBe(200); // signed as sent: the body and signature agree
    expect(tampered.data).toEqual({ applied: true });
    // ... but the amount is not the quote's, so the payment fails and the plan stays.
    expect((await planOf()).planName).toBe('Free Trial');
    expect(
      (await new TestBrowser(t.app).call(billingRoutes.checkoutSession, { params: { token } })).data,
    ).toMatchObject({
      status: 'failed',
    });

    const second = tokenOf((await checkout()).checkoutUrl);
    const good = paidEvent(second, 424_694);
    expect((await deliver(good)).data).toEqual({ applied: true });
    expect((await deliver(good)).data).toEqual({ applied: false });
    expect((await planOf()).planName).toBe('Pro');
    expect(await history()).toHaveLength(1);
  });

  it('treats a smaller plan as a request and the same plan as current', async () => {
    await verify(owner);
    await pay(tokenOf((await checkout()).checkoutUrl), SANDBOX_CARDS.succeeds);
    const downgrade = await owner.browser.call(billingRoutes.checkout, {
      body: { ...pro, planId: 'lite', requestId: requestId() },
    });
    expect(downgrade.error.message).toBe(BillingMessages.downgrade);
    const same = await owner.browser.call(billingRoutes.checkout, {
      body: { ...pro, requestId: requestId() },
    });
    expect(same.error.message).toBe(BillingMessages.currentPlan);
    expect(
      (
        await owner.browser.call(billingRoutes.checkout, {
          body: { ...pro, period: 'annual', requestId: requestId() },
        })
      ).status,
    ).toBe(201);
  });
});
