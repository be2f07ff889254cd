import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { stripeBillingRoutes } from '@sendwell/contracts';
import { TestBrowser } from '../http-client';

export const STRIPE_SECRET_KEY = 'sk_test_sendwell0123456789';
export const STRIPE_WEBHOOK_SECRET = 'whsec_sendwell_test_0123456789abcdef';

/** The app's Stripe settings, with its API on the local peer at `apiUrl`. */
export const stripeEnv = (apiUrl: string) => ({
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  STRIPE_API_URL: apiUrl,
});

/** A recorded delivery of Stripe's test mode (this folder's JSON files), to be made out for a payment of ours. */
export const recordedStripeEvent = (name: string): Stripe.Event =>
  JSON.parse(readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8')) as Stripe.Event;

const stripe = new Stripe(STRIPE_SECRET_KEY);

/** A Stripe-Signature header for the body, as Stripe signs it (at `timestamp` in seconds, default now). */
export const signStripeEvent = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
  stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? STRIPE_WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });

/** Posts a Stripe event to the webhook as Stripe does, with the signature given (none when undefined). */
export const deliverStripeEvent = (app: FastifyInstance, body: string, signature?: string) =>
  new TestBrowser(app).request<{ applied: boolean }>({
    method: 'POST',
    url: stripeBillingRoutes.stripeWebhook.path,
    csrf: 'omit',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body,
  });
