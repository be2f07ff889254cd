import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { senderRoutes, sendingEventRoutes } from '@sendwell/contracts';
import { useOwner, useTestApp } from './integration-setup';
import { startProviderWebhookApis, type ProviderAccounts } from './provider-webhook-apis';
import type { SignedUpUser } from './users';

/**
 * A test app pointed at the loopback provider APIs (started before it), its owner, and the providers' state,
 * emptied before each test. `workers: false` leaves jobs to the test.
 */
export const useProviderApp = (options: { workers?: boolean } = {}) => {
  let started: Awaited<ReturnType<typeof startProviderWebhookApis>> | undefined;
  const current = () => {
    if (!started) throw new Error('The provider APIs start in beforeAll: read them inside a test or a hook.');
    return started;
  };
  beforeAll(async () => {
    started = await startProviderWebhookApis();
  });
  afterAll(async () => {
    await started?.close();
  });
  const t = useTestApp(() => ({ env: current().env, ...options }));
  const owner = useOwner(t);
  beforeEach(() => {
    current().reset();
  });
  const apis = {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    get accounts() {
      return current().accounts;
    },
  };
  return { t, owner, apis };
};

export type ProviderSenderKind = 'sendgrid' | 'postmark' | 'ses';

/**
 * Adds a sender of the kind with the credentials the loopback provider accepts (SES in eu-west-1), and makes
 * its webhook address; answers its id and the address.
 */
export const addSenderWithWebhook = async (
  user: SignedUpUser,
  accounts: ProviderAccounts,
  kind: ProviderSenderKind,
  email: string,
): Promise<{ id: number; webhookUrl: string; email: string }> => {
  const added =
    kind === 'sendgrid'
      ? await user.browser.call(senderRoutes.sendgrid.add, {
          body: { email, apiKey: accounts.sendgrid.apiKey },
        })
      : kind === 'postmark'
        ? await user.browser.call(senderRoutes.postmark.add, {
            body: { email, serverToken: accounts.postmark.serverToken },
          })
        : await user.browser.call(senderRoutes.ses.add, {
            body: {
              email,
              region: 'eu-west-1',
              accessKeyId: accounts.ses.accessKeyId,
              secretAccessKey: 'ses-secret-9d1e0f',
            },
          });
  expect(added.status, added.text).toBe(201);
  const { id } = added.data;
  const created = await user.browser.call(sendingEventRoutes.createWebhook, { params: { id } });
  expect(created.status, created.text).toBe(201);
  return { id, webhookUrl: created.data.webhookUrl, email };
};
