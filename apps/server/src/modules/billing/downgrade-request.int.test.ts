import { describe, expect, it } from 'vitest';
import { downgradeRoutes, DowngradeMessages } from '@sendwell/contracts';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { signInNewMember } from '../../../test/users';
import { upsertSubscription } from './billing.repository';

describe('downgrade requests', () => {
  const t = useTestApp();
  const owner = useOwner(t, 'each test');

  const onPro = () =>
    upsertSubscription(t.ctx.db, {
      accountId: owner.accountId,
      planId: 'pro',
      currency: 'USD',
      period: 'monthly',
      contactSlab: 25_000,
      cost: 9_900,
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2026-02-01T00:00:00Z'),
    });
  const ask = (body: {
    planId: 'lite' | 'pro' | 'max';
    numberOfContacts: number;
    period: 'monthly' | 'annual';
  }) => owner.browser.call(downgradeRoutes.requestDowngrade, { body });

  it('keeps the request the owner made, shows it to the team, and replaces it when asked again', async () => {
    await onPro();
    expect((await owner.browser.call(downgradeRoutes.getDowngradeRequest, {})).data).toEqual({
      request: null,
    });

    const first = await ask({ planId: 'lite', numberOfContacts: 10_000, period: 'monthly' });
    expect(first.status).toBe(200);
    expect(first.data.request).toMatchObject({ planId: 'lite', numberOfContacts: 10_000, period: 'monthly' });

    await ask({ planId: 'pro', numberOfContacts: 10_000, period: 'annual' });
    const member = await signInNewMember(t, owner.accountId, { limitedAccess: false });
    expect((await member.call(downgradeRoutes.getDowngradeRequest, {})).data.request).toMatchObject({
      planId: 'pro',
      numberOfContacts: 10_000,
      period: 'annual',
    });
    // A member may not ask.
    const refused = await member.call(downgradeRoutes.requestDowngrade, {
      body: { planId: 'lite', numberOfContacts: 2_500, period: 'monthly' },
    });
    expect(refused.status).toBe(403);
    const rows = await t.ctx.db
      .selectFrom('billing_downgrade_requests')
      .select('plan_id')
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(rows).toEqual([{ plan_id: 'pro' }]);
  });

  it('refuses what is not smaller than the paid plan, and any downgrade from a trial', async () => {
    const onTrial = await ask({ planId: 'lite', numberOfContacts: 2_500, period: 'monthly' });
    expect(onTrial.status).toBe(400);
    expect(onTrial.error.message).toBe(DowngradeMessages.notADowngrade);

    await onPro();
    for (const body of [
      { planId: 'max', numberOfContacts: 25_000, period: 'monthly' },
      { planId: 'pro', numberOfContacts: 25_000, period: 'monthly' },
      { planId: 'pro', numberOfContacts: 50_000, period: 'monthly' },
    ] as const) {
      const response = await ask(body);
      expect(response.status).toBe(400);
    }
    expect((await owner.browser.call(downgradeRoutes.getDowngradeRequest, {})).data).toEqual({
      request: null,
    });
  });
});
