import type { FastifyPluginAsync } from 'fastify';
import { connectorsRoutes } from './connectors/connectors.routes.js';
import { connectorsService } from './connectors/connectors.service.js';
import { administrationService } from './player/administration.service.js';
import { contentService } from './player/content.service.js';
import type { ModuleProgress } from './player/module-progress.js';
import { playerRoutes } from './player/player.routes.js';
import { playerService } from './player/player.service.js';
import { moduleRecordsRoutes, scormModulesRoutes } from './scorm-modules.routes.js';
import { scormModulesService } from './scorm-modules.service.js';

/**
 * SCORM modules of the course catalogue (`/api/course-catalogue/v2/…modules…`, 02 §7; issue 27,
 * docs/scorm.md): package import, module details, releases, delete and undelete, and the player.
 * The player reports module nodes' outcomes to courses through `ModuleProgress`, which
 * `modules/index.ts` hands over.
 */
export const scormModule: FastifyPluginAsync<{ moduleProgress: ModuleProgress }> = async (app, { moduleProgress }) => {
  const modules = scormModulesService(app.services);
  await app.register(scormModulesRoutes(modules));
  await app.register(moduleRecordsRoutes(modules));
  const player = playerService(app.services, moduleProgress);
  await app.register(connectorsRoutes(connectorsService(app.services, player)));
  await app.register(
    playerRoutes(player, contentService(app.services), administrationService(app.services, moduleProgress)),
  );
};

export type { ModuleOutcome, ModuleProgress } from './player/module-progress.js';
// For courses (the catalogue's CourseModules, handed over by modules/index.ts): a released module a node may play.
export { courseModules } from './course-modules.js';

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
export { writeManifest, type WrittenManifestOptions, type WrittenSco } from './package/manifest-writer.js';
export { importZipBytes } from './package/import-zip-bytes.js';
