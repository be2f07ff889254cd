import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret given by a caller (a signature, an HMAC, a token or its hash, a derived password key) is
 * the expected one, compared in constant time: how long the answer takes tells nothing about how much of a
 * guess was right. Strings are compared as their UTF-8 bytes. Values of different lengths differ at once
 * (a length is no secret).
 */
export const constantTimeEqual = (given: Buffer | string, expected: Buffer | string): boolean => {
  const left = typeof given === 'string' ? Buffer.from(given) : given;
  const right = typeof expected === 'string' ? Buffer.from(expected) : expected;
  return left.length === right.length && timingSafeEqual(left, right);
};
