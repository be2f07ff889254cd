import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { constantTimeEqual } from './constant-time';

/**
 * Secrets kept for a purpose (a sender's SMTP password, an API key) are sealed with AES-256-GCM under a key
 * derived from the app's secret key for that purpose, so a database copy alone opens nothing. The context
 * (the account) is bound as additional data: a sealed value moved to another account does not open.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

const keyFor = (secretKey: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secretKey, 'sendwell', purpose, 32));

export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** Throws when the value was altered, sealed under another key, or for another context. */
  open(sealed: string, context: string): string;
}

export const createSecretBox = (secretKey: string, purpose: string): SecretBox => {
  const key = keyFor(secretKey, purpose);
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
        throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
};

/** A signed value that cannot be altered without the secret key: `payload.signature`, both URL-safe. */
export const createSigner = (
  secretKey: string,
  purpose: string,
  /** A shorter signature (HMAC-SHA256 truncated, at least 16 bytes) for values that travel in addresses. */
  options: { signatureBytes?: number } = {},
) => {
  const key = keyFor(secretKey, purpose);
  const signatureOf = (payload: string): string =>
    createHmac('sha256', key)
      .update(payload)
      .digest()
      .subarray(0, Math.max(16, options.signatureBytes ?? 32))
      .toString('base64url');
  return {
    sign: (payload: string): string =>
      `${Buffer.from(payload).toString('base64url')}.${signatureOf(Buffer.from(payload).toString('base64url'))}`,
    /** The payload, or undefined when the signature does not match. */
    verify(token: string): string | undefined {
      const [encoded, signature] = token.split('.');
      if (!encoded || !signature) return undefined;
      if (!constantTimeEqual(signature, signatureOf(encoded))) return undefined;
      return Buffer.from(encoded, 'base64url').toString('utf8');
    },
  };
};
