import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCORM_ENDPOINTS as ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { ScormModulesService } from './scorm-modules.service.js';

/** SCORM modules' calls (02 §7 "SCORM modules"): lists, show, create and edit, releases, delete. */
export const scormModulesRoutes =
  (modules: ScormModulesService): FastifyPluginAsyncZod =>
  async (app) => {
    const audit = { audit: { entity: 'scorm_module' } } as const;

    route(app, ENDPOINTS.scormModules, {}, (request) => modules.list(request.scope, request.query));
    route(app, ENDPOINTS.releasedScormModules, {}, (request) => modules.released(request.scope, request.query));
    route(app, ENDPOINTS.scormContentList, {}, (request) => modules.contents(request.scope, request.query));
    route(app, ENDPOINTS.scormModuleLabels, {}, (request) => modules.labels(request.scope));
    route(app, ENDPOINTS.scormModule, {}, (request) => modules.show(request.scope, request.params.id));

    route(app, ENDPOINTS.createScormModule, audit, async (request, reply) => {
      reply.code(201);
      return modules.create(request.scope, request.body, request.log);
    });
    route(app, ENDPOINTS.updateScormModule, audit, (request) =>
      modules.update(request.scope, request.params.id, request.body, request.log),
    );
    route(app, ENDPOINTS.releaseScormModuleMajor, audit, (request) =>
      modules.releaseMajor(request.scope, request.params.id, request.body),
    );
    route(app, ENDPOINTS.releaseScormModuleMinor, audit, (request) =>
      modules.releaseMinor(request.scope, request.params.id, request.body),
    );
    route(app, ENDPOINTS.deleteScormModule, audit, (request) => modules.remove(request.scope, request.params.id));
    route(app, ENDPOINTS.undeleteScormModule, audit, (request) => modules.restore(request.scope, request.params.id));
  };

/** The generic module record (02 §7 /v2/modules…): a module naming content, as courses reference it. */
export const moduleRecordsRoutes =
  (modules: ScormModulesService): FastifyPluginAsyncZod =>
  async (app) => {
    const audit = { audit: { entity: 'module' } } as const;

    route(app, ENDPOINTS.module, {}, (request) => modules.record(request.scope, request.params.id));
    route(app, ENDPOINTS.createModule, audit, async (request, reply) => {
      reply.code(201);
      return modules.createRecord(request.scope, request.body);
    });
    route(app, ENDPOINTS.releaseModule, audit, (request) =>
      modules.releaseRecord(request.scope, request.params.id, request.body),
    );
    route(app, ENDPOINTS.updateModuleReference, audit, (request) =>
      modules.updateReference(request.scope, request.params.id, request.body),
    );
  };
