import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defineRoute,
  FULL_ACCESS,
  Ok,
  PLAN_TAG,
  PRIMARY_OWNER,
  TEAM_ADMINS,
  type AccountRole,
} from '@sendwell/contracts';
import { registerRoute } from './http';

/** Enough of an app for registerRoute to accept or refuse a contract. */
const fakeApp = () => ({ contractRoutes: [], route: () => undefined }) as unknown as FastifyInstance;

const planRoute = (method: 'GET' | 'POST', roles?: readonly AccountRole[]) =>
  defineRoute({
    method,
    path: '/api/plans/change',
    access: 'account',
    tags: [PLAN_TAG],
    summary: 'Change the plan',
    ...(roles ? { roles } : {}),
    ...(method === 'POST' ? { body: z.object({ planId: z.string() }) } : {}),
    response: Ok,
  });

describe('plan-changing routes (spec 3 §6: only the primary owner may change the plan)', () => {
  it.each([
    ['every member', undefined],
    ['members with full access', FULL_ACCESS],
    ['admins', TEAM_ADMINS],
  ])('refuses to serve one open to %s', (_label, roles) => {
    expect(() =>
      registerRoute(fakeApp(), planRoute('POST', roles), async () => ({ ok: true as const })),
    ).toThrow(/changes the plan/);
  });

  it('serves one for the primary owner, and plan reads for everyone', () => {
    expect(() =>
      registerRoute(fakeApp(), planRoute('POST', PRIMARY_OWNER), async () => ({ ok: true as const })),
    ).not.toThrow();
    expect(() =>
      registerRoute(fakeApp(), planRoute('GET'), async () => ({ ok: true as const })),
    ).not.toThrow();
  });
});
