import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `public`: anyone. `user`: a signed-in user, whatever account is current.
 * `account`: a signed-in member of the current account; the handler sees the account id.
 * `apiKey`: a caller with `Authorization: Bearer <api key>` (the public API); the session cookie is ignored.
 * `webhook`: a store platform or sending provider, proven by a signature over the body or a secret token
 * in the URL; the session cookie is ignored.
 */
export type RouteAccess = 'public' | 'user' | 'account' | 'apiKey' | 'webhook';

/**
 * Where a member stands in the current account: its primary owner, an admin (who runs the team and the
 * account's settings, not its plan), a member, or a member with limited access (who may not take the
 * account's data out, destroy it for good, or hold its API keys).
 */
export type AccountRole = 'owner' | 'admin' | 'member' | 'limitedMember';
export const ACCOUNT_ROLES: readonly AccountRole[] = ['owner', 'admin', 'member', 'limitedMember'];
/** Every member but those with limited access. */
export const FULL_ACCESS: readonly AccountRole[] = ['owner', 'admin', 'member'];
/** Who runs the team (invitations, roles, removals) and the account's own settings. */
export const TEAM_ADMINS: readonly AccountRole[] = ['owner', 'admin'];
/** The primary owner alone: changing the plan (spec 3 §6) and handing the ownership on. */
export const PRIMARY_OWNER: readonly AccountRole[] = ['owner'];
/** Routes with this tag change the plan: the server refuses to register a state-changing one open to anyone but the primary owner. */
export const PLAN_TAG = 'plans';

/** Routes with this tag serve a locked account (its plan ended): that is where it pays to carry on. */
export const BILLING_TAG = 'billing';

/** Whether a route answers an account whose trial or subscription has ended (spec 2 §2.4, §2.6, §4.5). */
export const servesLockedAccount = (route: { tags: readonly string[]; servesLockedAccount?: true }): boolean =>
  route.servesLockedAccount === true || route.tags.includes(BILLING_TAG);

export const LockMessages = {
  trialEnded: 'Your free trial has ended. Choose a plan in Plans and billing to keep using Sendwell.',
  subscriptionEnded: 'Your subscription has ended. Choose a plan in Plans and billing to keep using Sendwell.',
  whopSubscriptionEnded: 'Your subscription was bought on Whop and has ended. Visit Whop to renew it.',
} as const;

/** Limited access outranks every role, so the flag always narrows what a member may do. */
export const accountRoleOf = (member: { role: 'primaryOwner' | 'admin' | 'member'; limitedAccess: boolean }): AccountRole =>
  member.limitedAccess ? 'limitedMember' : member.role === 'primaryOwner' ? 'owner' : member.role;

export const RoleMessages = {
  limitedAccess: 'Your access to this account is limited. Ask a member with full access to do this.',
  ownerOnly: 'Only the primary owner of this account can do this.',
  adminOnly: 'Only the primary owner or an admin of this account can do this.',
  /** Spec 3 §6: what everyone but the primary owner reads where the plan could be changed. */
  contactPrimaryOwner: 'Please contact primary owner to upgrade',
} as const;

export type RoleRefusal = 'LIMITED_ACCESS' | 'ADMIN_ONLY' | 'OWNER_ONLY';

/** One HTTP call: the single source of truth for its path, payload and response. */
export interface RouteContract<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Access extends RouteAccess = RouteAccess,
> {
  method: HttpMethod;
  path: `/api/${string}`;
  access: Access;
  /**
   * For 'account' routes: the members it admits; every member unless said. Others are answered 403
   * LIMITED_ACCESS (or ADMIN_ONLY, OWNER_ONLY), so the many read routes stay terse.
   */
  roles?: readonly AccountRole[];
  summary: string;
  /** Longer text for the OpenAPI document: headers, limits, what a retry does. */
  description?: string;
  tags: readonly string[];
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** Status code of a successful answer; 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  /**
   * Served to an account whose plan has ended too: billing and what the lock screens read. Every other
   * 'account' and 'apiKey' route answers a locked account 402 ACCOUNT_LOCKED.
   */
  servesLockedAccount?: true;
}

export const defineRoute = <
  Params extends z.ZodType = z.ZodUndefined,
  Query extends z.ZodType = z.ZodUndefined,
  Body extends z.ZodType = z.ZodUndefined,
  Response extends z.ZodType = z.ZodType,
  const Access extends RouteAccess = RouteAccess,
>(
  route: RouteContract<Params, Query, Body, Response, Access>,
) => route;

export type AnyRoute = RouteContract<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

/** Whether a member may call a route: the server enforces it, and screens hide what it would refuse. */
export const admits = (route: { roles?: readonly AccountRole[] }, role: AccountRole): boolean =>
  (route.roles ?? ACCOUNT_ROLES).includes(role);

/**
 * Why a route refuses a member it does not admit: limited access, or a role below the one it asks for (admins
 * when the route admits them, else the primary owner).
 */
export const refusalOf = (route: { roles?: readonly AccountRole[] }, role: AccountRole): RoleRefusal =>
  role === 'limitedMember' ? 'LIMITED_ACCESS' : admits(route, 'admin') ? 'ADMIN_ONLY' : 'OWNER_ONLY';

/** What a caller sends: schema inputs, before defaults and coercion. */
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
export type RouteParams<R> = R extends RouteContract<infer P, z.ZodType, z.ZodType, z.ZodType> ? Input<P> : never;
export type RouteQuery<R> = R extends RouteContract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Input<Q> : never;
export type RouteBody<R> = R extends RouteContract<z.ZodType, z.ZodType, infer B, z.ZodType> ? Input<B> : never;
export type RouteResponse<R> = R extends RouteContract<z.ZodType, z.ZodType, z.ZodType, infer S> ? z.infer<S> : never;

/** Every error answer has this shape; `message` is the user-facing text. */
export const ApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field-level problems of a 400, keyed by dotted path. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiError>;

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

/** Fills `:name` segments of a route path. */
export const buildPath = (path: string, params: Record<string, string | number> | undefined): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
