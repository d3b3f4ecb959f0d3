import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { FilesService } from './files.service.js';

/**
 * The spec's presigned-upload flow (01 §7, 03 §7): ask for an upload address, post the file
 * straight there (local-upload.routes.ts with the local driver), confirm; then download it, or
 * load an image at a generated size.
 */
export const filesRoutes =
  (files: FilesService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.presignUpload, { audit: { entity: 'file' } }, (request) =>
      files.presign(request.scope, request.body),
    );

    route(app, ENDPOINTS.completeUpload, { audit: { entity: 'file' } }, (request) =>
      files.complete(request.scope, request.params.id, request.log),
    );

    route(app, ENDPOINTS.file, { queryToken: true }, async (request, reply) => {
      const { file, body } = await files.download(request.scope, request.params.id);
      return reply
        .type(file.mimeType)
        .header('content-disposition', `attachment; filename="${file.name.replace(/"/g, '')}"`)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    });

    // Images are addressed by their unguessable id so <img> tags can load them (01 §7); a media
    // library file by its signed address (decisions/0027).
    route(app, ENDPOINTS.fileImage, {}, async (request, reply) => {
      const variant = await files.image(request.params.id, request.params.size, request.query);
      if (variant.download) {
        reply
          .header('content-disposition', `attachment; filename="${variant.download.replace(/"/g, '')}"`)
          .header('x-content-type-options', 'nosniff');
      }
      // A signed address lasts an hour or two: only the browser keeps what it served.
      const cache = variant.isPrivate ? 'private, max-age=3600' : 'public, max-age=86400, immutable';
      return reply.type(variant.mimeType).header('cache-control', cache).send(variant.body);
    });
  };
