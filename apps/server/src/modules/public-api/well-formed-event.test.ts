import { describe, expect, it } from 'vitest';
import { TrackEventInput } from '@sendwell/contracts';
import { wellFormedEvent } from './well-formed-event';

const base = { name: 'Plan Upgraded', email: 'ada@example.com' };
const long = (length: number) => 'x'.repeat(length);

const cases: unknown[] = [
  base,
  { ...base, time: '2026-03-02T09:00:00Z' },
  { ...base, time: 1772442000000 },
  { ...base, properties: { plan: 'Pro', amount: 49, annual: true, none: null, tags: ['a', 1, false] } },
  { ...base, properties: {} },
  { name: '  Padded  ', email: ' ada@example.com ' },
  { ...base, extra: 'ignored' },
  // What the schema refuses, or words an error for.
  null,
  'text',
  [base],
  { email: 'ada@example.com' },
  { ...base, name: '' },
  { ...base, name: '   ' },
  { ...base, name: long(129) },
  { ...base, email: long(255) },
  { ...base, name: 7 },
  { ...base, time: true },
  { ...base, time: null },
  { ...base, properties: [] },
  { ...base, properties: 'plan' },
  { ...base, properties: { ' padded': 1 } },
  { ...base, properties: { '': 1 } },
  { ...base, properties: { [long(65)]: 1 } },
  { ...base, properties: { nested: { a: 1 } } },
  { ...base, properties: { list: [[1]] } },
  { ...base, properties: { list: [null] } },
  { ...base, properties: { text: long(2001) } },
  { ...base, properties: { list: Array.from({ length: 101 }, () => 1) } },
  { ...base, properties: Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`p${index}`, index])) },
  { ...base, properties: Object.fromEntries(Array.from({ length: 100 }, (_, index) => [`p${index}`, index])) },
];

describe('wellFormedEvent', () => {
  it.each(cases.map((item, index) => [index, item]))('case %i agrees with the schema', (_index, item) => {
    const fast = wellFormedEvent(item);
    const parsed = TrackEventInput.safeParse(item);
    if (fast !== undefined) {
      expect(parsed.success).toBe(true);
      expect(fast).toEqual(parsed.data);
    }
  });

  it('takes the common event without the schema', () => {
    expect(wellFormedEvent({ ...base, time: 5, properties: { plan: 'Pro' } })).toEqual({ ...base, time: 5, properties: { plan: 'Pro' } });
    expect(wellFormedEvent({ name: ' A ', email: ' b@c.de ' })).toEqual({ name: 'A', email: 'b@c.de' });
  });
});
