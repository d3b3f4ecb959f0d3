import type { FastifyPluginAsync } from 'fastify';
import { LocalStorage } from '../../services/storage/local-storage.js';
import { filesRoutes } from './files.routes.js';
import { filesService } from './files.service.js';
import { localUploadRoutes } from './local-upload.routes.js';
import { localUploadService } from './local-upload.service.js';
import { mediaLibraryRoutes } from './media-library.routes.js';
import { mediaLibraryService } from './media-library.service.js';

/**
 * The file-storage service base (`/api/file-storage`): presigned uploads, downloads and images,
 * and the media library built on them.
 */
export const mediaModule: FastifyPluginAsync = async (app) => {
  const { storage } = app.services;
  await app.register(filesRoutes(filesService(app.services)));
  await app.register(mediaLibraryRoutes(mediaLibraryService(app.services)));
  // With S3 the browser posts to the bucket; the local driver needs our stand-in for it.
  if (storage instanceof LocalStorage) {
    await app.register(localUploadRoutes(localUploadService({ database: app.services.database, storage })));
  }
};

// For the places (venues, rooms) that show media items.
export { mediaItemsOfCustomer } from './media-library.repository.js';
export { mediaUrls } from './media-urls.js';
// For SCORM modules: the uploaded package they import and the library image they show.
export { findFileInScope, type FileRow } from './files.repository.js';
export { mayReadFile } from './files.policy.js';
// For catalogue items (their PDFs' upload address) and course attachments: the same presigned flow.
export { filesService, type FilesService } from './files.service.js';
