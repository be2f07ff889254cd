import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TEST_EMAILS_PER_MINUTE, campaignRoutes, CampaignMessages } from '@sendwell/contracts';
import { addSmtpSender, seedSendableCampaign } from '../../../test/campaign-sending';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { useSmtpSink } from '../../../test/smtp-sink';
import { insertNewMember, signInBrowser } from '../../../test/users';

/*
 * 'Send test email' is kept to CAMPAIGN_TEST_EMAILS_PER_MINUTE per account and minute, whoever sends them; the
 * app's clock is set by the test, and the mail goes through the campaign's sender to a real SMTP server.
 */

let clock = new Date('2026-03-02T09:00:00Z');
const sink = useSmtpSink();

const t = useTestApp({ workers: false, now: () => clock });
const owner = useOwner(t);

describe("a campaign's test emails", () => {
  it('are refused with 429 past the limit of a minute, for every member of the account, and go again a minute later', async () => {
    await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', owner.user.id).execute();
    t.ctx.sessionCache.forgetUser(owner.user.id);
    const senderId = await addSmtpSender(owner, sink().port);
    const campaign = await seedSendableCampaign(t.ctx.db, owner, { senderId, count: 1, prefix: 'tests' });
    const member = await insertNewMember(t.ctx.db, owner.accountId, { limitedAccess: false });
    await t.ctx.db.updateTable('users').set({ is_verified: true }).where('id', '=', member.userId).execute();
    const memberBrowser = await signInBrowser(t.app, member.email);
    const sendTest = (browser = owner.browser) =>
      browser.call(campaignRoutes.sendTest, { params: { id: campaign.campaignId } });
    const received = (email: string) => sink().received.filter((mail) => mail.to.includes(email)).length;

    for (let sent = 0; sent < CAMPAIGN_TEST_EMAILS_PER_MINUTE; sent++) {
      // Spread over the minute, half by the owner and half by the member.
      clock = new Date(Date.parse('2026-03-02T09:00:00Z') + sent * 5_000);
      const answer = await sendTest(sent % 2 === 0 ? owner.browser : memberBrowser);
      expect(answer.status, answer.text).toBe(200);
    }
    expect(received(owner.user.email) + received(member.email)).toBe(CAMPAIGN_TEST_EMAILS_PER_MINUTE);

    clock = new Date('2026-03-02T09:00:59Z');
    for (const browser of [owner.browser, memberBrowser]) {
      const refused = await sendTest(browser);
      expect(refused.status).toBe(429);
      expect(refused.error).toMatchObject({
        code: 'RATE_LIMITED',
        message: CampaignMessages.testEmailRateLimited,
      });
    }
    expect(received(owner.user.email) + received(member.email)).toBe(CAMPAIGN_TEST_EMAILS_PER_MINUTE);

    // A minute after the first, that one no longer counts: one more may go, then the second's minute is full.
    clock = new Date('2026-03-02T09:01:00.001Z');
    expect((await sendTest()).status).toBe(200);
    expect((await sendTest()).status).toBe(429);
    clock = new Date('2026-03-02T09:01:05.001Z');
    expect((await sendTest(memberBrowser)).status).toBe(200);
    expect(received(owner.user.email) + received(member.email)).toBe(CAMPAIGN_TEST_EMAILS_PER_MINUTE + 2);
  });
});
