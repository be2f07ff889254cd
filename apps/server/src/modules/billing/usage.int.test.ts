import { describe, expect, it } from 'vitest';
import { billingUsageRoutes, UsageMessages } from '@sendwell/contracts';
import { FREE_DAILY_SENDING_LIMIT } from '@sendwell/domain';
import { seedContacts } from '../../../test/fixtures';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { readPdf } from '../../../test/pdf-text';
import {
  seedActivity,
  seedManySends,
  seedPayment,
  seedSubscription,
  setAccountTimezone,
} from '../../../test/billing-usage';
import { signInNewMember, signUpUser } from '../../../test/users';
import { createApiKey, apiClient } from '../public-api/public-api-test-support';
import { assertCanSend, sendingAllowance } from './sending-allowance';

/** 09:30 UTC on 26 November is 23:30 on 26 November in Kiritimati (UTC+14). */
let clock = new Date('2026-11-26T09:30:00Z');

describe('usage against the plan', () => {
  const t = useTestApp({ now: () => clock });
  const owner = useOwner(t, 'each test');

  const usage = async () => (await owner.browser.call(billingUsageRoutes.usage, {})).data;
  const trialEndingOn = (due: string) =>
    t.ctx.db
      .updateTable('accounts')
      .set({ trial_due_date: new Date(due), contacts_allocated: 100 })
      .where('id', '=', owner.accountId)
      .execute();

  it("counts the trial's sends, and today's in the account's timezone (14 hours east of UTC)", async () => {
    clock = new Date('2026-11-26T09:30:00Z');
    await setAccountTimezone(t.ctx.db, owner.accountId, 'Pacific/Kiritimati');
    // The trial ran from 20 November 12:00 UTC to 11 December 12:00 UTC.
    await trialEndingOn('2026-12-11T12:00:00Z');
    await seedActivity(t.ctx.db, owner.accountId, [
      { at: '2026-11-20T11:00:00Z' }, // before the trial: not in the period
      { at: '2026-11-21T08:00:00Z' },
      { at: '2026-11-25T09:59:59Z' }, // 23:59:59 on the 25th there: yesterday
      { at: '2026-11-25T10:00:00Z', contactId: 2 }, // 00:00 on the 26th there: today
      { at: '2026-11-26T09:00:00Z', contactId: 3 },
      { at: '2026-11-26T09:10:00Z', kind: 'opened' }, // not a send
    ]);
    await seedActivity(t.ctx.db, (await seedOtherAccount()).accountId, [{ at: '2026-11-26T09:00:00Z' }]);

    const summary = await usage();
    expect(summary.timezone).toBe('Pacific/Kiritimati');
    expect(summary.period).toEqual({ start: '2026-11-20T12:00:00.000Z', end: '2026-12-11T12:00:00.000Z' });
    expect(summary.emails).toEqual({
      used: 4,
      allowed: 800,
      percent: 0,
      level: 'normal',
      planCredits: 800,
      creditsAdded: 0,
    });
    expect(summary.daily).toEqual({
      used: 2,
      allowed: FREE_DAILY_SENDING_LIMIT,
      percent: 0,
      level: 'normal',
    });
    expect(summary).toMatchObject({ remainingInPeriod: 796, remainingToday: FREE_DAILY_SENDING_LIMIT - 2 });

    // Half an hour later it is the 27th there: today starts again.
    clock = new Date('2026-11-26T10:00:00Z');
    expect((await usage()).daily.used).toBe(0);
  });

  it('counts contacts without the archived ones, and warns at 70, 95 and 100 percent', async () => {
    await trialEndingOn('2026-12-11T12:00:00Z');
    const ids = await seedContacts(
      t.ctx.db,
      owner.accountId,
      Array.from({ length: 72 }, (_, i) => `c${i}@example.com`),
    );
    await t.ctx.db
      .updateTable('contacts')
      .set({ archived_at: clock })
      .where('account_id', '=', owner.accountId)
      .where('id', 'in', ids.slice(0, 2))
      .execute();
    expect((await usage()).contacts).toEqual({ used: 70, allowed: 100, percent: 70, level: 'notice' });
    await seedContacts(
      t.ctx.db,
      owner.accountId,
      Array.from({ length: 25 }, (_, i) => `d${i}@example.com`),
    );
    expect((await usage()).contacts).toMatchObject({ used: 95, level: 'warning' });
    await seedContacts(
      t.ctx.db,
      owner.accountId,
      Array.from({ length: 5 }, (_, i) => `e${i}@example.com`),
    );
    expect((await usage()).contacts).toMatchObject({ used: 100, level: 'limit' });
  });

  it("counts a paid plan's month with the credits bought in it, and refuses sends past them", async () => {
    clock = new Date('2026-11-26T09:30:00Z');
    await setAccountTimezone(t.ctx.db, owner.accountId, 'UTC');
    await seedSubscription(t.ctx.db, owner.accountId, {
      planId: 'lite',
      slab: 2_500,
      period: 'annual',
      start: '2026-01-31T08:00:00Z',
      end: '2027-01-31T08:00:00Z',
    });
    // The month of the annual term running now: 31 October 08:00 to 30 November 08:00.
    await seedPayment(t.ctx.db, owner.accountId, {
      kind: 'emails',
      emails_added: 20_000,
      settledAt: '2026-11-02T00:00:00Z',
    });
    await seedPayment(t.ctx.db, owner.accountId, {
      kind: 'emails',
      emails_added: 20_000,
      settledAt: '2026-10-30T00:00:00Z',
    });
    await seedPayment(t.ctx.db, owner.accountId, { kind: 'emails', emails_added: 20_000, status: 'pending' });
    await seedActivity(t.ctx.db, owner.accountId, [
      { at: '2026-10-31T07:59:00Z' },
      { at: '2026-10-31T08:00:00Z' },
      { at: '2026-11-26T01:00:00Z' },
    ]);

    const summary = await usage();
    expect(summary.period).toEqual({ start: '2026-10-31T08:00:00.000Z', end: '2026-11-30T08:00:00.000Z' });
    // Lite gives 8 emails a contact: 2,500 × 8 = 20,000, and 20,000 were bought this month.
    expect(summary.emails).toMatchObject({
      used: 2,
      allowed: 40_000,
      planCredits: 20_000,
      creditsAdded: 20_000,
    });
    expect(summary.daily).toMatchObject({ used: 1, allowed: 2_500 });

    expect(await sendingAllowance(t.ctx.db, owner.accountId, clock)).toEqual({
      remainingInPeriod: 39_998,
      remainingToday: 2_499,
    });
    await expect(assertCanSend(t.ctx.db, owner.accountId, 2_499, clock)).resolves.toBeDefined();
    await expect(assertCanSend(t.ctx.db, owner.accountId, 2_500, clock)).rejects.toMatchObject({
      status: 429,
      code: 'DAILY_LIMIT_REACHED',
      message: UsageMessages.dailyLimitReached(2_500),
    });
    await t.ctx.db
      .updateTable('billing_payments')
      .set({ emails_added: 0 })
      .where('account_id', '=', owner.accountId)
      .execute();
    await seedManySends(t.ctx.db, owner.accountId, '2026-11-20T00:00:00Z', 19_998);
    await expect(assertCanSend(t.ctx.db, owner.accountId, 1, clock)).rejects.toMatchObject({
      status: 402,
      code: 'EMAIL_CREDITS_USED',
      message: UsageMessages.emailCreditsUsed,
    });
  });

  it('answers the same usage to the public API', async () => {
    await trialEndingOn('2026-12-11T12:00:00Z');
    const { apiKey } = await createApiKey(owner.browser);
    const answer = await apiClient(t.app, apiKey)(billingUsageRoutes.publicUsage);
    expect(answer.data).toEqual(await usage());
    expect((await apiClient(t.app, 'sw_not-a-key')(billingUsageRoutes.publicUsage)).status).toBe(401);
  });

  it("gives the period's report as a CSV file, a row a day in the account's timezone", async () => {
    clock = new Date('2026-11-22T10:30:00Z'); // 23 November 00:30 in Kiritimati
    await setAccountTimezone(t.ctx.db, owner.accountId, 'Pacific/Kiritimati');
    await trialEndingOn('2026-12-11T12:00:00Z');
    await seedActivity(t.ctx.db, owner.accountId, [
      { at: '2026-11-20T13:00:00Z', contactId: 1 }, // 21 November there
      { at: '2026-11-21T09:00:00Z', contactId: 1 }, // still 21 November
      { at: '2026-11-21T09:30:00Z', contactId: 2 },
      { at: '2026-11-22T10:10:00Z', contactId: 5 }, // 23 November
    ]);
    const response = await owner.browser.request({ method: 'GET', url: billingUsageRoutes.usageReport.path });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="email-usage-2026-11-21-to-2026-11-23.csv"',
    );
    expect(response.text).toBe(
      'Date,Emails sent,Contacts emailed\r\n2026-11-21,3,2\r\n2026-11-22,0,0\r\n2026-11-23,1,1\r\nTotal,4,\r\n',
    );
  });

  const seedOtherAccount = async () => (await signUpUser(t.app)).user;

  describe('invoices', () => {
    const invoicePath = (id: string) => billingUsageRoutes.invoice.path.replace(':id', id);

    it('is a PDF of the payment with its number, amounts and GST, for the owner and admins only', async () => {
      const id = await seedPayment(t.ctx.db, owner.accountId, { settledAt: '2026-11-25T10:30:00Z' });
      const number = (
        await t.ctx.db
          .selectFrom('billing_payments')
          .select('number')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).number;
      const invoiceNumber = `SW-${String(number).padStart(6, '0')}`;
      await setAccountTimezone(t.ctx.db, owner.accountId, 'Pacific/Kiritimati');

      const response = await owner.browser.request({ method: 'GET', url: invoicePath(id) });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="invoice-${invoiceNumber}.pdf"`,
      );
      const pdf = await readPdf(response.bytes);
      expect(pdf.pages).toBe(1);
      expect(pdf.title).toBe(`Invoice ${invoiceNumber}`);
      expect(pdf.text).toContain(`Invoice number: ${invoiceNumber}`);
      // 10:30 UTC on the 25th is the 26th in Kiritimati.
      expect(pdf.text).toContain('Date: 26 November 2026');
      expect(pdf.text).toContain('Pro plan, 10,000 contacts, billed monthly');
      expect(pdf.text).toMatch(/Subtotal\s+3,999\.00 INR/);
      expect(pdf.text).toMatch(/GST \(18%\)\s+719\.82 INR/);
      expect(pdf.text).toMatch(/Total paid\s+4,718\.82 INR/);

      const admin = await signInNewMember(t, owner.accountId, { limitedAccess: false, role: 'admin' });
      expect((await admin.request({ method: 'GET', url: invoicePath(id) })).status).toBe(200);
      const member = await signInNewMember(t, owner.accountId, { limitedAccess: false });
      expect((await member.request({ method: 'GET', url: invoicePath(id) })).status).toBe(403);
    });

    it("shows no tax on a USD invoice, and finds no invoice for an unpaid payment or another account's", async () => {
      const usd = await seedPayment(t.ctx.db, owner.accountId, {
        currency: 'USD',
        subtotal: 4_900,
        tax: 0,
        total: 4_900,
        kind: 'emails',
        emails_added: 25_000,
        contacts_added: 0,
      });
      const text = (
        await readPdf((await owner.browser.request({ method: 'GET', url: invoicePath(usd) })).bytes)
      ).text;
      expect(text).toContain('25,000 extra email credits (Pro plan)');
      expect(text).toMatch(/Tax\s+0\.00 USD/);
      expect(text).toMatch(/Total paid\s+49\.00 USD/);

      const pending = await seedPayment(t.ctx.db, owner.accountId, { status: 'pending' });
      const failed = await seedPayment(t.ctx.db, owner.accountId, { status: 'failed' });
      const theirs = await seedPayment(t.ctx.db, (await seedOtherAccount()).accountId, {});
      for (const id of [pending, failed, theirs, '00000000-0000-4000-8000-000000000000']) {
        const response = await owner.browser.request({ method: 'GET', url: invoicePath(id) });
        expect(response.status).toBe(404);
        expect(response.error.message).toBe(UsageMessages.invoiceNotFound);
      }
      expect((await owner.browser.request({ method: 'GET', url: invoicePath('not-a-uuid') })).status).toBe(
        400,
      );
    });
  });
});
