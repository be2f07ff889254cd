import { describe, expect, it } from 'vitest';
import { propertyLabel, propertyPhrase } from './property-label';

describe('propertyLabel', () => {
  it.each([
    ['totalOrders', 'Total orders'],
    ['total_orders', 'Total orders'],
    ['total-orders', 'Total orders'],
    ['TOTAL_ORDERS', 'Total orders'],
    ['firstName', 'First name'],
    ['city', 'City'],
    ['Loyalty Tier', 'Loyalty tier'],
  ])('reads %s as %s', (key, label) => {
    expect(propertyLabel(key)).toBe(label);
  });

  it.each([
    ['orderID', 'Order ID'],
    ['order_id', 'Order ID'],
    ['customerId', 'Customer ID'],
    ['id', 'ID'],
    ['landingPageUrl', 'Landing page URL'],
    ['URLPath', 'URL path'],
    ['smsOptIn', 'SMS opt in'],
    ['utm_source', 'UTM source'],
    ['productSKUs', 'Product SKUs'],
  ])('keeps acronyms in capitals: %s reads %s', (key, label) => {
    expect(propertyLabel(key)).toBe(label);
  });

  it('separates numbers from words', () => {
    expect(propertyLabel('address2')).toBe('Address 2');
    expect(propertyLabel('line2Street')).toBe('Line 2 street');
  });

  it('gives built-in properties their fixed labels', () => {
    expect(propertyLabel('email')).toBe('Email');
    expect(propertyLabel('createdAt')).toBe('Date added');
    expect(propertyLabel('email_subscription_status')).toBe('Email subscription status');
    expect(propertyLabel('email_blocked_status')).toBe('Email blocked status');
  });

  it('leaves a key of separators alone rather than answering nothing', () => {
    expect(propertyLabel('__')).toBe('__');
    expect(propertyLabel('ñandúCount')).toBe('Ñandú count');
  });
});

describe('propertyPhrase', () => {
  it('reads the label in lower case inside a sentence, acronyms kept', () => {
    expect(propertyPhrase('totalOrders')).toBe('total orders');
    expect(propertyPhrase('createdAt')).toBe('date added');
    expect(propertyPhrase('customerId')).toBe('customer ID');
    expect(propertyPhrase('utm_source')).toBe('UTM source');
  });
});
