import type { TimelineEntry } from '@sendwell/contracts';
import { propertyLabel, propertyPhrase } from './property-label';

const quoted = (name: string | null): string => `"${name ?? 'a deleted item'}"`;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

const amount = (value: unknown, currency: unknown): string | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return undefined;
  const code = text(currency);
  if (code && /^[A-Z]{3}$/.test(code)) {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(number);
  }
  return number.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
};

const CREATED_BY: Record<string, string> = {
  import: 'Created by an import',
  api: 'Created through the API',
  shopify: 'Created from the store',
  manual: 'Contact created',
};

/** How a status change came, said after it: 'Unsubscribed through the API'. */
const VIA: Record<string, string> = {
  api: ' through the API',
  import: ' by an import',
  bounce: ' after a hard bounce',
  optOut: ' from a campaign e-mail',
  page: ' on the contact page',
};

const andList = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const storeSentence = (name: string, properties: Record<string, unknown>): string => {
  const number = text(properties.orderNumber);
  const total = amount(properties.totalOrderValue ?? properties.orderValue, properties.currency);
  const order = number ? `order #${number.replace(/^#/, '')}` : 'an order';
  const withTotal = (sentence: string) => (total ? `${sentence} (${total})` : sentence);
  const product = Array.isArray(properties.productNames) ? text(properties.productNames[0]) : undefined;
  switch (name) {
    case 'orderPlaced':
      return withTotal(`Placed ${order}`);
    case 'orderCancelled':
      return withTotal(`Cancelled ${order}`);
    case 'orderRefunded':
      return withTotal(`Was refunded for ${order}`);
    case 'orderFulFilled':
      return `${number ? `Order #${number.replace(/^#/, '')}` : 'An order'} was fulfilled`;
    case 'productOrdered':
      return product ? `Ordered "${product}"` : 'Ordered a product';
    case 'cartCheckout': {
      const cart = amount(properties.cartValue, properties.currency);
      return cart ? `Started a checkout (${cart})` : 'Started a checkout';
    }
    default:
      return `Store event "${propertyLabel(name)}"`;
  }
};

/** One timeline entry as a sentence a marketer reads: 'Added to list "Newsletter"', 'Opened "Spring sale"'. */
export const describeTimelineEntry = (entry: TimelineEntry): string => {
  const { details } = entry;
  const via = VIA[String(details.via ?? '')] ?? '';
  // A contact's choice of one email type on the unsubscribe page, rather than of all email.
  const emailType = text(details.emailType);
  switch (entry.type) {
    case 'created':
      return CREATED_BY[String(details.source ?? '')] ?? 'Contact created';
    case 'listAdded':
      return `Added to list ${quoted(entry.subject)}`;
    case 'imported': {
      const file = text(details.fileName);
      return details.importSource === 'quick'
        ? `Added to list ${quoted(entry.subject)} by a quick import`
        : `Imported into list ${quoted(entry.subject)}${file ? ` from ${file}` : ''}`;
    }
    case 'listRemoved':
      return `Removed from list ${quoted(entry.subject)}${via}`;
    case 'subscribed':
      return `Subscribed again${emailType ? ` to ${quoted(emailType)} emails` : ''}${via}`;
    case 'unsubscribed':
      return `Unsubscribed${emailType ? ` from ${quoted(emailType)} emails` : ''}${via}`;
    case 'blocked':
      return `Blocked${via}`;
    case 'unblocked':
      return `Unblocked${via}`;
    case 'propertiesChanged': {
      const keys = Array.isArray(details.keys)
        ? details.keys.filter((key): key is string => typeof key === 'string')
        : [];
      // Edits on the contact page are the common case and say nothing more; an import or the API says so.
      const how = details.via === 'page' ? '' : via;
      return keys.length === 0
        ? `Properties changed${how}`
        : `Changed ${andList(keys.map((key) => propertyPhrase(key)))}${how}`;
    }
    case 'archived':
      return details.via === 'list' ? `Archived with list ${quoted(entry.subject)}` : 'Archived';
    case 'restored':
      return details.via === 'list'
        ? `Restored with list ${quoted(entry.subject)}`
        : 'Restored from the archive';
    case 'emailSent':
      return `Received ${quoted(entry.subject)}`;
    case 'emailOpened':
      return `Opened ${quoted(entry.subject)}${details.isApplePrivacyOpen === true ? ' (Apple Mail privacy open)' : ''}`;
    case 'emailClicked':
      return `Clicked a link in ${quoted(entry.subject)}`;
    case 'emailSubmitted':
      return `Submitted a form in ${quoted(entry.subject)}`;
    case 'customEvent':
      return `Event "${entry.subject ?? ''}"`;
    case 'storeEvent':
      return storeSentence(entry.subject ?? '', (details.properties ?? {}) as Record<string, unknown>);
    case 'formSubmitted':
      return `Submitted form ${quoted(entry.subject)}`;
  }
};
