import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as hashes: a database leak yields no usable session or link. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
