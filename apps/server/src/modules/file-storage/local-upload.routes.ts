import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { ValidationError } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import type { LocalUploadService } from './local-upload.service.js';

/** Where presigned posts go with the local storage driver (multipart; hidden from the API docs). */
export const localUploadRoutes =
  (uploads: LocalUploadService): FastifyPluginAsyncZod =>
  async (app) => {
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
