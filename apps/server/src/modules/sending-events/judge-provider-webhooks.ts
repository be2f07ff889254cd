import { SENDING_EVENT_TYPES } from '@sendwell/contracts';
import type { ProviderWebhooks } from '../senders/senders';

/** What an address a provider posts to is, to this sender. */
export type AddressMatch =
  | { kind: 'this' }
  /** Another Sendwell webhook address: an older one of this sender, or another sender's. */
  | { kind: 'other'; tokenPrefix: string }
  | { kind: 'elsewhere' };

const SHOWN_ELSEWHERE = 3;

const list = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Whether the provider's webhooks deliver every event Sendwell reads to this sender's address; the problem in
 * plain words when they do not, naming where to fix it. Null when all is well.
 */
export const judgeProviderWebhooks = (
  found: ProviderWebhooks,
  matchAddress: (url: string) => AddressMatch,
  shown: (url: string) => string,
): string | null => {
  const { provider, where } = found;
  const matched = found.webhooks.map((webhook) => ({ webhook, match: matchAddress(webhook.url) }));
  const ours = matched.filter(({ match }) => match.kind === 'this').map(({ webhook }) => webhook);
  if (ours.length === 0) {
    if (found.webhooks.length === 0)
      return `${provider} has no event webhook set up. Add this sender's webhook address in ${where}.`;
    const older = matched.flatMap(({ match }) => (match.kind === 'other' ? [match.tokenPrefix] : []));
    if (older.length > 0)
      return `${provider} sends events to another Sendwell webhook address (starting ${list(older)}), not to this sender's current one. Making a new address retires the old one: paste the current address in ${where}.`;
    const elsewhere = [...new Set(found.webhooks.map((webhook) => shown(webhook.url)))];
    const named = elsewhere.slice(0, SHOWN_ELSEWHERE);
    const more = elsewhere.length > named.length ? ` and ${elsewhere.length - named.length} more` : '';
    return `${provider} sends events to ${list(named)}${more}, not to this sender's webhook address. Add the address in ${where}.`;
  }
  const enabled = ours.filter((webhook) => webhook.enabled);
  if (enabled.length === 0)
    return `The ${provider} event webhook with this sender's address is turned off. Turn it on in ${where}.`;
  const confirmed = enabled.filter((webhook) => webhook.confirmed);
  if (confirmed.length === 0)
    return `${provider} is waiting for this sender's webhook address to confirm its subscription. Confirm the subscription in ${where}.`;
  const reported = new Set(confirmed.flatMap((webhook) => webhook.events));
  const missing = SENDING_EVENT_TYPES.filter((event) => !reported.has(event));
  if (missing.length > 0)
    return `The ${provider} event webhook with this sender's address does not report ${list(missing.map((event) => found.eventNames[event]))}. Turn ${missing.length === 1 ? 'it' : 'them'} on in ${where}.`;
  return null;
};
