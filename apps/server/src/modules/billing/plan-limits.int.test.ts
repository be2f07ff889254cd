import { describe, expect, it } from 'vitest';
import {
  billingUsageRoutes,
  PlanLimitMessages,
  senderDomainRoutes,
  senderRoutes,
  teamRoutes,
} from '@sendwell/contracts';
import { countOf, FREE_PLAN_NAME, FREE_TRIAL_NAME, type PlanLimitKind } from '@sendwell/domain';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { seedSubscription } from '../../../test/billing-usage';
import { insertNewMember, signInNewMember } from '../../../test/users';
import { insertSenderDomain } from '../senders/domains/sender-domains.repository';

const clock = new Date('2026-11-26T09:30:00Z');

type Plan = 'lite' | 'pro' | 'max' | 'trial' | 'free';

describe('plan limits on sender emails, team and custom domains', () => {
  const t = useTestApp({ now: () => clock });
  const owner = useOwner(t, 'each test');
  let seq = 0;
  const unique = (prefix: string) => `${prefix}-${++seq}`;

  const putOnPlan = async (plan: Plan) => {
    if (plan === 'trial' || plan === 'free') {
      await t.ctx.db
        .updateTable('accounts')
        .set({ plan_name: plan === 'trial' ? FREE_TRIAL_NAME : FREE_PLAN_NAME })
        .where('id', '=', owner.accountId)
        .execute();
      return;
    }
    await seedSubscription(t.ctx.db, owner.accountId, {
      planId: plan,
      slab: 10_000,
      period: 'monthly',
      start: '2026-11-10T00:00:00Z',
      end: '2026-12-10T00:00:00Z',
    });
  };
  const addSender = () =>
    owner.browser.call(senderRoutes.smtp.add, {
      body: {
        email: `${unique('news')}@shop.example`,
        name: 'Shop News',
        host: '127.0.0.1',
        port: 2525,
        tls: 'none',
        user: 'news',
        allowSelfSigned: false,
      },
    });
  const invite = () =>
    owner.browser.call(teamRoutes.invite, {
      body: { email: `${unique('colleague')}@shop.example`, role: 'member', limitedAccess: false },
    });
  const addDomain = () =>
    owner.browser.call(senderDomainRoutes.add, { body: { domain: `${unique('mail')}.example` } });
  const add: Record<PlanLimitKind, () => Promise<{ status: number; text: string }>> = {
    senderEmails: addSender,
    teamMembers: invite,
    customDomains: addDomain,
  };
  /** Seeds rows straight in the database, as an account that has them already (the owner is one member). */
  const seed = async (kind: PlanLimitKind, n: number) => {
    for (let i = 0; i < n; i++) {
      if (kind === 'senderEmails') expect((await addSender()).status).toBe(201);
      else if (kind === 'teamMembers')
        await insertNewMember(t.ctx.db, owner.accountId, { limitedAccess: false });
      else
        await insertSenderDomain(t.ctx.db, owner.accountId, {
          domain: `${unique('seeded')}.example`,
          selector: 'sw1',
          publicKey: 'public',
          sealedPrivateKey: 'sealed',
        });
    }
  };
  const limitsNow = async () => (await owner.browser.call(billingUsageRoutes.planLimits, {})).data;

  const cases: [Plan, string, Record<PlanLimitKind, number>][] = [
    ['lite', 'Lite', { senderEmails: 3, teamMembers: 1, customDomains: 1 }],
    ['pro', 'Pro', { senderEmails: 5, teamMembers: 3, customDomains: 2 }],
    ['max', 'Max', { senderEmails: 10, teamMembers: 5, customDomains: 4 }],
    ['trial', 'Free Trial', { senderEmails: 5, teamMembers: 3, customDomains: 2 }],
    ['free', 'Free Plan', { senderEmails: 1, teamMembers: 1, customDomains: 1 }],
  ];
  for (const [plan, planName, limits] of cases) {
    for (const kind of ['senderEmails', 'teamMembers', 'customDomains'] as const) {
      it(`${planName}: allows ${countOf(kind, limits[kind])} and refuses one more, writing nothing`, async () => {
        await putOnPlan(plan);
        const already = kind === 'teamMembers' ? 1 : 0; // the primary owner
        await seed(kind, limits[kind] - already - 1);
        if (limits[kind] - already >= 1) expect((await add[kind]()).status).toBe(201);
        expect((await limitsNow())[kind]).toEqual({ used: limits[kind], allowed: limits[kind] });

        const refused = await add[kind]();
        expect(refused.status).toBe(402);
        expect(JSON.parse(refused.text)).toMatchObject({
          error: {
            code: 'PLAN_LIMIT_REACHED',
            message: PlanLimitMessages.reached(planName, countOf(kind, limits[kind])),
          },
        });
        expect((await limitsNow())[kind].used).toBe(limits[kind]);
      });
    }
  }

  it('words the refusal with the plan and its limit', () => {
    expect(PlanLimitMessages.reached('Pro', countOf('senderEmails', 5))).toBe(
      'The Pro plan allows 5 sender emails. Upgrade your plan to add more.',
    );
    expect(PlanLimitMessages.reached('Free Plan', countOf('teamMembers', 1))).toBe(
      'The Free Plan allows 1 team member. Upgrade your plan to add more.',
    );
  });

  it('does not count invitations that have expired, until one is sent again', async () => {
    await putOnPlan('pro'); // 3 team members
    await seed('teamMembers', 1);
    const stale = await invite();
    expect(stale.status).toBe(201);
    await t.ctx.db
      .updateTable('member_invitations')
      .set({ expires_at: new Date('2026-11-20T00:00:00Z') })
      .where('account_id', '=', owner.accountId)
      .execute();
    expect((await limitsNow()).teamMembers).toEqual({ used: 2, allowed: 3 });
    expect((await invite()).status).toBe(201);
    // The team is full: sending the expired one again would make a fourth.
    const resent = await owner.browser.call(teamRoutes.resendInvitation, { params: { id: stale.data.id } });
    expect(resent.status).toBe(402);
    expect(resent.text).toContain(PlanLimitMessages.reached('Pro', countOf('teamMembers', 3)));
    expect((await limitsNow()).teamMembers).toEqual({ used: 3, allowed: 3 });
  });

  it('keeps what a downgrade leaves past the new plan, but allows no more', async () => {
    await putOnPlan('max');
    await seed('senderEmails', 6);
    await t.ctx.db
      .updateTable('billing_subscriptions')
      .set({ plan_id: 'lite' })
      .where('account_id', '=', owner.accountId)
      .execute();
    expect((await limitsNow()).senderEmails).toEqual({ used: 6, allowed: 3 });
    const refused = await addSender();
    expect(refused.status).toBe(402);
    expect(refused.text).toContain(PlanLimitMessages.reached('Lite', countOf('senderEmails', 3)));
    expect((await owner.browser.call(senderRoutes.allCredentials, {})).data.data).toHaveLength(6);
  });

  it('lets two adds at once take the last place only once', async () => {
    await putOnPlan('lite');
    await seed('senderEmails', 2);
    const statuses = (await Promise.all([addSender(), addSender(), addSender()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 402, 402]);
    expect((await limitsNow()).senderEmails).toEqual({ used: 3, allowed: 3 });
  });

  it('shows every member what the plan allows', async () => {
    await putOnPlan('pro');
    const member = await signInNewMember(t, owner.accountId, { limitedAccess: true });
    const seen = (await member.call(billingUsageRoutes.planLimits, {})).data;
    expect(seen).toEqual({
      planName: 'Pro',
      frozen: false,
      senderEmails: { used: 0, allowed: 5 },
      teamMembers: { used: 2, allowed: 3 },
      customDomains: { used: 0, allowed: 2 },
    });
  });
});
