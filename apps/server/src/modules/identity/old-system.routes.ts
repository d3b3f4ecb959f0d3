import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { originOf } from '../../lib/request-origin.js';
import { route } from '../../lib/route.js';
import type { OldSystemService } from './old-system.service.js';

/** The old platform's hand-over (01 §1, §7 POST sso /jwt/validate): a session here, entered at the workspace. */
export const oldSystemRoutes =
  (oldSystem: OldSystemService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.oldSystemHandover, { audit: { entity: 'sso.old-system-session' } }, (request) =>
      oldSystem.handover(request.body.token, originOf(request)),
    );
  };
