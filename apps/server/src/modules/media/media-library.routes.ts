import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { MediaLibraryService } from './media-library.service.js';

/** The media library's calls (03 §7 file storage `/api/library`), served under /api/file-storage. */
export const mediaLibraryRoutes =
  (media: MediaLibraryService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.mediaList, {}, (request) => media.list(request.scope, request.query));

    route(app, ENDPOINTS.mediaItem, {}, (request) => media.get(request.scope, request.params.id, request.query));

    route(app, ENDPOINTS.createMedia, { audit: { entity: 'media' } }, async (request, reply) =>
      reply.status(201).send(await media.create(request.scope, request.body)),
    );

    route(app, ENDPOINTS.updateMedia, { audit: { entity: 'media' } }, (request) =>
      media.update(request.scope, request.body),
    );

    route(app, ENDPOINTS.deleteMediaItem, { audit: { entity: 'media' } }, (request) =>
      media.removeOne(request.scope, request.params.id, request.log),
    );

    route(app, ENDPOINTS.deleteMedia, { audit: { entity: 'media' } }, (request) =>
      media.removeMany(request.scope, request.body.files, request.log),
    );
  };
