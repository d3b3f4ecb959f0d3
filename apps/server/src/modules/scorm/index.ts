import type { FastifyPluginAsync } from 'fastify';
import { moduleRecordsRoutes, scormModulesRoutes } from './scorm-modules.routes.js';
import { scormModulesService } from './scorm-modules.service.js';

/**
 * SCORM modules of the course catalogue (`/api/course-catalogue/v2/…modules…`, 02 §7; issue 27):
 * package import, module details, releases, delete and undelete. The player and the SCORM
 * connectors build on what is exported below.
 */
export const scormModule: FastifyPluginAsync = async (app) => {
  const modules = scormModulesService(app.services);
  await app.register(scormModulesRoutes(modules));
  await app.register(moduleRecordsRoutes(modules));
};

// For the player and courses (issue 27's other parts): a module version's content, scope-checked,
// and where its files are (`<storagePrefix>/<path>` in app.services.storage, read with getStream).
export { findContent, contentsByIds, type ScormContentRow } from './scorm-contents.repository.js';
export {
  findModule,
  findVersionWithContent,
  versionsOf,
  type ModuleWithOwner,
  type VersionWithReleaser,
} from './scorm-modules.repository.js';
export {
  importPackage,
  importZipFile,
  inspectZipFile,
  discardImport,
  storagePrefixOf,
  type ImportedPackage,
} from './import/import-package.js';
export {
  launchableItems,
  packagePath,
  type ScormManifest,
  type ManifestItem,
  type LaunchableItem,
} from './import/manifest.js';
export { contentTypeOf } from './import/content-types.js';
export { PACKAGE_LIMITS } from './import/package-zip.js';
