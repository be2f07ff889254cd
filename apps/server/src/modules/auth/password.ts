import { randomBytes, scrypt, type ScryptOptions } from 'node:crypto';
import { checkPasswordStrength } from '@sendwell/domain/password-strength';
import { constantTimeEqual } from '../../platform/constant-time';
import { BadRequestError } from '../../platform/errors';

const KEY_LENGTH = 64;
// N=2^15 costs ~60 ms here: slow for a guesser, unnoticed at sign-in.
const COST = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** Self-describing so the cost can rise later without breaking stored hashes. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return constantTimeEqual(actual, expected);
};

/** Compared against when the email is unknown, so timing does not tell which emails have accounts. */
export const DUMMY_HASH_PROMISE = hashPassword('not-a-real-password');

/** Refuses a password that is easy to guess, naming `field` so the form shows the reason under it. */
export const assertStrongPassword = (password: string, userInputs: readonly string[], field: string): void => {
  const strength = checkPasswordStrength(password, userInputs);
  if (!strength.ok) throw new BadRequestError(strength.reason, { [field]: strength.reason });
};
