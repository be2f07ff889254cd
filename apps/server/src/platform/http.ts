import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ApiError,
  AuthMessages,
  type AnyRoute,
  type RouteAccess,
  type RouteContract,
} from '@sendwell/contracts';
import { ForbiddenError, UnauthorizedError } from './errors';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Who is calling, as the session cookie tells. */
export interface SessionAuth {
  sessionTokenHash: string;
  userId: string;
  isVerified: boolean;
  /** Null when the user belongs to no account any more. */
  account: { accountId: string; memberId: string; role: 'primaryOwner' | 'member'; limitedAccess: boolean } | null;
}

export interface AccountAuth extends SessionAuth {
  account: NonNullable<SessionAuth['account']>;
  accountId: string;
}

type AuthFor<A extends RouteAccess> = A extends 'account' ? AccountAuth : A extends 'user' ? SessionAuth : SessionAuth | null;


declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered from a contract; the permission test walks this table. */
    contractRoutes: AnyRoute[];
  }
  interface FastifyRequest {
    auth: SessionAuth | null;
  }
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface HandlerInput<P, Q, B, A extends RouteAccess> {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  auth: AuthFor<A>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Requests per window per client address, for routes open to guessing. */
  rateLimit?: { max: number; timeWindow: string };
  /** Skip the double-submit CSRF check: only for calls authenticated by a bearer key or a signature. */
  csrfExempt?: boolean;
  /** Check CSRF on a GET too: for a GET the spec fixes but that starts work (an export). */
  csrfOnGet?: boolean;
  /** The handler sends the answer itself (a file stream), so the response schema is documentation only. */
  rawResponse?: boolean;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sameToken = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const checkCsrf = (request: FastifyRequest): void => {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
    throw new ForbiddenError(AuthMessages.csrfMissing, 'CSRF_MISSING');
  }
};

const authorize = (access: RouteAccess, auth: SessionAuth | null): SessionAuth | AccountAuth | null => {
  if (access === 'public') return auth;
  if (!auth) throw new UnauthorizedError();
  if (access === 'user') return auth;
  if (!auth.account) throw new ForbiddenError('You are not a member of any account', 'NO_ACCOUNT');
  return { ...auth, accountId: auth.account.accountId };
};

/**
 * Serves one contract: validates params, query, body and the response against its schemas, enforces its
 * access level and CSRF, and lists it in OpenAPI. Handlers receive parsed input and return the response.
 */
export const registerRoute = <
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  A extends RouteAccess,
>(
  app: FastifyInstance,
  route: RouteContract<P, Q, B, R, A>,
  handler: (input: HandlerInput<P, Q, B, A>) => Promise<z.infer<R>>,
  options: RouteOptions = {},
): void => {
  app.contractRoutes.push(route as unknown as AnyRoute);
  const status = route.status ?? 200;
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      summary: route.summary,
      tags: [...route.tags],
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: options.rawResponse ? { '4xx': ApiError, '5xx': ApiError } : { [status]: route.response, '4xx': ApiError, '5xx': ApiError },
      ...(route.access === 'public' ? {} : { security: [{ session: [] }] }),
    },
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    // Who may call is settled before the body is even parsed.
    onRequest: async (request) => {
      if ((STATE_CHANGING.has(route.method) || options.csrfOnGet) && !options.csrfExempt) checkCsrf(request);
      authorize(route.access, request.auth);
    },
    handler: async (request, reply) => {
      const auth = authorize(route.access, request.auth);
      const result: unknown = await handler({
        params: request.params as Infer<P>,
        query: request.query as Infer<Q>,
        body: request.body as Infer<B>,
        auth: auth as AuthFor<A>,
        request,
        reply,
      });
      if (options.rawResponse) return reply;
      return reply.status(status).send(result);
    },
  });
};
