import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { constantTimeEqual } from './constant-time';
import type { AppContext } from './context';
import { CSRF_COOKIE } from './http';

/**
 * The CSRF token of a session: an HMAC of its id under the secret key, so a token planted in the browser
 * (by a sibling domain, say) is not the token of the victim's session, and one session's token is worth
 * nothing in another.
 */
export const sessionCsrfToken = (secretKey: string, sessionTokenHash: string): string =>
  createHmac('sha256', secretKey).update(`csrf:${sessionTokenHash}`).digest('base64url');

/** Readable by the page on purpose: it echoes the value in X-CSRF-Token (double submit). */
export const setCsrfCookie = (ctx: AppContext, reply: FastifyReply, token: string): void => {
  reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure: ctx.config.appUrl.startsWith('https://') });
};

/** Before a session exists there is nothing to bind to: a random token, which a page on another site cannot send as a header. */
export const setSignedOutCsrfCookie = (ctx: AppContext, reply: FastifyReply): void => setCsrfCookie(ctx, reply, randomBytes(24).toString('base64url'));

/**
 * Gives the browser the token its requests must carry: its session's, replacing any other (one from before
 * sign-in, or planted), or, signed out, a random one when it has none.
 */
export const issueCsrfCookie = (ctx: AppContext, request: FastifyRequest, reply: FastifyReply): void => {
  const current = request.cookies[CSRF_COOKIE];
  if (request.auth) {
    const token = sessionCsrfToken(ctx.config.secretKey, request.auth.sessionTokenHash);
    if (current === undefined || !constantTimeEqual(current, token)) setCsrfCookie(ctx, reply, token);
  } else if (!current) {
    setSignedOutCsrfCookie(ctx, reply);
  }
};
