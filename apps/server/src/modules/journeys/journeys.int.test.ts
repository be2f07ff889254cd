import { describe, expect, it } from 'vitest';
import { JourneyMessages, journeyRoutes } from '@sendwell/contracts';
import { seedJourney, seedList } from '../../../test/fixtures';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t);
const other = useOwner(t);

describe('journeys, read only', () => {
  it('lists the account’s journeys newest first with their status, trigger and the segment they use', async () => {
    const accountId = owner.user.accountId;
    const vip = await seedList(t.ctx.db, accountId, 'VIP customers', 'dynamic');
    const welcome = await seedJourney(t.ctx.db, accountId, 'Welcome series', 'Available', vip);
    const winBack = await seedJourney(t.ctx.db, accountId, 'Win back', 'Draft', vip);
    await seedJourney(t.ctx.db, other.user.accountId, 'Someone else’s', 'Available', await seedList(t.ctx.db, other.user.accountId, 'Theirs'));

    const response = await owner.browser.call(journeyRoutes.list, {});
    expect(response.status).toBe(200);
    expect(response.data.data.map((journey) => journey.name)).toEqual(['Win back', 'Welcome series']);
    expect(response.data.data[1]).toEqual({
      id: welcome,
      name: 'Welcome series',
      status: 'Available',
      triggerType: 'segment',
      lists: [{ id: vip, name: 'VIP customers', type: 'dynamic', archived: false }],
      createdOn: expect.any(String),
    });
    expect(response.data.data[0]?.id).toBe(winBack);
  });

  it('keeps only the journeys a segment triggers when filtered by it', async () => {
    const accountId = owner.user.accountId;
    const spring = await seedList(t.ctx.db, accountId, 'Spring buyers', 'dynamic');
    const trial = await seedList(t.ctx.db, accountId, 'Trial users', 'dynamic');
    await seedJourney(t.ctx.db, accountId, 'Spring follow-up', 'Paused', spring);
    await seedJourney(t.ctx.db, accountId, 'Trial nurture', 'Available', trial);

    const response = await owner.browser.call(journeyRoutes.list, { query: { filterBySegmentTrigger: String(spring) } });
    expect(response.data.data.map((journey) => journey.name)).toEqual(['Spring follow-up']);
  });

  it('answers a journey by id, and another account’s journey as not found', async () => {
    const list = await seedList(t.ctx.db, owner.user.accountId, 'Onboarding', 'dynamic');
    const mine = await seedJourney(t.ctx.db, owner.user.accountId, 'Onboarding tips', 'Completed', list);
    const theirs = await seedJourney(t.ctx.db, other.user.accountId, 'Private', 'Available', await seedList(t.ctx.db, other.user.accountId, 'Private list'));

    const found = await owner.browser.call(journeyRoutes.get, { params: { id: mine } });
    expect(found.status).toBe(200);
    expect(found.data).toMatchObject({ name: 'Onboarding tips', status: 'Completed', lists: [{ id: list, name: 'Onboarding' }] });

    const refused = await owner.browser.call(journeyRoutes.get, { params: { id: theirs } });
    expect(refused.status).toBe(404);
    expect(refused.error.message).toBe(JourneyMessages.notFound);
  });

  it('refuses a malformed filter with a 400 naming it', async () => {
    const response = await owner.browser.call(journeyRoutes.list, { query: { filterBySegmentTrigger: 'abc' } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.error)).toContain('filterBySegmentTrigger');
  });
});
