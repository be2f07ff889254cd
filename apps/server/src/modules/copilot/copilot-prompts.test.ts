import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SegmentDefinition } from '@sendwell/contracts';
import { planSegment, validateSegmentDefinition, type CopilotVocabulary } from '@sendwell/domain';

/*
 * A sample of the evaluation prompts (npm run eval:copilot runs them all against the database),
 * planned over the demo dataset's vocabulary as the evaluation loads it: each gets the kind of
 * answer it expects, and every definition passes the contract and the segment rules.
 */
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url), 'utf8')) as unknown;
const cases = fixture('copilot-prompts.json') as {
  prompt: string;
  category: string;
  expect: 'members' | 'question' | 'badQuery';
}[];
const vocabulary = fixture('copilot-vocabulary.json') as CopilotVocabulary;
const NOW = new Date('2026-06-15T09:00:00Z');
const sample = cases.filter((_, index) => index % 4 === 0);

describe('the offline planner on a sample of the evaluation prompts', () => {
  it('covers every category', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(sample.map((item) => item.category))).toEqual(new Set(cases.map((item) => item.category)));
  });

  it.each(sample)('[$category] $prompt', ({ prompt, expect: expected }) => {
    const plan = planSegment(prompt, vocabulary, NOW, 'Europe/Berlin');
    expect(plan.kind).toBe(expected === 'members' ? 'definition' : expected);
    if (plan.kind !== 'definition') return;
    expect(SegmentDefinition.safeParse(plan.definition).success).toBe(true);
    const propertyTypes = new Map(vocabulary.properties.map((property) => [property.key, property.type]));
    expect(validateSegmentDefinition(plan.definition, { propertyTypes, aiSegment: true }).ok).toBe(true);
    expect(plan.description.length).toBeGreaterThan(0);
    // Only the account's own lists and campaigns are named.
    const listIds = new Set(vocabulary.lists.map((list) => list.id));
    for (const id of [...(plan.definition.recipientLists ?? []), ...plan.definition.excludeRecipientList])
      expect(listIds.has(id)).toBe(true);
  });
});
