import { describe, expect, it } from 'vitest';
import { billingRoutes, BillingMessages, integrationRoutes } from '@sendwell/contracts';
import { IntegrationMessages } from '@sendwell/domain';
import { seedContacts } from '../../../test/fixtures';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { seedSubscription, setAccountTimezone } from '../../../test/billing-usage';

const INDIAN_ADDRESS = {
  first_name: 'Asha',
  last_name: 'Rao',
  company: 'Acme Traders',
  email: 'billing@example.com',
  line1: '1 MG Road',
  line2: '',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  country: 'IN',
  phone: '+91 98765 43210',
  vat_number: '',
};

describe('billing', () => {
  const t = useTestApp();
  const owner = useOwner(t, 'each test');

  it('lists each plan in each currency and period, priced per month by slab', async () => {
    const { plans, slabs } = (await owner.browser.call(billingRoutes.plans, {})).data;
    expect(plans).toHaveLength(3 * 2 * 2);
    expect(slabs.at(-1)).toBe(250_000);
    const liteInrMonthly = plans.find(
      (p) => p.id === 'lite' && p.currency_code === 'INR' && p.period === 'monthly',
    );
    expect(liteInrMonthly?.tiers[0]).toEqual({ starting_unit: 1, ending_unit: 2_500, price: 129_900 });
    expect(liteInrMonthly?.tiers.at(-1)?.ending_unit).toBe(50_000);
    const proUsdAnnual = plans.find(
      (p) => p.id === 'pro' && p.currency_code === 'USD' && p.period === 'annual',
    );
    expect(proUsdAnnual?.tiers[1]).toEqual({ starting_unit: 2_501, ending_unit: 10_000, price: 3_920 });
    expect(proUsdAnnual?.features).toMatchObject({
      teamMembers: 3,
      activeJourneys: 10,
      emailsPerContact: 10,
    });
  });

  it("shows INR first for India, by the billing address or else the account's timezone, and USD elsewhere", async () => {
    const defaultCurrency = async () =>
      (await owner.browser.call(billingRoutes.plans, {})).data.defaultCurrency;
    expect(await defaultCurrency()).toBe('USD');
    await setAccountTimezone(t.ctx.db, owner.accountId, 'Asia/Kolkata');
    expect(await defaultCurrency()).toBe('INR');
    // The billing address says where the account is billed, whatever its timezone.
    const address = { ...INDIAN_ADDRESS, country: 'DE', vat_number: '' };
    await t.ctx.db
      .insertInto('billing_addresses')
      .values({ account_id: owner.accountId, ...address })
      .execute();
    expect(await defaultCurrency()).toBe('USD');
    await setAccountTimezone(t.ctx.db, owner.accountId, 'Europe/Berlin');
    await t.ctx.db
      .updateTable('billing_addresses')
      .set({ country: 'IN' })
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(await defaultCurrency()).toBe('INR');
    // A paid plan is billed on in its own currency.
    await seedSubscription(t.ctx.db, owner.accountId, {
      planId: 'pro',
      slab: 10_000,
      period: 'monthly',
      start: '2026-11-01T00:00:00Z',
      end: '2026-12-01T00:00:00Z',
    });
    await t.ctx.db
      .updateTable('billing_subscriptions')
      .set({ currency: 'USD' })
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(await defaultCurrency()).toBe('USD');
  });

  it('locks the integrations the plan does not include, on the cards and on the server', async () => {
    const cards = async () => (await owner.browser.call(integrationRoutes.listIntegrations, {})).data.data;
    const request = (key: string) =>
      owner.browser.call(integrationRoutes.requestIntegrationSetup, { params: { key } });
    const unlocked = async () => (await cards()).filter((card) => !card.locked).map((card) => card.key);
    // The Free Trial has the free integrations alone.
    expect(await unlocked()).toEqual(['shopify', 'zapier', 'google-sheets']);
    const refused = await request('hubspot');
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({
      code: 'PLAN_UPGRADE_REQUIRED',
      message: IntegrationMessages.locked,
    });
    expect((await request('no-such-integration')).status).toBe(404);
    const asked = await request('zapier');
    expect(asked.data.integration).toMatchObject({ key: 'zapier', locked: false });
    expect(asked.data.integration.requestedAt).not.toBeNull();

    // Pro includes 17; HubSpot stays locked until Max.
    await seedSubscription(t.ctx.db, owner.accountId, {
      planId: 'pro',
      slab: 10_000,
      period: 'monthly',
      start: '2026-11-01T00:00:00Z',
      end: '2027-12-01T00:00:00Z',
    });
    expect(await unlocked()).toHaveLength(17);
    expect((await request('zoom')).status).toBe(200);
    expect((await request('hubspot')).error.message).toBe(IntegrationMessages.locked);
    await t.ctx.db
      .updateTable('billing_subscriptions')
      .set({ plan_id: 'max' })
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(await unlocked()).toHaveLength(22);
    expect((await request('hubspot')).status).toBe(200);
  });

  it('quotes from the plan, contacts and period alone, ignoring any price the browser sends', async () => {
    const response = await owner.browser.call(billingRoutes.quote, {
      body: {
        planId: 'lite',
        numberOfContacts: 10_000,
        period: 'monthly',
        currency: 'INR',
        total: 1,
      } as never,
    });
    expect(response.data).toMatchObject({
      subtotal: 249_900,
      tax: 44_982,
      total: 294_882,
      emailsPerMonth: 80_000,
    });
  });

  it('refuses contacts past the plan, the sales slab and contacts that are not a slab, naming the field', async () => {
    const quote = (planId: 'lite' | 'max', numberOfContacts: number) =>
      owner.browser.call(billingRoutes.quote, {
        body: { planId, numberOfContacts, period: 'monthly', currency: 'USD' },
      });
    const overLimit = await quote('lite', 75_000);
    expect(overLimit.status).toBe(400);
    expect(overLimit.error).toMatchObject({ message: BillingMessages.contactLimitExceeded });
    expect((await quote('max', 250_000)).error.message).toBe(BillingMessages.contactSales);
    const notASlab = await quote('max', 12_345);
    expect(notASlab.error).toMatchObject({
      message: BillingMessages.unknownSlab,
      fields: { numberOfContacts: BillingMessages.unknownSlab },
    });
  });

  it('shows a trial account its free plan and counts only live contacts', async () => {
    const [, archived] = await seedContacts(t.ctx.db, owner.accountId, [
      'ana@example.com',
      'zoë@example.com',
      'li@example.com',
    ]);
    await t.ctx.db
      .updateTable('contacts')
      .set({ archived_at: new Date() })
      .where('id', '=', archived!)
      .execute();
    const details = (await owner.browser.call(billingRoutes.subscription, {})).data;
    expect(details).toMatchObject({
      planName: 'Free Trial',
      isFreePlan: true,
      subscriptionType: 'trial',
      subscriptionCost: 0,
      currency: null,
      activeContacts: 2,
    });
    expect(details.trialDueDate).not.toBeNull();
  });

  it('shows a paid subscription with the credits its plan gives', async () => {
    const start = new Date('2026-11-01T00:00:00Z');
    await t.ctx.db
      .insertInto('billing_subscriptions')
      .values({
        account_id: owner.accountId,
        plan_id: 'pro',
        currency: 'USD',
        period: 'annual',
        contact_slab: 25_000,
        cost: 85_440,
        current_period_start: start,
        current_period_end: new Date('2027-11-01T00:00:00Z'),
      })
      .execute();
    expect((await owner.browser.call(billingRoutes.subscription, {})).data).toMatchObject({
      planName: 'Pro',
      index: 2,
      isFreePlan: false,
      subscriptionType: 'annual',
      subscriptionCost: 85_440,
      currency: 'USD',
      contactsAllocated: 25_000,
      emailsAllocated: 250_000,
    });
  });
});
