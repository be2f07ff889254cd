import type { AccountRole, RouteAccess } from '@sendwell/contracts';
import type { TestBrowser } from '../http-client';
import type { SignedUpUser } from '../users';
import { lateTestApp } from '../integration-setup';

/*
 * What the rows of the route tables are made of. The rows of each area's routes are in
 * test/permissions/<area>.ts; src/platform/permissions.int.test.ts gathers them and checks every route for
 * every kind of caller.
 */

/** A signed-up owner and a few things in their account. */
export interface AccountFixture extends SignedUpUser {
  accountId: string;
  /** A list holding `contactId`. */
  listId: number;
  contactId: number;
  /** A finished export of `listId`. */
  exportId: number;
  /** Another list, for calls that use one up (archive, rename). */
  newList(): Promise<number>;
  /** Another contact, for calls that use one up (archive, delete). */
  newContact(): Promise<number>;
}

/** Every row may draw on these. Account A is the caller's; B is someone else's. */
export interface Fixtures {
  a: AccountFixture;
  b: AccountFixture;
  /** A signed-in browser of each kind of member of account A (the owner's is `a.browser`). */
  membersOfA: Record<AccountRole, TestBrowser>;
}

export interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface RouteRow {
  /** Who may call it; must equal the contract's `access`. */
  access: RouteAccess;
  /** For 'account' routes, the members it admits; must equal the contract's `roles` (every member unless said). */
  roles?: readonly AccountRole[];
  /** A valid call by A (else validation answers 400 before access is checked). Without it: no params, query or body. */
  input?: (fx: Fixtures) => Call | Promise<Call>;
  /** The same call with account B's ids; made by A, it must answer 404 (and `input` must succeed). */
  crossAccount?: (fx: Fixtures) => Call | Promise<Call>;
  /** Authenticated by a bearer key or a signature, never by the cookie, so there is no CSRF check. */
  csrfExempt?: true;
  /** A GET that starts work, so it is CSRF-checked like a state-changing call. */
  csrfOnGet?: true;
}

/** One row per route an area serves, keyed "METHOD path". */
export type RouteTable = Record<string, RouteRow>;

const late = lateTestApp();
/** The app the permission test runs; rows read it when they are called, after it has started. */
export const t = late.t;
export const startPermissionApp = late.start;
