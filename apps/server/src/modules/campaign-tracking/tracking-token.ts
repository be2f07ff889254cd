import { createSigner } from '../../platform/secret-box';

/**
 * What a tracking address stands for: an open ('o'), a click on the message's n-th link ('c'), the web view
 * ('v') or an unsubscribe ('u') of one contact for one campaign. A click names the link's index in the
 * message, never its address, so a token cannot be made to send anyone elsewhere.
 */
export type TrackingKind = 'o' | 'c' | 'v' | 'u';

export interface TrackingTarget {
  accountId: string;
  campaignId: number;
  contactId: number;
}

export interface TrackingToken extends TrackingTarget {
  kind: TrackingKind;
  /** The link's index among the message's tracked links; clicks only. */
  link?: number;
}

/*
 * Compact, since every link of every message carries one: the kind, the account's uuid as hex, the ids in
 * base 36, and a 128-bit signature.
 */
const PAYLOAD = /^([ocvu])([0-9a-f]{32})-([0-9a-z]{1,11})-([0-9a-z]{1,11})(?:-([0-9a-z]{1,4}))?$/;
const UUID = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/;

/*
 * Every link of every message signs a token: the key is derived once per secret key (the app has one), not
 * once per token, which cost a key derivation and its buffers per link of a send.
 */
let lastSigner: { secretKey: string; signer: ReturnType<typeof createSigner> } | undefined;
const signer = (secretKey: string) => {
  if (lastSigner?.secretKey !== secretKey)
    lastSigner = { secretKey, signer: createSigner(secretKey, 'campaign-tracking', { signatureBytes: 16 }) };
  return lastSigner.signer;
};

/** The account's uuid as the token writes it, kept for the next token (a send signs many for one account). */
let lastAccount = { id: '', hex: '' };
const accountHex = (accountId: string): string => {
  if (lastAccount.id !== accountId)
    lastAccount = { id: accountId, hex: accountId.replace(/-/g, '').toLowerCase() };
  return lastAccount.hex;
};

export const signTrackingToken = (secretKey: string, token: TrackingToken): string =>
  signer(secretKey).sign(
    `${token.kind}${accountHex(token.accountId)}-${token.campaignId.toString(36)}-${token.contactId.toString(36)}${
      token.kind === 'c' ? `-${(token.link ?? 0).toString(36)}` : ''
    }`,
  );

/** The token's content when this app signed it for this kind of address; undefined otherwise. */
export const readTrackingToken = (
  secretKey: string,
  token: string,
  kind: TrackingKind,
): TrackingToken | undefined => {
  const match = PAYLOAD.exec(signer(secretKey).verify(token) ?? '');
  if (!match || match[1] !== kind || (kind === 'c') !== (match[5] !== undefined)) return undefined;
  return {
    kind,
    accountId: match[2]!.replace(UUID, '$1-$2-$3-$4-$5'),
    campaignId: parseInt(match[3]!, 36),
    contactId: parseInt(match[4]!, 36),
    ...(match[5] !== undefined ? { link: parseInt(match[5], 36) } : {}),
  };
};
