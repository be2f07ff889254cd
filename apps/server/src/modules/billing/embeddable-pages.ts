import type { FastifyInstance } from 'fastify';

/** The provider pages the payment modal shows in its frame: the hosted checkout and the card setup. */
const EMBEDDABLE = /^\/billing\/(checkout\/[^/?#]+|payment-method)(?:[?#]|$)/u;

/**
 * Every page refuses to be framed (CSP frame-ancestors 'none') except the sandbox provider's pages, which
 * the payment modal embeds from the same origin, as a provider's embedded checkout is.
 */
export const allowFramingOfProviderPages = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !EMBEDDABLE.test(request.url)) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header(
        'content-security-policy',
        policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
    return payload;
  });
};
