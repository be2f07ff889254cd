import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST_DIR = resolve(import.meta.dirname, '../../../web/dist');

/** Serves the built web app's files; says whether there was a build to serve. */
export const registerWebAssets = async (app: FastifyInstance, distDir = WEB_DIST_DIR): Promise<boolean> => {
  if (!existsSync(resolve(distDir, 'index.html'))) {
    app.log.warn(`No web build in ${distDir}; run "npm run build" to serve the app`);
    return false;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h', immutable: false });
  return true;
};
