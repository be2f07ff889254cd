import { describe, expect, it } from 'vitest';
import type { ContactPropertyType, EventPropertyValue } from '@sendwell/contracts';
import { EventDefinitions, eventPropertyType } from './event-property-types';

describe('eventPropertyType', () => {
  it.each<[EventPropertyValue, ContactPropertyType]>([
    [49, 'number'],
    [true, 'boolean'],
    ['2026-03-02', 'date'],
    ['2026-03-02T09:00:00Z', 'date'],
    ['2026-03-02T09:00:00+01:00', 'date'],
    ['Pro', 'string'],
    ['2026', 'string'],
    [['a', 'b'], 'string'],
    [null, 'string'],
  ])('%j is a %s', (value, type) => {
    expect(eventPropertyType(value)).toBe(type);
  });
});

describe('EventDefinitions', () => {
  it('keeps the first type seen for a property and skips nulls', () => {
    const definitions = new EventDefinitions();
    definitions.add('Plan Upgraded', { amount: null, plan: 'Pro' });
    definitions.add('Plan Upgraded', { amount: 49, plan: 7 });
    definitions.add('App Login', {});
    expect(Object.fromEntries(definitions.byName)).toEqual({ 'Plan Upgraded': { amount: 'number', plan: 'string' }, 'App Login': {} });
  });
});
