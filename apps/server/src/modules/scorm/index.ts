import type { FastifyPluginAsync } from 'fastify';
import { administrationService } from './player/administration.service.js';
import { contentService } from './player/content.service.js';
import type { ModuleProgress } from './player/module-progress.js';
import { playerRoutes } from './player/player.routes.js';
import { playerService } from './player/player.service.js';

/**
 * SCORM modules and their player (issue 27, docs/scorm.md). The player reports module nodes'
 * outcomes to courses through `ModuleProgress`, which `modules/index.ts` hands over.
 */
export const scormModule: FastifyPluginAsync<{ moduleProgress: ModuleProgress }> = async (app, { moduleProgress }) => {
  await app.register(
    playerRoutes(
      playerService(app.services, moduleProgress),
      contentService(app.services),
      administrationService(app.services, moduleProgress),
    ),
  );
};

export type { ModuleOutcome, ModuleProgress } from './player/module-progress.js';
