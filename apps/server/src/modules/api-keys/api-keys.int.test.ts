import { describe, expect, it } from 'vitest';
import { ApiKeyMessages, apiKeyRoutes, PublicApiMessages, publicApiRoutes, sendingEventRoutes, storeIntegrationRoutes, type AnyRoute } from '@sendwell/contracts';
import { apiClient, createApiKey } from '../public-api/public-api-test-support';
import { useOwner, useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t);
const other = useOwner(t);

const contactCount = async (accountId: string): Promise<number> =>
  Number((await t.ctx.db.selectFrom('contacts').select((eb) => eb.fn.countAll<number>().as('count')).where('account_id', '=', accountId).executeTakeFirstOrThrow()).count);

describe('API keys in settings', () => {
  it('shows a new key in full once, then only by its prefix', async () => {
    const created = await createApiKey(owner.browser, 'Website');
    expect(created.apiKey).toMatch(/^sw_[A-Za-z0-9_-]{43}$/);

    const list = (await owner.browser.call(apiKeyRoutes.getAll, {})).data.data;
    const listed = list.find((key) => key.keyId === created.keyId);
    expect(listed).toMatchObject({ name: 'Website', revokedOn: null, lastUsedOn: null });
    expect(listed?.apiKey).toBe(`${created.apiKey.slice(0, 11)}…`);
    expect(JSON.stringify(list)).not.toContain(created.apiKey);
  });

  it('stores only a hash of the key', async () => {
    const created = await createApiKey(owner.browser);
    const row = await t.ctx.db.selectFrom('api_keys').selectAll().where('id', '=', created.keyId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.apiKey.slice(3));
    expect(row.key_hash).toHaveLength(43);
  });

  it('keeps each account to its own keys', async () => {
    const created = await createApiKey(owner.browser);
    const theirs = (await other.browser.call(apiKeyRoutes.getAll, {})).data.data;
    expect(theirs.map((key) => key.keyId)).not.toContain(created.keyId);
    const revoke = await other.browser.call(apiKeyRoutes.revoke, { body: { keyId: created.keyId } });
    expect(revoke.status).toBe(404);
    expect(revoke.error.message).toBe(ApiKeyMessages.notFound);
    const call = apiClient(t.app, created.apiKey);
    expect((await call(publicApiRoutes.upsertContact, { body: { email: 'still-works@example.com' } })).status).toBe(200);
  });
});

describe('calling with a key', () => {
  it('refuses a call without a key, with a malformed one and with an unknown one, writing nothing', async () => {
    const before = await contactCount(owner.user.accountId);
    for (const [key, message] of [
      [undefined, PublicApiMessages.missingKey],
      ['not-a-key', PublicApiMessages.invalidKey],
      [`sw_${'A'.repeat(43)}`, PublicApiMessages.invalidKey],
    ] as const) {
      const response = await apiClient(t.app, key)(publicApiRoutes.upsertContact, { body: { email: 'nobody@example.com' } });
      expect(response.status, String(key)).toBe(401);
      expect(response.error).toEqual({ code: 'UNAUTHORIZED', message });
    }
    expect(await contactCount(owner.user.accountId)).toBe(before);
  });

  it('ignores the session cookie: a signed-in browser without a key is refused', async () => {
    const response = await owner.browser.call(publicApiRoutes.upsertContact, { body: { email: 'cookie@example.com' } });
    expect(response.status).toBe(401);
  });

  it('refuses a key from the moment it is revoked, and blanks it in the list', async () => {
    const created = await createApiKey(owner.browser);
    const call = apiClient(t.app, created.apiKey);
    expect((await call(publicApiRoutes.upsertContact, { body: { email: 'before-revoke@example.com' } })).status).toBe(200);

    const revoke = await owner.browser.call(apiKeyRoutes.revoke, { body: { keyId: created.keyId } });
    expect(revoke.data).toEqual({ keyId: created.keyId });
    const before = await contactCount(owner.user.accountId);
    const refused = await call(publicApiRoutes.upsertContact, { body: { email: 'after-revoke@example.com' } });
    expect(refused.status).toBe(401);
    expect(refused.error.message).toBe(PublicApiMessages.invalidKey);
    expect(await contactCount(owner.user.accountId)).toBe(before);

    const listed = (await owner.browser.call(apiKeyRoutes.getAll, {})).data.data.find((key) => key.keyId === created.keyId);
    expect(listed?.apiKey).toBe('');
    expect(listed?.revokedOn).not.toBeNull();
    expect((await owner.browser.call(apiKeyRoutes.revoke, { body: { keyId: created.keyId } })).status).toBe(200);
  });

  it('records when a key was last used', async () => {
    const created = await createApiKey(owner.browser);
    await apiClient(t.app, created.apiKey)(publicApiRoutes.getContact, { params: { email: 'before-revoke@example.com' } });
    const listed = (await owner.browser.call(apiKeyRoutes.getAll, {})).data.data.find((key) => key.keyId === created.keyId);
    expect(listed?.lastUsedOn).not.toBeNull();
  });

  it("answers 429 with Retry-After past the key's requests per minute, and other keys are not slowed", async () => {
    const limited = await createApiKey(owner.browser);
    await t.ctx.db.updateTable('api_keys').set({ requests_per_minute: 2 }).where('id', '=', limited.keyId).execute();
    const call = apiClient(t.app, limited.apiKey);
    const email = { params: { email: 'before-revoke@example.com' } };
    expect((await call(publicApiRoutes.getContact, email)).status).toBe(200);
    expect((await call(publicApiRoutes.getContact, email)).status).toBe(200);
    const refused = await call(publicApiRoutes.getContact, email);
    expect(refused.status).toBe(429);
    expect(refused.error).toEqual({ code: 'RATE_LIMITED', message: PublicApiMessages.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);

    const before = await contactCount(owner.user.accountId);
    expect((await call(publicApiRoutes.upsertContact, { body: { email: 'limited@example.com' } })).status).toBe(429);
    expect(await contactCount(owner.user.accountId)).toBe(before);

    const free = await createApiKey(owner.browser);
    expect((await apiClient(t.app, free.apiKey)(publicApiRoutes.getContact, email)).status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  interface Operation {
    security?: unknown[];
    description?: string;
    requestBody?: { content: Record<string, { schema: { example?: unknown } }> };
    responses: Record<string, { content?: Record<string, { schema: { example?: unknown } }> }>;
  }

  it('lists every public API and webhook call with examples; the public API asks for a bearer key', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } }>();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const routes: AnyRoute[] = [...Object.values(publicApiRoutes), storeIntegrationRoutes.receive, sendingEventRoutes.receive];
    for (const route of routes) {
      const operation = document.paths[route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.path}`;
      expect(operation, name).toBeDefined();
      if (route.body) expect(operation?.requestBody?.content['application/json']?.schema.example, name).toBeDefined();
      expect(operation?.responses[String(route.status ?? 200)]?.content?.['application/json']?.schema.example, name).toBeDefined();
      expect(operation?.security, name).toEqual(route.access === 'apiKey' ? [{ apiKey: [] }] : undefined);
    }
    expect(document.paths['/api/v1/events']?.post?.description).toContain('Idempotency-Key');
  });
});
