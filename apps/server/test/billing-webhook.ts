import type { FastifyInstance } from 'fastify';
import { billingRoutes, type SandboxPaymentEvent } from '@sendwell/contracts';
import { sandboxWebhookSecret, signSandboxEvent } from '../src/modules/billing/sandbox-provider';
import { TestBrowser } from './http-client';

/** Delivers a sandbox payment event signed with the app's key, as the provider would. */
export const deliverSandboxEvent = (app: FastifyInstance, secretKey: string, event: SandboxPaymentEvent) => {
  const body = JSON.stringify(event);
  return new TestBrowser(app).request<{ applied: boolean }>({
    method: 'POST',
    url: billingRoutes.sandboxWebhook.path,
    csrf: 'omit',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signSandboxEvent(sandboxWebhookSecret(secretKey), body, new Date()),
    },
    body,
  });
};
