import type { FastifyReply, FastifyRequest } from 'fastify';
import { PublicApiMessages } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { AppError, UnauthorizedError } from '../../platform/errors';
import type { ApiKeyAuth, ApiKeyAuthenticator } from '../../platform/http';
import { hashToken } from '../auth/tokens';
import { findLiveApiKey, markApiKeyUsed } from './api-keys.repository';
import { API_KEY_PREFIX } from './create-api-key';
import { KeyRateLimiter } from './key-rate-limiter';

export class ApiKeyRateLimitedError extends AppError {
  constructor() {
    super(429, 'RATE_LIMITED', PublicApiMessages.rateLimited);
  }
}

/** The key's text: the prefix and 43 base64url characters (256 bits). */
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
const BEARER = /^Bearer[ ]+(\S+)\s*$/i;
/** "Last used" is written at most this often per key, not on every request. */
const MARK_USED_EVERY_MS = 60_000;

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
};

/**
 * Finds the caller of a public API route by its bearer key. The key is looked up on every request (one
 * indexed read), with no cache, so a revoked key is refused from the very next call in every process.
 * The key's text is never logged: only its hash reaches the database, and errors do not repeat it.
 */
export const createApiKeyAuthenticator = (ctx: AppContext): ApiKeyAuthenticator => {
  const limiter = new KeyRateLimiter();
  const markedAt = new Map<number, number>();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<ApiKeyAuth> => {
    const key = bearerOf(request);
    if (!key) throw new UnauthorizedError(PublicApiMessages.missingKey);
    if (!KEY_SHAPE.test(key)) throw new UnauthorizedError(PublicApiMessages.invalidKey);
    const found = await findLiveApiKey(ctx.db, hashToken(key));
    if (!found) throw new UnauthorizedError(PublicApiMessages.invalidKey);
    const waitSeconds = limiter.take(found.keyId, found.requestsPerMinute);
    if (waitSeconds > 0) {
      reply.header('retry-after', String(waitSeconds));
      throw new ApiKeyRateLimitedError();
    }
    const now = Date.now();
    if (now - (markedAt.get(found.keyId) ?? 0) >= MARK_USED_EVERY_MS) {
      markedAt.set(found.keyId, now);
      await markApiKeyUsed(ctx.db, found.accountId, found.keyId, new Date(now));
    }
    return { accountId: found.accountId, keyId: found.keyId };
  };
};
