import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST_DIR = resolve(import.meta.dirname, '../../../web/dist');

// Vite puts a content hash in every file name under assets/, so a changed file gets a new address
// and the old one can be kept by browsers for good.
const HASHED_ASSETS_DIR = 'assets';
const FOREVER = 'public, max-age=31536000, immutable';
// index.html and the unhashed files of public/ keep their address across releases: revalidate each time.
const REVALIDATE = 'no-cache';

/** Serves the built web app's files, brotli or gzip precompressed at build time when the client takes them; says whether there was a build to serve. */
export const registerWebAssets = async (app: FastifyInstance, distDir = WEB_DIST_DIR): Promise<boolean> => {
  if (!existsSync(resolve(distDir, 'index.html'))) {
    app.log.warn(`No web build in ${distDir}; run "npm run build" to serve the app`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      const isHashed = relative(distDir, path).startsWith(HASHED_ASSETS_DIR + sep);
      res.setHeader('cache-control', isHashed ? FOREVER : REVALIDATE);
      // The same address answers brotli, gzip or plain bytes depending on Accept-Encoding; shared caches must key on it.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  return true;
};
