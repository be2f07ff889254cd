import { createServer, type IncomingMessage, type Server } from 'node:http';
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
 * A local HTTP server standing in for api.stripe.com: it answers Checkout Session creation as Stripe does
 * (form-encoded request, JSON answer, the same answer again for a repeated Idempotency-Key), and records
 * every request it received.
 */
export const startStripeApiPeer = async (secretKey: string) => {
  const seen: StripeRequestSeen[] = [];
  const answered = new Map<string, string>();
  let sessions = 0;
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
        response.end(replay);
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
      if (idempotencyKey) answered.set(idempotencyKey, body);
      response.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
