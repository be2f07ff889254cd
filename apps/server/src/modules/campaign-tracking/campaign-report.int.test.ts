import { describe, expect, it } from 'vitest';
import { campaignTrackingRoutes } from '@sendwell/contracts';
import { seedCampaignReport } from '../../../test/campaign-tracking';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { signUpUser } from '../../../test/users';

const t = useTestApp();
const owner = useOwner(t);

describe('GET /api/campaigns/:id/report', () => {
  it('counts sends, deliveries, opens (Apple apart), clicks per link, unsubscribes, bounces and complaints', async () => {
    const campaignId = await seedCampaignReport(t.ctx.db, owner.user.accountId, owner.user.id);
    const response = await owner.browser.call(campaignTrackingRoutes.report, { params: { id: campaignId } });
    expect(response.status, response.text).toBe(200);
    const { series, ...report } = response.data;
    expect(report).toEqual({
      campaignId,
      name: 'Spring sale',
      status: 'sent',
      subject: 'Spring sale: 20% off',
      sentAt: '2026-03-02T09:00:00.000Z',
      timezone: 'Europe/Paris',
      recipients: 6,
      sent: 5,
      delivered: 3,
      skipped: 1,
      failed: 0,
      opens: { unique: 2, total: 3 },
      applePrivacyOpens: { unique: 1, total: 1 },
      clicks: {
        unique: 2,
        total: 3,
        links: [
          { url: 'https://shop.example/spring', unique: 2, total: 2 },
          { url: 'https://shop.example/blog', unique: 1, total: 1 },
        ],
      },
      unsubscribes: 1,
      bounces: { total: 2, hard: 1, soft: 1 },
      complaints: 1,
    });
    // Paris is UTC+1 in March; the first 48 hours go by the hour, then by the day.
    expect(series).toEqual([
      { at: '2026-03-02T10:00', granularity: 'hour', opens: 2, clicks: 1, unsubscribes: 0 },
      { at: '2026-03-02T11:00', granularity: 'hour', opens: 0, clicks: 1, unsubscribes: 1 },
      { at: '2026-03-05T00:00', granularity: 'day', opens: 1, clicks: 1, unsubscribes: 0 },
    ]);
  });

  it("answers 404 for another account's campaign", async () => {
    const other = await signUpUser(t.app);
    const campaignId = await seedCampaignReport(t.ctx.db, other.user.accountId, other.user.id);
    expect(
      (await owner.browser.call(campaignTrackingRoutes.report, { params: { id: campaignId } })).status,
    ).toBe(404);
  });
});
