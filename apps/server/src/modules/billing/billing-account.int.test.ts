import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BILLING_ADDRESS_MAX_LENGTH,
  BillingAccountMessages,
  billingAccountRoutes,
  billingAddressTooLong,
  BillingMessages,
  billingRoutes,
  billingUsageRoutes,
  RoleMessages,
  SANDBOX_CARDS,
  type SandboxPaymentEvent,
} from '@sendwell/contracts';
import { BILLING_ADDRESS_FIELDS, BillingAddressMessages } from '@sendwell/domain';
import { UNSAFE_TEXT } from '../../platform/text-input';
import { readPdf } from '../../../test/pdf-text';
import { deliverSandboxEvent } from '../../../test/billing-webhook';
import { TestBrowser } from '../../../test/http-client';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { signInNewMember, signUpUser } from '../../../test/users';

const DAY = 24 * 60 * 60 * 1000;
const address = {
  first_name: 'Zoë',
  last_name: 'Rao',
  company: 'Acme Traders',
  email: 'billing@example.com',
  line1: '1 MG Road',
  line2: '',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  country: 'in',
  phone: '+91 98765 43210',
  vat_number: '27aapfu0939f1zv',
};
const requestId = () => randomBytes(8).toString('hex');

describe('billing address, credit top-ups and the saved card', () => {
  const t = useTestApp();
  const owner = useOwner(t, 'each test');

  const verify = async () => {
    await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', owner.user.id).execute();
    t.ctx.sessionCache.forgetUser(owner.user.id);
  };
  /** A paid Pro plan, 10,000 contacts, billed monthly in USD, half way through its period. */
  const onPro = async (period: 'monthly' | 'annual' = 'monthly') => {
    const now = Date.now();
    await t.ctx.db
      .insertInto('billing_subscriptions')
      .values({
        account_id: owner.accountId,
        plan_id: 'pro',
        currency: 'USD',
        period,
        contact_slab: 10_000,
        cost: 4_900,
        current_period_start: new Date(now - 15 * DAY),
        current_period_end: new Date(now + 15 * DAY),
      })
      .execute();
  };
  const tokenOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1)!;
  const pay = (token: string) =>
    new TestBrowser(t.app).call(billingRoutes.sandboxPay, {
      params: { token },
      body: { cardNumber: SANDBOX_CARDS.succeeds },
    });
  const credits = () =>
    t.ctx.db
      .selectFrom('billing_credits')
      .select(['kind', 'units', 'is_recurring', 'valid_until'])
      .where('account_id', '=', owner.accountId)
      .execute();

  it('keeps the billing address by the rules of the form, for the verified primary owner alone', async () => {
    const unverified = await owner.browser.call(billingAccountRoutes.updateAddress, { body: address });
    expect(unverified.status).toBe(403);
    expect(unverified.error.message).toBe(BillingMessages.unverified);
    await verify();

    const bad = await owner.browser.call(billingAccountRoutes.updateAddress, {
      body: { ...address, company: ' ', phone: '12345678', email: 'billing@', vat_number: '27AAPFU' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error.fields).toEqual({
      company: BillingAddressMessages.required,
      phone: BillingAddressMessages.phone,
      email: BillingAddressMessages.email,
      vat_number: BillingAddressMessages.gstin,
    });
    expect((await owner.browser.call(billingAccountRoutes.getAddress, {})).data).toEqual({ address: null });

    // The GSTIN is kept in capitals for India; line 2 may be empty.
    const saved = await owner.browser.call(billingAccountRoutes.updateAddress, { body: address });
    expect(saved.data.address).toMatchObject({ country: 'IN', vat_number: '27AAPFU0939F1ZV', line2: '' });
    // Elsewhere there is no GSTIN to keep.
    const abroad = await owner.browser.call(billingAccountRoutes.updateAddress, {
      body: { ...address, country: 'DE', vat_number: 'DE123' },
    });
    expect(abroad.data.address).toMatchObject({ country: 'DE', vat_number: '' });

    const admin = await signInNewMember(t, owner.accountId, { limitedAccess: false, role: 'admin' });
    const refused = await admin.call(billingAccountRoutes.updateAddress, { body: address });
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe(RoleMessages.ownerOnly);
    expect((await admin.call(billingAccountRoutes.getAddress, {})).data.address).toMatchObject({
      first_name: 'Zoë',
      country: 'DE',
    });
  });

  it('prices top-ups on the server alone and only on a paid plan', async () => {
    await verify();
    const quote = (body: Record<string, unknown>) =>
      owner.browser.call(billingAccountRoutes.quoteCheckout, { body: body as never });
    expect((await quote({ kind: 'emails', topUpQuantity: 1 })).error.message).toBe(
      BillingAccountMessages.topUpNeedsPlan,
    );
    await onPro();
    // A price or unit count sent by the browser is ignored.
    const emails = await quote({ kind: 'emails', topUpQuantity: 3, total: 1, units: 10 ** 9, stepPrice: 1 });
    expect(emails.data).toMatchObject({
      planName: 'Pro',
      currency: 'USD',
      steps: 3,
      units: 75_000,
      stepPrice: 2_000,
      subtotal: 6_000,
      tax: 0,
      total: 6_000,
      modes: ['oneTime', 'monthly'],
    });
    // Contacts are charged pro rata: half the period is left.
    expect((await quote({ kind: 'contacts', topUpQuantity: 2 })).data).toMatchObject({
      units: 2 * 10_000,
      subtotal: 2_000,
      modes: ['oneTime'],
    });
    for (const topUpQuantity of [0, 21]) {
      const refused = await quote({ kind: 'emails', topUpQuantity });
      expect(refused.status).toBe(400);
      expect(refused.error.fields).toEqual({ topUpQuantity: BillingAccountMessages.topUpSteps });
    }
    expect((await quote({ kind: 'contacts', topUpQuantity: 1, isRecurring: true })).error.message).toBe(
      BillingAccountMessages.recurringNotOffered,
    );
    // One quote holds the plan checks too.
    expect(
      (
        await quote({
          kind: 'plan',
          planId: 'lite',
          numberOfContacts: 10_000,
          period: 'monthly',
          currency: 'USD',
        })
      ).error.message,
    ).toBe(BillingMessages.downgrade);
  });

  it('adds email credits once the payment is confirmed, once for a double click and once for a replay', async () => {
    await verify();
    await onPro();
    const id = requestId();
    const buy = () =>
      owner.browser.call(billingAccountRoutes.addTopUpToFixedPlan, {
        body: { topUpQuantity: 2, isRecurring: false, requestId: id },
      });
    const [first, second] = await Promise.all([buy(), buy()]);
    expect(first.status).toBe(201);
    expect(second.data).toEqual(first.data);
    const { paymentId, checkoutUrl } = first.data;
    const status = async () =>
      (await owner.browser.call(billingAccountRoutes.payment, { params: { paymentId } })).data;
    expect(await status()).toMatchObject({ status: 'pending', emailsAdded: 50_000 });
    expect(await credits()).toEqual([]);

    const token = tokenOf(checkoutUrl);
    const session = await new TestBrowser(t.app).call(billingRoutes.checkoutSession, { params: { token } });
    expect(session.data).toMatchObject({
      description: '50,000 extra email credits (Pro plan)',
      total: 4_000,
    });

    // The provider's event, delivered twice: credits are added once.
    const event: SandboxPaymentEvent = {
      id: `evt_${requestId()}`,
      type: 'payment.succeeded',
      data: { checkoutToken: token, amount: 4_000, currency: 'USD' },
    };
    const deliver = () => deliverSandboxEvent(t.app, t.ctx.config.secretKey, event);
    expect((await deliver()).data).toEqual({ applied: true });
    expect((await deliver()).data).toEqual({ applied: false });
    expect(await status()).toMatchObject({ status: 'paid', kind: 'emails', emailsAdded: 50_000 });
    const added = await credits();
    expect(added).toEqual([expect.objectContaining({ kind: 'emails', units: 50_000, is_recurring: false })]);
    expect(added[0]!.valid_until).not.toBeNull();
    // The plan itself is unchanged; the history shows the credits.
    expect((await owner.browser.call(billingRoutes.subscription, {})).data.contactsAllocated).toBe(10_000);
    expect((await owner.browser.call(billingRoutes.history, {})).data.data).toEqual([
      expect.objectContaining({ emailsAdded: 50_000, contactsAdded: 0, amount: 4_000 }),
    ]);
  });

  it('adds contact credits only for a paid payment, and recurring email credits until cancelled', async () => {
    await verify();
    await onPro();
    const contacts = await owner.browser.call(billingAccountRoutes.addContactsTopUpToFixedPlan, {
      body: { topUpQuantity: 1, isRecurring: false, requestId: requestId() },
    });
    const declined = await new TestBrowser(t.app).call(billingRoutes.sandboxPay, {
      params: { token: tokenOf(contacts.data.checkoutUrl) },
      body: { cardNumber: SANDBOX_CARDS.declined },
    });
    expect(declined.data.outcome).toBe('failed');
    expect(await credits()).toEqual([]);

    const again = await owner.browser.call(billingAccountRoutes.addContactsTopUpToFixedPlan, {
      body: { topUpQuantity: 1, isRecurring: false, requestId: requestId() },
    });
    await pay(tokenOf(again.data.checkoutUrl));
    const monthly = await owner.browser.call(billingAccountRoutes.addTopUpToFixedPlan, {
      body: { topUpQuantity: 1, isRecurring: true, requestId: requestId() },
    });
    await pay(tokenOf(monthly.data.checkoutUrl));
    expect(await credits()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'contacts', units: 10_000, is_recurring: false }),
        expect.objectContaining({ kind: 'emails', units: 25_000, is_recurring: true, valid_until: null }),
      ]),
    );
    expect(await credits()).toHaveLength(2);
  });

  it('refuses top-ups to members, to an unverified owner, and another account its payments', async () => {
    await onPro();
    const body = { topUpQuantity: 1, isRecurring: false, requestId: requestId() };
    const unverified = await owner.browser.call(billingAccountRoutes.addTopUpToFixedPlan, { body });
    expect(unverified.status).toBe(403);
    expect(unverified.error.message).toBe(BillingMessages.unverified);
    const member = await signInNewMember(t, owner.accountId, { limitedAccess: false });
    expect((await member.call(billingAccountRoutes.addTopUpToFixedPlan, { body })).status).toBe(403);

    await verify();
    const { paymentId } = (await owner.browser.call(billingAccountRoutes.addTopUpToFixedPlan, { body })).data;
    const other = (await signUpUser(t.app)).browser;
    expect((await other.call(billingAccountRoutes.payment, { params: { paymentId } })).status).toBe(404);
  });

  it('keeps the last four digits of a test card that would be charged', async () => {
    await verify();
    const save = (cardNumber: string) =>
      owner.browser.call(billingAccountRoutes.updatePaymentMethod, { body: { cardNumber } });
    expect((await save(SANDBOX_CARDS.declined)).error.fields).toEqual({
      cardNumber: BillingMessages.cardDeclined,
    });
    expect((await save(SANDBOX_CARDS.succeeds)).data.card).toMatchObject({ brand: 'Visa', last4: '4242' });
    expect((await owner.browser.call(billingAccountRoutes.getPaymentMethod, {})).data.card?.last4).toBe(
      '4242',
    );
  });

  it('refuses a NUL or a lone surrogate in any field of the address with a 400 naming that field', async () => {
    await verify();
    for (const field of BILLING_ADDRESS_FIELDS)
      for (const bad of ['Ac\u0000me', 'Ac\uD800me', '\uDC00']) {
        const response = await owner.browser.call(billingAccountRoutes.updateAddress, {
          body: { ...address, [field]: bad },
        });
        expect(response.status, `${field} ${JSON.stringify(bad)}`).toBe(400);
        expect(response.error.message).toBe(`${field}: ${UNSAFE_TEXT}`);
        expect(response.error.fields).toEqual({ [field]: UNSAFE_TEXT });
      }
    // Nothing was kept; a well-formed pair of surrogates (an emoji) is ordinary text.
    expect((await owner.browser.call(billingAccountRoutes.getAddress, {})).data).toEqual({ address: null });
    const emoji = await owner.browser.call(billingAccountRoutes.updateAddress, {
      body: { ...address, company: 'Acme 🚀' },
    });
    expect(emoji.data.address?.company).toBe('Acme 🚀');
  });

  it('refuses 300-character, emoji and dotless-i values with a 400 naming the field, and keeps nothing', async () => {
    await verify();
    for (const field of BILLING_ADDRESS_FIELDS) {
      const max = BILLING_ADDRESS_MAX_LENGTH[field];
      for (const long of ['x'.repeat(Math.max(300, max + 1)), '🚀'.repeat(max + 1)]) {
        const response = await owner.browser.call(billingAccountRoutes.updateAddress, {
          body: { ...address, [field]: long },
        });
        expect(response.status, `${field} ${long.length}`).toBe(400);
        expect(response.error.message).toBe(billingAddressTooLong(max));
        expect(response.error.fields).toEqual({ [field]: billingAddressTooLong(max) });
      }
    }
    // 'ın'.toUpperCase() is 'IN': a dotless i is not taken for India, nor 'ß' for 'SS' in a GSTIN.
    const dotless = await owner.browser.call(billingAccountRoutes.updateAddress, {
      body: { ...address, country: 'ın' },
    });
    expect(dotless.status).toBe(400);
    expect(dotless.error.fields).toEqual({ country: BillingAddressMessages.country });
    const eszett = await owner.browser.call(billingAccountRoutes.updateAddress, {
      body: { ...address, vat_number: '27AAPß0939F1ZV' },
    });
    expect(eszett.error.fields).toEqual({ vat_number: BillingAddressMessages.gstin });
    expect((await owner.browser.call(billingAccountRoutes.getAddress, {})).data).toEqual({ address: null });

    // At its limit, in any script, a value is kept as typed.
    const full = {
      ...address,
      line1: 'İ'.repeat(300),
      city: 'İstanbul 🌉',
      company: 'Çiçek ı'.padEnd(200, 'ş'),
    };
    const saved = await owner.browser.call(billingAccountRoutes.updateAddress, { body: full });
    expect(saved.status).toBe(200);
    expect(saved.data.address).toMatchObject({ line1: full.line1, city: full.city, company: full.company });
  });

  it("prints on the invoice the billing address the payment was made under, in the address's own script", async () => {
    await verify();
    await onPro();
    const local = { ...address, company: 'अनन्या ट्रेडिंग', first_name: 'Élodie', last_name: 'Иванова' };
    await owner.browser.call(billingAccountRoutes.updateAddress, { body: local });
    const started = await owner.browser.call(billingAccountRoutes.addTopUpToFixedPlan, {
      body: { topUpQuantity: 1, isRecurring: false, requestId: requestId() },
    });
    expect((await pay(tokenOf(started.data.checkoutUrl))).data.outcome).toBe('succeeded');
    // Changed afterwards: the invoice already issued does not change with it.
    await owner.browser.call(billingAccountRoutes.updateAddress, {
      body: { ...address, company: 'Other Company', city: 'Mumbai' },
    });
    const response = await owner.browser.request({
      method: 'GET',
      url: billingUsageRoutes.invoice.path.replace(':id', started.data.paymentId),
    });
    expect(response.status).toBe(200);
    // A change of font is a new piece of text to the viewer, which puts a space between pieces.
    const text = (await readPdf(response.bytes)).text.replace(/\s+/gu, ' ');
    expect(text).toMatch(/Billed to अनन्या/u);
    for (const line of [
      'Élodie Иванова',
      '1 MG Road',
      'Pune, Maharashtra 411001',
      'India',
      'GSTIN: 27AAPFU0939F1ZV',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('Other Company');
  });
});
