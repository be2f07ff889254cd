import { describe, expect, it } from 'vitest';
import { cancelReasonOf, mapStoreWebhook, StoreNotes } from './map-store-webhook';

const received = new Date('2026-03-05T12:00:00Z');

const order = {
  id: 1001,
  email: 'ada@example.com',
  created_at: '2026-03-02T09:00:00Z',
  subtotal_price: '54.00',
  total_price: '59.00',
  payment_gateway_names: ['card'],
  tags: 'vip, spring',
  discount_codes: [{ code: 'SPRING10' }],
  customer: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', orders_count: 3, total_spent: '210.00' },
  line_items: [
    { title: 'Linen shirt', variant_title: 'M / Blue', sku: 'LS-M-BL', quantity: 2, price: '27.00', product_type: 'Shirts', product_tags: ['linen'], collections: ['Summer'] },
    { title: 'Cap', sku: 'CAP', quantity: 1, product_type: 'Hats', product_tags: 'cotton, summer' },
  ],
};

describe('mapStoreWebhook', () => {
  it('turns a new order into Placed Order and one Ordered Product per line', () => {
    const mapped = mapStoreWebhook('orders/create', order, received);
    expect(mapped).toMatchObject({ kind: 'events', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    if (mapped.kind !== 'events') return;
    expect(mapped.events.map((event) => event.name)).toEqual(['orderPlaced', 'productOrdered', 'productOrdered']);
    expect(mapped.events[0]).toEqual({
      name: 'orderPlaced',
      occurredAt: '2026-03-02T09:00:00.000Z',
      properties: {
        orderValue: 54,
        totalOrderValue: 59,
        orderCount: 3,
        totalPurchasedValue: 210,
        productNames: ['Linen shirt', 'Cap'],
        productCount: 3,
        collections: ['Summer'],
        variantNames: ['M / Blue'],
        discountCodes: ['SPRING10'],
        skus: ['LS-M-BL', 'CAP'],
        productTypes: ['Shirts', 'Hats'],
        paymentMethod: 'card',
        orderTags: ['vip', 'spring'],
        productTags: ['linen', 'cotton', 'summer'],
      },
    });
    expect(mapped.events[2]?.properties).toEqual({ productNames: ['Cap'], quantity: 1, skus: ['CAP'], productTypes: ['Hats'], productTags: ['cotton', 'summer'] });
  });

  it('reads the cancel reason, and names an unknown one other', () => {
    const cancelled = mapStoreWebhook('orders/cancelled', { ...order, cancel_reason: 'inventory', cancelled_at: '2026-03-03T10:00:00Z' }, received);
    expect(cancelled.kind === 'events' && cancelled.events[0]).toMatchObject({ name: 'orderCancelled', occurredAt: '2026-03-03T10:00:00.000Z', properties: { cancelReason: 'inventory', orderValue: 54 } });
    expect(['customer', 'fraud', 'inventory', 'declined', 'staff', 'other', 'CUSTOMER', 'mistake', null].map(cancelReasonOf)).toEqual([
      'customer', 'fraud', 'inventory', 'declined', 'staff', 'other', 'customer', 'other', 'other',
    ]);
  });

  it.each([
    ['orders/refunded', 'orderRefunded', { originalPaymentMethod: 'card' }],
    ['orders/fulfilled', 'orderFulFilled', { orderValue: 54 }],
    ['checkouts/create', 'cartCheckout', { cartValue: 59, discountCodes: ['SPRING10'] }],
  ])('maps %s to %s', (topic, name, properties) => {
    const mapped = mapStoreWebhook(topic, order, received);
    expect(mapped.kind === 'events' && mapped.events).toEqual([expect.objectContaining({ name, properties: expect.objectContaining(properties) })]);
  });

  it('maps product and collection views', () => {
    const product = mapStoreWebhook('products/viewed', { email: 'ada@example.com', product: { title: 'Cap', sku: 'CAP', collections: ['Summer'] } }, received);
    expect(product.kind === 'events' && product.events).toEqual([
      { name: 'productViewed', occurredAt: received.toISOString(), properties: { productNames: ['Cap'], skus: ['CAP'], collections: ['Summer'] } },
    ]);
    const collection = mapStoreWebhook('collections/viewed', { customer: { email: 'ada@example.com' }, collection: { title: 'Summer' } }, received);
    expect(collection.kind === 'events' && collection.events[0]?.properties).toEqual({ collections: ['Summer'] });
  });

  it('records nothing, with a note, for what it cannot use', () => {
    expect(mapStoreWebhook('orders/create', { ...order, email: null, customer: null }, received)).toEqual({ kind: 'ignored', note: StoreNotes.noEmail });
    expect(mapStoreWebhook('customers/create', order, received)).toEqual({ kind: 'ignored', note: StoreNotes.unknownTopic('customers/create') });
    expect(mapStoreWebhook(undefined, order, received)).toEqual({ kind: 'ignored', note: StoreNotes.missingTopic });
    expect(mapStoreWebhook('orders/create', { ...order, line_items: 'many' }, received)).toMatchObject({ kind: 'ignored' });
  });
});
