import { describe, expect, it } from 'vitest';
import { LIST_TYPES } from '@sendwell/contracts';
import { integrationSourceOf, listTypeLabel } from './list-labels';
import { isIntegrationList } from './lists';

describe('listTypeLabel', () => {
  it('reads every type in words', () => {
    expect(listTypeLabel('list')).toBe('List');
    expect(listTypeLabel('dynamic')).toBe('Dynamic segment');
    expect(listTypeLabel('static')).toBe('Static segment');
    expect(listTypeLabel('static-segment')).toBe('Static segment');
    expect(listTypeLabel('hubspot')).toBe('HubSpot list');
    for (const type of LIST_TYPES) expect(listTypeLabel(type)).toMatch(/^[A-Z]/);
  });
});

describe('integrationSourceOf', () => {
  it('names the source of synced lists', () => {
    expect(integrationSourceOf('hubspot')).toBe('HubSpot');
    expect(integrationSourceOf('dynamic-hubspot')).toBe('HubSpot');
    expect(integrationSourceOf('shopify')).toBe('Shopify');
    expect(integrationSourceOf('dynamic-shopify')).toBe('Shopify');
  });
  it('has no source for lists kept here', () => {
    expect(integrationSourceOf('list')).toBeNull();
    expect(integrationSourceOf('dynamic')).toBeNull();
  });
  it('agrees with isIntegrationList', () => {
    for (const type of LIST_TYPES) expect(integrationSourceOf(type) !== null).toBe(isIntegrationList(type));
  });
});
