import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST_DIR = resolve(import.meta.dirname, '../../../web/dist');

/** Serves the built web app; any non-API path falls back to index.html for client-side routing. */
export const registerWebAssets = async (app: FastifyInstance, distDir = WEB_DIST_DIR): Promise<void> => {
  if (!existsSync(resolve(distDir, 'index.html'))) {
    app.log.warn(`No web build in ${distDir}; run "npm run build" to serve the app`);
    return;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h', immutable: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
