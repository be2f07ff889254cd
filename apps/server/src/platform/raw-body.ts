import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseUtf8Json } from './text-input';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** The exact bytes of a JSON body, for routes registered through `withRawJsonBodies`. */
export const rawBodyOf = (request: FastifyRequest): Buffer | undefined => rawBodies.get(request);

/**
 * Registers routes in a scope whose JSON bodies keep their exact bytes, because a signature is computed
 * over those bytes and re-serialising parsed JSON would not give them back. Only this scope pays for
 * keeping them; parsing itself is Fastify's own, with its prototype-poisoning guards.
 */
export const withRawJsonBodies = (app: FastifyInstance, register: (scope: FastifyInstance) => void): void => {
  void app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      rawBodies.set(request, bytes);
      parseUtf8Json(parseJson, request, bytes, done);
    });
    register(scope);
  });
};
