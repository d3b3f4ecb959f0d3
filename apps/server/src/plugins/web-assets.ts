import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite names every file under /assets by a hash of its content: a new build gets new names. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Anything else (index.html, favicon) is checked with the server on each use. */
export const REVALIDATE_CACHE = 'no-cache';

const isHashedAsset = (filePath: string) => /[\\/]assets[\\/][^\\/]+$/.test(filePath);

/**
 * The built web app's files (decision 0020): the brotli or gzip copy the build wrote beside each
 * one when the browser accepts it (`Vary: Accept-Encoding` either way), hashed assets cached for
 * a year, everything else revalidated. index.html for the app's own paths is sent by the
 * not-found handler (services/web-app.ts), also with no-cache.
 */
export async function registerWebAssets(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are served as their originals, never by their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', isHashedAsset(filePath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
}
