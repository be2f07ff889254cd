import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What Sendwell asked of the Stripe API: one row per request, as the peer received it. */
export interface StripeRequestSeen {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * Stripe's test payment methods the peer knows, as saved by a checkout: one that pays, one that is saved and
 * then declined when charged (Stripe's 0341 card), and one whose bank asks for authentication (Stripe's 3D Secure test card).
 */
export const STRIPE_TEST_CARDS = {
  pm_card_visa: { brand: 'visa', last4: '4242', error: null },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', error: 'card_declined' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', error: 'authentication_required' },
} as const;
type TestCardId = keyof typeof STRIPE_TEST_CARDS;
const isTestCard = (id: string | null): id is TestCardId => id !== null && id in STRIPE_TEST_CARDS;

const ERROR_MESSAGES = {
  card_declined: 'Your card was declined.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
};

/** An answer of the peer: HTTP status and JSON body. */
interface Answer {
  status: number;
  body: string;
}

/**
 * A PaymentIntent created and confirmed off session, as Stripe answers it: succeeded with its charge, or a
 * card error (402) naming the failed charge and the PaymentIntent left waiting for another payment method.
 */
const confirmPaymentIntent = (form: URLSearchParams, count: number): Answer => {
  const suffix = String(count).padStart(4, '0');
  const method = form.get('payment_method');
  const card = isTestCard(method) ? STRIPE_TEST_CARDS[method] : null;
  if (!card)
    return {
      status: 400,
      body: JSON.stringify({
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' },
      }),
    };
  const charge = `ch_3QgSendwe11Renew${suffix}`;
  const metadata = Object.fromEntries(
    [...form.entries()].flatMap(([name, value]) => {
      const key = /^metadata\[(.+)\]$/u.exec(name)?.[1];
      return key ? [[key, value]] : [];
    }),
  );
  const amount = Number(form.get('amount'));
  const intent = {
    id: `pi_3QgSendwe11Renew${suffix}`,
    object: 'payment_intent',
    amount,
    amount_received: card.error ? 0 : amount,
    currency: form.get('currency'),
    customer: form.get('customer'),
    payment_method: card.error ? null : method,
    description: form.get('description'),
    metadata,
    created: Math.floor(Date.now() / 1000),
    latest_charge: charge,
    setup_future_usage: null,
    status: card.error ? 'requires_payment_method' : 'succeeded',
    last_payment_error: card.error
      ? {
          type: 'card_error',
          code: card.error,
          decline_code: card.error === 'card_declined' ? 'generic_decline' : card.error,
          message: ERROR_MESSAGES[card.error],
          charge,
          payment_method: { id: method, object: 'payment_method', type: 'card' },
        }
      : null,
  };
  if (!card.error) return { status: 200, body: JSON.stringify(intent) };
  return {
    status: 402,
    body: JSON.stringify({ error: { ...intent.last_payment_error, payment_intent: intent } }),
  };
};

/**
 * A local HTTP server standing in for api.stripe.com: it answers Checkout Session creation, off-session
 * PaymentIntents and PaymentMethod reads as Stripe does (form-encoded request, JSON answer, the same answer
 * again for a repeated Idempotency-Key), and records every request it received. `holdPaymentIntents` keeps
 * the next PaymentIntent's answer back until released, as a slow answer whose webhook comes first.
 */
export const startStripeApiPeer = async (secretKey: string) => {
  const seen: StripeRequestSeen[] = [];
  const answered = new Map<string, Answer>();
  let sessions = 0;
  let intents = 0;
  const paymentIntents: Record<string, unknown>[] = [];
  let hold: { arrived: (intent: Record<string, unknown>) => void; released: Promise<void> } | null = null;
  const answer = (response: ServerResponse, { status, body }: Answer) => {
    response.statusCode = status;
    response.end(body);
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const form = new URLSearchParams(await readBody(request));
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      seen.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        idempotencyKey,
        form,
      });
      response.setHeader('content-type', 'application/json');
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        response.statusCode = 401;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
        );
        return;
      }
      const method = /^\/v1\/payment_methods\/([^/?]+)$/u.exec(request.url ?? '')?.[1] ?? null;
      if (request.method === 'GET' && method !== null) {
        const card = isTestCard(method) ? STRIPE_TEST_CARDS[method] : null;
        answer(
          response,
          card
            ? {
                status: 200,
                body: JSON.stringify({
                  id: method,
                  object: 'payment_method',
                  type: 'card',
                  card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
                }),
              }
            : {
                status: 404,
                body: JSON.stringify({
                  error: {
                    type: 'invalid_request_error',
                    code: 'resource_missing',
                    message: 'No such PaymentMethod',
                  },
                }),
              },
        );
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/payment_intents') {
        const replay = idempotencyKey ? answered.get(idempotencyKey) : undefined;
        if (replay) {
          response.setHeader('idempotent-replayed', 'true');
          answer(response, replay);
          return;
        }
        intents += 1;
        const made = confirmPaymentIntent(form, intents);
        if (idempotencyKey) answered.set(idempotencyKey, made);
        const parsed = JSON.parse(made.body) as { error?: { payment_intent: Record<string, unknown> } };
        const intent = parsed.error?.payment_intent ?? (parsed as Record<string, unknown>);
        paymentIntents.push(intent);
        const held = hold;
        hold = null;
        if (held) {
          held.arrived(intent);
          await held.released;
        }
        answer(response, made);
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
        );
        return;
      }
      const replay = idempotencyKey ? answered.get(idempotencyKey) : undefined;
      if (replay) {
        response.setHeader('idempotent-replayed', 'true');
        answer(response, replay);
        return;
      }
      sessions += 1;
      const id = `cs_test_sendwell${String(sessions).padStart(4, '0')}`;
      const body = JSON.stringify({
        id,
        object: 'checkout.session',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        metadata: {
          accountId: form.get('metadata[accountId]'),
          paymentId: form.get('metadata[paymentId]'),
          checkoutToken: form.get('metadata[checkoutToken]'),
        },
        mode: form.get('mode'),
        payment_status: 'unpaid',
        status: 'open',
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
      if (idempotencyKey) answered.set(idempotencyKey, { status: 200, body });
      response.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    /** Every PaymentIntent the peer made, as it answered it (inside the card error for a decline). */
    paymentIntents,
    /** Holds back the next PaymentIntent's answer: `arrived` gives the PaymentIntent made, `release` answers it. */
    holdPaymentIntents: () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const arrived = new Promise<Record<string, unknown>>((resolve) => {
        hold = { arrived: resolve, released };
      });
      return { arrived, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
