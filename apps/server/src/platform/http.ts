// The request's cookies and a route's rate limit are typed by their plugins' declarations, which this module uses.
import type {} from '@fastify/cookie';
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  accountRoleOf,
  admits,
  ApiError,
  AuthMessages,
  PLAN_TAG,
  PRIMARY_OWNER,
  refusalOf,
  servesLockedAccount,
  type AccountRole,
  type AnyRoute,
  type MemberRole,
  type RouteAccess,
  type RouteContract,
} from '@sendwell/contracts';
import { constantTimeEqual } from './constant-time';
import { AccountLockedError, ForbiddenError, RoleRefusedError, UnauthorizedError } from './errors';
import { rejectUnsafeText } from './text-input';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Who is calling, as the session cookie tells. */
export interface SessionAuth {
  sessionTokenHash: string;
  userId: string;
  isVerified: boolean;
  /** Null when the user belongs to no account any more. */
  account: { accountId: string; memberId: string; role: MemberRole; limitedAccess: boolean } | null;
}

export interface AccountAuth extends SessionAuth {
  account: NonNullable<SessionAuth['account']>;
  accountId: string;
  role: AccountRole;
}

/** Who is calling, as a bearer API key tells: always one account, never a user. */
export interface ApiKeyAuth {
  accountId: string;
  keyId: number;
}

/** Who sent a webhook, as its signature or URL token proves: an account and its store connection or sender. */
export interface WebhookAuth {
  accountId: string;
  sourceId: number;
}

/** Why an account's plan stopped: its lock screen and its 402 message say which. */
export type AccountLock = { reason: 'trialEnded' | 'subscriptionEnded'; isWhopPlan: boolean };

/** Reads whether an account is locked; the app sets it. */
export type AccountLockReader = (accountId: string) => Promise<AccountLock | null>;

/** Resolves `Authorization: Bearer <key>` for 'apiKey' routes, or throws 401 (or 429 past the key's rate). */
export type ApiKeyAuthenticator = (request: FastifyRequest, reply: FastifyReply) => Promise<ApiKeyAuth>;

type AuthFor<A extends RouteAccess> = A extends 'account'
  ? AccountAuth
  : A extends 'user'
    ? SessionAuth
    : A extends 'apiKey'
      ? ApiKeyAuth
      : A extends 'webhook'
        ? WebhookAuth
        : SessionAuth | null;


declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered from a contract; the permission test walks this table. */
    contractRoutes: AnyRoute[];
    /** How 'apiKey' routes find their caller; the app sets it. */
    authenticateApiKey: ApiKeyAuthenticator;
    /** The X-CSRF-Token a signed-in session's state-changing requests must carry; the app sets it. */
    csrfTokenOf: (auth: SessionAuth) => string;
    /** Whether an account's trial or subscription has ended; 'account' and 'apiKey' routes refuse it then. */
    accountLockOf: AccountLockReader;
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
  /**
   * Skip the double-submit CSRF check: only for calls authenticated by a bearer key or a signature. 'apiKey'
   * and 'webhook' routes never read the session cookie, so they skip it whatever this says.
   */
  csrfExempt?: boolean;
  /** Check CSRF on a GET too: for a GET the spec fixes but that starts work (an export). */
  csrfOnGet?: boolean;
  /** The handler sends the answer itself (a file stream), so the response schema is documentation only. */
  rawResponse?: boolean;
  /**
   * Required for 'webhook' routes: proves the sender (a signature over the raw body, a token in the URL) once
   * the body is read and before it is validated; throws 401 when it cannot.
   */
  verifyWebhook?: (request: FastifyRequest) => Promise<WebhookAuth>;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Spec 3 §6: only the primary owner may change the plan, so a route that does must say so in its contract. */
const changesPlan = (route: { method: string; tags: readonly string[] }): boolean =>
  route.tags.includes(PLAN_TAG) && STATE_CHANGING.has(route.method);
const admitsPrimaryOwnerOnly = (route: { access: RouteAccess; roles?: readonly AccountRole[] }): boolean =>
  route.access === 'account' && (route.roles ?? []).join() === PRIMARY_OWNER.join();

/** How the OpenAPI document says each kind of caller proves itself; a webhook's proof is in its description. */
const SECURITY: Record<RouteAccess, { security?: Record<string, string[]>[] }> = {
  public: {},
  user: { security: [{ session: [] }] },
  account: { security: [{ session: [] }] },
  apiKey: { security: [{ apiKey: [] }] },
  webhook: {},
};

const checkCsrf = (app: FastifyInstance, request: FastifyRequest): void => {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  // Signed in, the token must be the session's own; signed out there is no session to act as, so echoing the cookie is enough.
  const expected = request.auth ? app.csrfTokenOf(request.auth) : cookie;
  if (!cookie || !expected || typeof header !== 'string' || !constantTimeEqual(cookie, header) || !constantTimeEqual(header, expected)) {
    throw new ForbiddenError(AuthMessages.csrfMissing, 'CSRF_MISSING');
  }
};

/** Callers proven by a bearer key or a webhook check, per request; such routes never read the session. */
const machineCallers = new WeakMap<FastifyRequest, ApiKeyAuth | WebhookAuth>();

const machineCaller = (request: FastifyRequest): ApiKeyAuth | WebhookAuth => {
  const caller = machineCallers.get(request);
  if (!caller) throw new UnauthorizedError();
  return caller;
};

const authorize = (route: AnyRoute, request: FastifyRequest): SessionAuth | AccountAuth | ApiKeyAuth | WebhookAuth | null => {
  const access = route.access;
  if (access === 'apiKey' || access === 'webhook') return machineCaller(request);
  const auth = request.auth;
  if (access === 'public') return auth;
  if (!auth) throw new UnauthorizedError();
  if (access === 'user') return auth;
  if (!auth.account) throw new ForbiddenError('You are not a member of any account', 'NO_ACCOUNT');
  const role = accountRoleOf(auth.account);
  if (!admits(route, role)) throw new RoleRefusedError(refusalOf(route, role));
  return { ...auth, accountId: auth.account.accountId, role };
};

/** Spec 2 §4.5: an account whose plan ended reaches only billing and its lock screens until it pays. */
const refuseLockedAccount = async (app: FastifyInstance, accountId: string): Promise<void> => {
  const lock = await app.accountLockOf(accountId);
  if (lock) throw new AccountLockedError(lock);
};

/** The OpenAPI text of a route, saying which members it refuses. */
const describeRoute = (route: AnyRoute): string | undefined => {
  const refused = [
    ...(admits(route, 'limitedMember') ? [] : ['members with limited access (403 LIMITED_ACCESS)']),
    ...(admits(route, 'member') || !admits(route, 'admin') ? [] : ['members who are not admins (403 ADMIN_ONLY)']),
    ...(admits(route, 'admin') ? [] : ['members other than the primary owner (403 OWNER_ONLY)']),
  ];
  const roles = refused.length > 0 ? `Refused to ${refused.join(' and ')}.` : undefined;
  return [route.description, roles].filter(Boolean).join('\n\n') || undefined;
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
  if (route.access === 'webhook' && !options.verifyWebhook) throw new Error(`${route.method} ${route.path} is a webhook route without verifyWebhook`);
  if (route.roles && route.access !== 'account') throw new Error(`${route.method} ${route.path} names member roles but is not an 'account' route`);
  if (changesPlan(route) && !admitsPrimaryOwnerOnly(route)) throw new Error(`${route.method} ${route.path} changes the plan but admits more than the primary owner (roles: PRIMARY_OWNER)`);
  const anyRoute = route as unknown as AnyRoute;
  app.contractRoutes.push(anyRoute);
  const description = describeRoute(anyRoute);
  const status = route.status ?? 200;
  const verifyWebhook = options.verifyWebhook;
  const servesLocked = servesLockedAccount(route);
  const security: { security?: Record<string, string[]>[] } = SECURITY[route.access];
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      summary: route.summary,
      ...(description ? { description } : {}),
      tags: [...route.tags],
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: options.rawResponse ? { '4xx': ApiError, '5xx': ApiError } : { [status]: route.response, '4xx': ApiError, '5xx': ApiError },
      ...security,
    },
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    // Who may call is settled before the body is even parsed (a webhook's proof needs the body: just before it is validated).
    onRequest: async (request, reply) => {
      if (route.access === 'apiKey') {
        const caller = await app.authenticateApiKey(request, reply);
        machineCallers.set(request, caller);
        if (!servesLocked) await refuseLockedAccount(app, caller.accountId);
        return;
      }
      if (route.access === 'webhook') return;
      if ((STATE_CHANGING.has(route.method) || options.csrfOnGet) && !options.csrfExempt) checkCsrf(app, request);
      const auth = authorize(anyRoute, request);
      if (route.access === 'account' && !servesLocked && auth && 'accountId' in auth) await refuseLockedAccount(app, auth.accountId);
    },
    // Text Postgres cannot store is refused first, naming its field, so nothing (a webhook's token lookup included) meets it.
    preValidation: [
      rejectUnsafeText,
      ...(verifyWebhook
        ? [
            async (request: FastifyRequest) => {
              machineCallers.set(request, await verifyWebhook(request));
            },
          ]
        : []),
    ],
    handler: async (request, reply) => {
      const auth = authorize(anyRoute, request);
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
