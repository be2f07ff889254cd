import { z } from 'zod';
import { createSigner } from '../../platform/secret-box';

/**
 * The address-confirmation link's token: the account, sender, address and expiry, signed with a key derived
 * from the app's secret key. Nothing is stored to check it; a changed address or a passed expiry voids it.
 */
const LinkPayload = z.object({ a: z.string(), s: z.number(), e: z.string(), x: z.number() });
export type SenderLink = { accountId: string; senderId: number; email: string; expiresAt: Date };

const signer = (secretKey: string) => createSigner(secretKey, 'sender-address-confirmation');

export const signSenderLink = (secretKey: string, link: SenderLink): string =>
  signer(secretKey).sign(
    JSON.stringify({ a: link.accountId, s: link.senderId, e: link.email, x: link.expiresAt.getTime() }),
  );

/** The link's content, or undefined when it was not signed by this app. */
export const readSenderLink = (secretKey: string, token: string): SenderLink | undefined => {
  const payload = signer(secretKey).verify(token);
  if (payload === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = LinkPayload.safeParse(json);
  return parsed.success
    ? {
        accountId: parsed.data.a,
        senderId: parsed.data.s,
        email: parsed.data.e,
        expiresAt: new Date(parsed.data.x),
      }
    : undefined;
};
