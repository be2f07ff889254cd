import { describe, expect, it } from 'vitest';
import type { ContactPropertyType } from '@sendwell/contracts';
import { newDefinitions } from './register-event-definitions';

describe('newDefinitions', () => {
  const registered: { name: string; source: string; properties: Record<string, ContactPropertyType> }[] = [
    { name: 'Plan Upgraded', source: 'custom', properties: { plan: 'string' } },
    { name: 'orderPlaced', source: 'shopify', properties: { orderValue: 'number' } },
  ];

  it('keeps only new names and names gaining properties', () => {
    const batch = new Map<string, Record<string, ContactPropertyType>>([
      ['Plan Upgraded', { plan: 'number' }],
      ['App Login', { platform: 'string' }],
    ]);
    expect(Object.fromEntries(newDefinitions(registered, 'custom', batch))).toEqual({ 'App Login': { platform: 'string' } });
    const gaining = new Map<string, Record<string, ContactPropertyType>>([['Plan Upgraded', { plan: 'string', seats: 'number' }]]);
    expect(Object.fromEntries(newDefinitions(registered, 'custom', gaining))).toEqual({ 'Plan Upgraded': { plan: 'string', seats: 'number' } });
  });

  it("leaves another source's definition alone", () => {
    const batch = new Map<string, Record<string, ContactPropertyType>>([['orderPlaced', { cartValue: 'number' }]]);
    expect(newDefinitions(registered, 'custom', batch).size).toBe(0);
  });
});
