import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { sessionCsrfToken, setCsrfCookie, setSignedOutCsrfCookie } from '../../platform/csrf';
import { SESSION_COOKIE, type SessionAuth } from '../../platform/http';
import { resolveCurrentAccount } from '../accounts/resolve-current-account';
import { deleteSession, extendSession, findLiveSession, insertSession } from './auth.repository';
import { hashToken, newToken } from './tokens';

const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
// Sliding expiry is written at most hourly, not on every request.
const EXTEND_AFTER_MS = 60 * 60 * 1000;

const cookieOptions = (ctx: AppContext) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: ctx.config.appUrl.startsWith('https://'),
  maxAge: SESSION_DAYS * 24 * 60 * 60,
});

export const startSession = async (
  ctx: AppContext,
  userId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> => {
  const token = newToken();
  const tokenHash = hashToken(token);
  await insertSession(ctx.db, {
    tokenHash,
    userId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
    userAgent: request.headers['user-agent'] ?? '',
    ip: request.ip,
  });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(ctx));
  setCsrfCookie(ctx, reply, sessionCsrfToken(ctx.config.secretKey, tokenHash));
};

export const endSession = async (
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> => {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    await deleteSession(ctx.db, hashToken(token));
    ctx.sessionCache.forgetSession(hashToken(token));
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  setSignedOutCsrfCookie(ctx, reply);
};

export const currentSessionHash = (request: FastifyRequest): string | undefined => {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : undefined;
};

/** Reads the session cookie into who is calling and in which account; slides its expiry while in use. */
export const createSessionResolver =
  (ctx: AppContext) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<SessionAuth | null> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const cached = ctx.sessionCache.get(tokenHash);
    if (cached) return cached;
    const session = await findLiveSession(ctx.db, tokenHash);
    if (!session) return null;
    if (Date.now() - session.lastSeenAt.getTime() > EXTEND_AFTER_MS) {
      await extendSession(ctx.db, session.tokenHash, new Date(Date.now() + SESSION_DAYS * DAY_MS));
      // The browser keeps the cookie only as long as it was told; tell it again.
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(ctx));
    }
    const membership = await resolveCurrentAccount(ctx.db, session.userId, session.currentAccountId);
    const auth: SessionAuth = {
      sessionTokenHash: session.tokenHash,
      userId: session.userId,
      isVerified: session.isVerified,
      account: membership
        ? {
            accountId: membership.accountId,
            memberId: membership.memberId,
            role: membership.role,
            limitedAccess: membership.limitedAccess,
          }
        : null,
    };
    ctx.sessionCache.set(tokenHash, auth);
    return auth;
  };
