import type { FastifyInstance } from 'fastify';
import { apiKeyRoutes, type AnyRoute, type RouteBody, type RouteParams, type RouteResponse } from '@sendwell/contracts';
import { TestBrowser, type ApiResponse } from '../../../test/http-client';

/** A new API key of the browser's current account, as the settings tab creates it. */
export const createApiKey = async (browser: TestBrowser, name = 'Test key'): Promise<{ keyId: number; apiKey: string }> => {
  const response = await browser.call(apiKeyRoutes.create, { body: { name } });
  if (response.status !== 201) throw new Error(`Creating a key failed with ${response.status}: ${response.text}`);
  return response.data;
};

type CallInput<R extends AnyRoute> = {
  params?: RouteParams<R>;
  body?: RouteBody<R>;
  headers?: Record<string, string>;
};

/** A caller of the public API with one key (or none), from its own address, never with a cookie. */
export const apiClient = (app: FastifyInstance, apiKey: string | undefined) => {
  const client = new TestBrowser(app);
  return <R extends AnyRoute>(route: R, input: CallInput<R> = {}): Promise<ApiResponse<RouteResponse<R>>> =>
    client.call(route, {
      ...input,
      csrf: 'omit',
      headers: { ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}), ...input.headers },
    } as never);
};
