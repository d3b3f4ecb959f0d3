import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { ENDPOINTS, MAX_UPLOAD_BYTES } from '@campus/contracts';
import { ValidationError } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import type { LocalUploadService } from './local-upload.service.js';

/**
 * Where presigned posts go with the local storage driver (multipart; hidden from the API docs).
 * The multipart plugin is registered here, for this route alone: registered for the whole app,
 * its request and response hooks ran for every request (decision 0038), and any route accepted
 * a multipart body.
 */
export const localUploadRoutes =
  (uploads: LocalUploadService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
    route(app, ENDPOINTS.upload, { audit: { entity: 'file' }, schema: { hide: true } }, async (request, reply) => {
      const part = await request.file();
      if (!part) throw new ValidationError([{ path: 'file', message: 'A file is required.' }]);
      await uploads.accept({
        field: (name) => {
          const value = part.fields[name];
          return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : '';
        },
        mimeType: part.mimetype,
        read: () => part.toBuffer(),
      });
      return reply.status(204).send();
    });
  };
