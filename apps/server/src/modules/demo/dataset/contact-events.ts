import { DAY_MS, HOUR_MS, MINUTE_MS, type ContactTraits, type DatasetClock } from './contact-traits';
import { isoDate, isoSeconds } from './csv';
import type { DatasetEvent } from './dataset-files';
import {
  CUSTOM_EVENT_NAMES as CUSTOM,
  PLAN_MONTHLY_PRICE,
  PLANS,
  STORE_EVENT_NAMES as STORE,
  type Plan,
} from './event-catalogue';
import { Random, itemAt } from './random';
import {
  CANCEL_REASONS,
  DISCOUNT_CODES,
  ORDER_TAGS,
  PAYMENT_METHODS,
  PRODUCTS,
  REFUND_METHODS,
  type Product,
} from './vocabulary-store';

/**
 * One contact's events, in time order: store sessions (browsing, abandoned checkouts, orders with their
 * line items, fulfilment, cancellation or refund) and custom app events. The count is decided by the
 * caller so the dataset has exactly the requested total; sessions are sized to fit it.
 */

export interface ContactEventsResult {
  events: DatasetEvent[];
  orderCount: number;
  totalPurchased: number;
  plan: Plan;
}

type Outcome = 'fulfilled' | 'cancelled' | 'refunded' | 'pending';
type Session =
  | { kind: 'browse'; views: number; collection: boolean }
  | { kind: 'abandon' }
  | { kind: 'purchase'; items: number; outcome: Outcome }
  | { kind: 'custom' };

const OUTCOME_SIZE: Record<Outcome, number> = { fulfilled: 1, cancelled: 1, refunded: 2, pending: 0 };

const sessionSize = (session: Session): number => {
  switch (session.kind) {
    case 'browse':
      return session.views + (session.collection ? 1 : 0);
    case 'abandon':
      return 2;
    case 'purchase':
      return 2 + session.items + OUTCOME_SIZE[session.outcome];
    case 'custom':
      return 1;
  }
};

const drawSession = (random: Random, customer: boolean): Session => {
  const roll = random.next() * 100;
  if (!customer)
    return roll < 25
      ? { kind: 'browse', views: random.int(1, 2), collection: random.chance(0.3) }
      : { kind: 'custom' };
  if (roll < 30) return { kind: 'browse', views: random.int(1, 3), collection: random.chance(0.5) };
  if (roll < 42) return { kind: 'abandon' };
  if (roll < 75) {
    const outcome = random.weighted<Outcome>(
      ['fulfilled', 'cancelled', 'refunded', 'pending'],
      (o) => ({ fulfilled: 85, cancelled: 5, refunded: 6, pending: 4 })[o],
    );
    return {
      kind: 'purchase',
      items: random.weighted([1, 2, 3, 4], (n) => [0, 55, 28, 12, 5][n] ?? 0),
      outcome,
    };
  }
  return { kind: 'custom' };
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const unique = (values: readonly string[]) => [...new Set(values)];

interface LineItem {
  product: Product;
  variant: string;
  quantity: number;
}

const lineItems = (random: Random, count: number): LineItem[] =>
  random
    .sample(PRODUCTS, count)
    .map((product) => ({
      product,
      variant: random.pick(product.variants),
      quantity: random.weighted([1, 2, 3], (q) => [0, 80, 15, 5][q] ?? 0),
    }));

const productProperties = (items: readonly LineItem[]) => ({
  productNames: items.map((item) => item.product.name),
  productTypes: unique(items.map((item) => item.product.type)),
  productTags: unique(items.flatMap((item) => item.product.tags)),
  skus: items.map(
    (item) => `${item.product.sku}-${item.variant.replace(/[^A-Za-z0-9]+/g, '').toUpperCase()}`,
  ),
  variantNames: items.map((item) => item.variant),
  collections: unique(items.flatMap((item) => item.product.collections)),
});

export const contactEvents = (
  seed: number,
  index: number,
  traits: ContactTraits,
  count: number,
  clock: DatasetClock,
): ContactEventsResult => {
  const random = Random.of(seed, 'events', index);
  let plan: Plan = random.weighted(PLANS, (p) => ({ Free: 60, Starter: 20, Pro: 15, Enterprise: 5 })[p]);
  const result: ContactEventsResult = { events: [], orderCount: 0, totalPurchased: 0, plan };
  if (count === 0) return result;

  const sessions: Session[] = [];
  for (let remaining = count; remaining > 0;) {
    let session = drawSession(random, traits.customer);
    if (sessionSize(session) > remaining)
      session = traits.customer ? { kind: 'browse', views: 1, collection: false } : { kind: 'custom' };
    sessions.push(session);
    remaining -= sessionSize(session);
  }
  const latest = clock.now - 2 * HOUR_MS;
  const earliest = Math.min(traits.createdAt, latest);
  const starts = sessions
    .map(() => Math.floor(earliest + (latest - earliest) * random.next()))
    .sort((a, b) => a - b);
  const cap = (at: number) => Math.min(at, clock.now - MINUTE_MS);

  const emit = (
    name: string,
    source: DatasetEvent['source'],
    at: number,
    properties: DatasetEvent['properties'],
  ) => {
    result.events.push({ contactIndex: index, name, source, occurredAt: isoSeconds(cap(at)), properties });
  };

  sessions.forEach((session, position) => {
    let at = itemAt(starts, position);
    const step = (minMinutes: number, maxMinutes: number) =>
      (at += random.int(minMinutes * 60, maxMinutes * 60) * 1000);
    switch (session.kind) {
      case 'browse': {
        const items = lineItems(random, session.views);
        if (session.collection) {
          const collection = random.pick(itemAt(items, 0).product.collections);
          emit(STORE.viewedCollection, 'shopify', at, {
            collections: [collection],
            productCount: PRODUCTS.filter((p) => p.collections.includes(collection)).length,
          });
          step(0, 3);
        }
        for (const item of items) {
          emit(STORE.viewedProduct, 'shopify', at, productProperties([item]));
          step(0, 4);
        }
        return;
      }
      case 'abandon': {
        const items = lineItems(random, random.int(1, 2));
        emit(STORE.viewedProduct, 'shopify', at, productProperties(items.slice(0, 1)));
        step(1, 10);
        const { productNames, skus, variantNames, productTypes } = productProperties(items);
        emit(STORE.checkoutStarted, 'shopify', at, {
          cartValue: round2(items.reduce((sum, item) => sum + item.product.price * item.quantity, 0)),
          productNames,
          productCount: items.length,
          skus,
          variantNames,
          productTypes,
          quantity: items.reduce((sum, item) => sum + item.quantity, 0),
          discountCodes: [],
        });
        return;
      }
      case 'purchase': {
        const items = lineItems(random, session.items);
        const all = productProperties(items);
        const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
        const subtotal = items.reduce((sum, item) => sum + item.product.price * item.quantity, 0);
        const discountCodes = random.chance(0.2) ? [random.pick(DISCOUNT_CODES)] : [];
        const orderValue = round2(
          subtotal * (discountCodes.length > 0 ? random.pick([0.85, 0.8, 0.9, 0.75]) : 1),
        );
        const totalOrderValue = round2(orderValue * 1.08 + (orderValue >= 75 ? 0 : 4.95));
        const paymentMethod = random.weighted(PAYMENT_METHODS, (m) => m.weight).name;
        result.orderCount += 1;
        result.totalPurchased = round2(result.totalPurchased + totalOrderValue);
        const orderTags = unique([
          result.orderCount === 1 ? 'first-order' : 'repeat',
          ...(random.chance(0.3) ? [random.pick(ORDER_TAGS)] : []),
        ]);
        const summary = {
          orderValue,
          totalOrderValue,
          productNames: all.productNames,
          productCount: items.length,
          skus: all.skus,
          quantity,
        };

        emit(STORE.checkoutStarted, 'shopify', at, {
          cartValue: round2(subtotal),
          productNames: all.productNames,
          productCount: items.length,
          skus: all.skus,
          variantNames: all.variantNames,
          productTypes: all.productTypes,
          quantity,
          discountCodes,
        });
        step(1, 6);
        emit(STORE.placedOrder, 'shopify', at, {
          ...summary,
          variantNames: all.variantNames,
          productTypes: all.productTypes,
          productTags: all.productTags,
          collections: all.collections,
          discountCodes,
          paymentMethod,
          orderTags,
          orderCount: result.orderCount,
          totalPurchasedValue: result.totalPurchased,
        });
        for (const item of items) {
          step(0, 1);
          emit(STORE.orderedProduct, 'shopify', at, {
            ...productProperties([item]),
            quantity: item.quantity,
            orderValue: round2(item.product.price * item.quantity),
          });
        }
        if (session.outcome === 'cancelled') {
          at += random.int(1, 48) * HOUR_MS;
          emit(STORE.cancelledOrder, 'shopify', at, {
            ...summary,
            cancelReason: random.pick(CANCEL_REASONS),
            paymentMethod,
            orderTags,
          });
        } else if (session.outcome !== 'pending') {
          at += random.int(1, 4) * DAY_MS;
          emit(STORE.fulfilledOrder, 'shopify', at, {
            ...summary,
            variantNames: all.variantNames,
            orderTags,
          });
          if (session.outcome === 'refunded') {
            at += random.int(3, 20) * DAY_MS;
            emit(STORE.refundedOrder, 'shopify', at, {
              ...summary,
              paymentMethod: random.pick(REFUND_METHODS),
              originalPaymentMethod: paymentMethod,
              orderTags,
            });
          }
        }
        return;
      }
      case 'custom': {
        const kind = random.weighted(
          ['login', 'webinar', 'upgrade', 'trial', 'download'] as const,
          (k) => ({ login: 50, webinar: 15, upgrade: 8, trial: 7, download: 20 })[k],
        );
        const nextPlan = PLANS[PLANS.indexOf(plan) + 1];
        if (kind === 'upgrade' && nextPlan) {
          const annual = random.chance(0.3);
          emit(CUSTOM.planUpgraded, 'custom', at, {
            fromPlan: plan,
            toPlan: nextPlan,
            amount: PLAN_MONTHLY_PRICE[nextPlan] * (annual ? 10 : 1),
            annual,
            effectiveDate: isoDate(cap(at) + DAY_MS),
          });
          plan = nextPlan;
        } else if (kind === 'webinar') {
          emit(CUSTOM.webinarRegistered, 'custom', at, {
            webinarName: random.pick([
              'Email deliverability 101',
              'Segmentation that converts',
              'Designing for dark mode',
              'Win-back journeys',
            ]),
            seats: random.weighted([1, 2, 3, 5], (n) => (n === 1 ? 80 : 6)),
          });
        } else if (kind === 'trial') {
          emit(CUSTOM.trialStarted, 'custom', at, {
            plan: random.pick(['Starter', 'Pro', 'Enterprise']),
            trialDays: random.pick([14, 21, 30]),
          });
        } else if (kind === 'download') {
          emit(CUSTOM.documentDownloaded, 'custom', at, {
            title: random.pick([
              'Email marketing benchmark report',
              'Holiday campaign checklist',
              'GDPR guide for marketers',
              'Segmentation playbook',
            ]),
            format: random.pick(['pdf', 'pdf', 'xlsx', 'pptx']),
          });
        } else {
          emit(CUSTOM.appLogin, 'custom', at, {
            platform: random.weighted(
              ['web', 'ios', 'android', 'macos', 'windows'],
              (p) => ({ web: 50, ios: 20, android: 18, macos: 7, windows: 5 })[p] ?? 1,
            ),
          });
        }
        return;
      }
    }
  });
  result.plan = plan;
  return result;
};
