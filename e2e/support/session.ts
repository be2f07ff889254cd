import { randomInt } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

const HEALTH = '/api/auth/v0/health';

/** The csrf cookie the server sets on any answer, for the X-CSRF-Token header of a write. */
const csrfOf = async (api: APIRequestContext): Promise<string> => {
  await api.get(HEALTH);
  const cookie = (await api.storageState()).cookies.find((candidate) => candidate.name === 'csrf');
  if (!cookie) throw new Error('The server set no csrf cookie');
  return decodeURIComponent(cookie.value);
};

export const postJson = async (api: APIRequestContext, path: string, body: unknown) => {
  const response = await api.post(path, { data: body, headers: { 'X-CSRF-Token': await csrfOf(api) } });
  expect(response.ok(), `POST ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response;
};

/**
 * Signs a new user up and in through the API and saves the signed-in browser state to `statePath`, for specs
 * that start signed in (`test.use({ storageState })`). Sign-ups are rate limited, so a spec file signs up
 * once and gives each test its own account (see switchAccount).
 */
export const signUpThroughApi = async (
  user: { name: string; company: string; email: string; password: string },
  statePath: string,
): Promise<void> => {
  // An empty state: specs that use `statePath` as their storageState would otherwise hand it to this context.
  const api = await playwrightRequest.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
    // A marketer of their own, arriving through the run's trusted local proxy from a documentation address.
    extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${randomInt(1, 255)}` },
  });
  try {
    await postJson(api, '/api/auth/v0/signup', user);
    // Sign-up starts no session (the emailed link does); the password signs in at once.
    await postJson(api, '/api/auth/v0/login', { email: user.email, password: user.password });
    await api.storageState({ path: statePath });
  } finally {
    await api.dispose();
  }
};

/** Makes `accountId` the signed-in user's current account, as the account switcher does. */
export const switchAccount = async (page: Page, accountId: string): Promise<void> => {
  await postJson(page.request, '/api/user/switch-account', { accountId });
};
