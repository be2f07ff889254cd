import { createHmac } from 'node:crypto';
import { SANDBOX_CARDS } from '@sendwell/contracts';
import { constantTimeEqual } from '../../platform/constant-time';

/**
 * The built-in sandbox payment provider: a hosted checkout page of our own with test cards, and payment
 * events signed the way real providers sign theirs (a timestamped HMAC of the exact body), so the whole
 * flow runs on a laptop with no payment account and goes through the same verified path as production.
 */
export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Events older than this are refused, so a captured event cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The key events are signed with, derived from the app's secret so nothing else needs configuring. */
export const sandboxWebhookSecret = (secretKey: string): Buffer =>
  createHmac('sha256', secretKey).update('billing sandbox webhook').digest();

const hmac = (secret: Buffer, timestamp: number, body: Buffer | string): string =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

export const signSandboxEvent = (secret: Buffer, body: Buffer | string, now: Date): string => {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
};

/** Whether the header signs this body with the secret, at most SIGNATURE_TOLERANCE_SECONDS ago. */
export const verifySandboxSignature = (
  secret: Buffer,
  header: string | undefined,
  body: Buffer,
  now: Date,
): boolean => {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (
    !Number.isInteger(timestamp) ||
    Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS
  )
    return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return constantTimeEqual(given, expected);
};

export type CardOutcome = 'succeeded' | 'failed' | 'requires_confirmation' | 'unknown_card';

/** What a test card does: succeed, be declined, or ask the cardholder to confirm first. */
export const sandboxCardOutcome = (cardNumber: string, confirmed: boolean): CardOutcome => {
  const digits = cardNumber.replace(/[\s-]/gu, '');
  const is = (card: string) => digits === card.replace(/\s/gu, '');
  if (is(SANDBOX_CARDS.succeeds)) return 'succeeded';
  // The card kept for renewals is declined on every charge too, at the checkout as when a renewal charges it.
  if (is(SANDBOX_CARDS.declined) || is(SANDBOX_CARDS.declinesRenewal)) return 'failed';
  if (is(SANDBOX_CARDS.requiresConfirmation)) return confirmed ? 'succeeded' : 'requires_confirmation';
  return 'unknown_card';
};

/** The web page of the sandbox provider's hosted checkout. */
export const checkoutPagePath = (token: string): string => `/billing/checkout/${token}`;

/** The sandbox behind the provider interface: its checkout is our own page, keyed by the payment's token. */
export const sandboxProvider = {
  name: SANDBOX_PROVIDER,
  startCheckout: async ({ checkoutToken }: { checkoutToken: string }) => ({
    checkoutUrl: checkoutPagePath(checkoutToken),
  }),
};
