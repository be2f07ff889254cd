import { beforeAll, describe, expect, it } from 'vitest';
import { planSegment } from '@sendwell/domain';
import { daysAgo, SegmentData } from '../../../test/segments/segment-test-fixtures';
import { useTestApp } from '../../../test/integration-setup';
import { signUpUser } from '../../../test/users';
import { countSegment } from '../segments/count-segment';
import { loadCopilotVocabulary } from './load-copilot-vocabulary';

const t = useTestApp();
let mine: SegmentData;
let theirs: SegmentData;
let berlin: number;

beforeAll(async () => {
  mine = new SegmentData(t.ctx.db, (await signUpUser(t.app)).user.accountId);
  theirs = new SegmentData(t.ctx.db, (await signUpUser(t.app)).user.accountId);
  await mine.property('plan', 'string');
  await mine.property('lifetimeValue', 'number');
  berlin = await mine.contact('ana@gmail.com', {
    properties: { city: 'Berlin', plan: 'Pro', lifetimeValue: 900 },
  });
  const paris = await mine.contact('bo@yahoo.com', {
    properties: { city: 'Paris', plan: 'Pro', lifetimeValue: 20 },
  });
  await mine.contact('cy@gmail.com', { properties: { city: 'Berlin', plan: 'Free' } });
  await mine.contact('gone@gmail.com', { properties: { city: 'Atlantis' }, archived: true });
  await mine.list('Partners', [paris]);
  await mine.list('Old partners', [], 'list');
  await t.ctx.db
    .updateTable('lists')
    .set({ archived_at: new Date() })
    .where('name', '=', 'Old partners')
    .execute();
  const sender = await mine.sender('news@shop.test');
  const sale = await mine.campaign('Spring Sale', { senderId: sender, sentAt: daysAgo(3) });
  await mine.activity(berlin, sale, 'opened', daysAgo(2));
  await mine.eventDefinition('Webinar Registered', { seats: 'number' });
  await mine.eventDefinition('orderPlaced', {}, 'shopify');
  await mine.form('Typeform', 'Newsletter signup');

  await theirs.property('tier', 'string');
  await theirs.contact('x@other.test', { properties: { city: 'Lisbon', tier: 'Gold' } });
  await theirs.contact('y@other.test', { properties: { city: 'Lisbon', tier: 'Gold' } });
  await theirs.list('Secret VIPs');
  await theirs.campaign('Their launch');
  await theirs.eventDefinition('Their Event', {});
  await theirs.form('Jotform', 'Their form');
});

describe('the copilot vocabulary of an account', () => {
  it("holds the account's own properties with common values, live lists, campaigns, events, senders and forms", async () => {
    const vocabulary = await loadCopilotVocabulary(t.ctx.db, mine.accountId);
    const city = vocabulary.properties.find((property) => property.key === 'city');
    // Values seen at least twice among live contacts; personal fields such as email carry none.
    expect(city).toEqual({ key: 'city', type: 'string', values: ['Berlin'] });
    expect(vocabulary.properties.find((property) => property.key === 'plan')).toEqual({
      key: 'plan',
      type: 'string',
      values: ['Pro'],
    });
    expect(vocabulary.properties.find((property) => property.key === 'lifetimeValue')).toEqual({
      key: 'lifetimeValue',
      type: 'number',
    });
    expect(vocabulary.properties.find((property) => property.key === 'email')).toEqual({
      key: 'email',
      type: 'string',
    });
    expect(vocabulary.lists).toEqual([expect.objectContaining({ name: 'Partners', isSegment: false })]);
    expect(vocabulary.campaigns).toEqual([
      expect.objectContaining({ name: 'Spring Sale', campaignType: 'bulk' }),
    ]);
    expect(vocabulary.events.map((event) => [event.name, event.source])).toEqual([
      ['Webinar Registered', 'custom'],
      ['orderPlaced', 'shopify'],
    ]);
    expect(vocabulary.events[0]?.properties).toEqual([{ key: 'seats', type: 'number' }]);
    expect(vocabulary.senders.map((sender) => sender.email)).toEqual(['news@shop.test']);
    expect(vocabulary.forms).toEqual([
      expect.objectContaining({ appName: 'Typeform', name: 'Newsletter signup' }),
    ]);
  });

  it("never holds another account's names", async () => {
    const text = JSON.stringify(await loadCopilotVocabulary(t.ctx.db, mine.accountId));
    for (const name of [
      'tier',
      'Gold',
      'Lisbon',
      'Secret VIPs',
      'Their launch',
      'Their Event',
      'Their form',
      'Atlantis',
    ])
      expect(text).not.toContain(name);
  });

  it('plans segments that the engine counts on the account', async () => {
    const vocabulary = await loadCopilotVocabulary(t.ctx.db, mine.accountId);
    const count = async (prompt: string) => {
      const plan = planSegment(prompt, vocabulary, new Date(), 'UTC');
      if (plan.kind !== 'definition') throw new Error(`${prompt}: ${plan.kind}`);
      return countSegment(t.ctx.db, mine.accountId, plan.definition);
    };
    expect(await count('gmail users in berlin')).toBe(2);
    expect(await count('opened the sprng sale email')).toBe(1);
    expect(await count('pro plan folks not in partners')).toBe(1);
    expect(await count('ltv over 100')).toBe(1);
    // Another account's names are unknown words: the planner asks instead of guessing.
    expect(planSegment('members of the VIPs list', vocabulary, new Date(), 'UTC').kind).toBe('question');
    expect(planSegment('tier is gold', vocabulary, new Date(), 'UTC').kind).toBe('question');
  });
});
