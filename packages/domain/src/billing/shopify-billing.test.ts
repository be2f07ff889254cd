import { describe, expect, it } from 'vitest';
import { billingPathOf, shopifyChangeAllowed } from './shopify-billing';

const v2 = { integrationVersion: 2 as const, canBill: true };

describe('billingPathOf', () => {
  it('bills through Shopify a free account with a version 2 integration that can bill', () => {
    expect(billingPathOf({ store: v2, subscriptionCost: 0, subscriptionProvider: null })).toBe('shopify');
  });

  it('keeps a Shopify-billed subscription on Shopify whatever it costs', () => {
    expect(billingPathOf({ store: v2, subscriptionCost: 2500, subscriptionProvider: 'shopify' })).toBe('shopify');
  });

  it('keeps a subscription paid another way on the standard path', () => {
    expect(billingPathOf({ store: v2, subscriptionCost: 2500, subscriptionProvider: 'sendwell' })).toBe('standard');
  });

  it.each([
    ['no store', null],
    ['a version 1 store', { integrationVersion: 1 as const, canBill: true }],
    ['a store without an access token', { integrationVersion: 2 as const, canBill: false }],
  ])('uses the standard path with %s', (_, store) => {
    expect(billingPathOf({ store, subscriptionCost: 0, subscriptionProvider: null })).toBe('standard');
  });
});

describe('shopifyChangeAllowed', () => {
  it('allows upgrades, and downgrades only with the flag', () => {
    expect(shopifyChangeAllowed('upgrade', false)).toBe(true);
    expect(shopifyChangeAllowed('downgrade', false)).toBe(false);
    expect(shopifyChangeAllowed('downgrade', true)).toBe(true);
    expect(shopifyChangeAllowed('current', true)).toBe(false);
  });
});
