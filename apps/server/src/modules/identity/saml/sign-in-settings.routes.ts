import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../../lib/route.js';
import type { SignInSettingsService } from './sign-in-settings.service.js';

/** Which SSO subscriptions a workspace offers at sign-in (03 §7 signup-and-authentication-settings). */
export const signInSettingsRoutes =
  (settings: SignInSettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.signInSettings, {}, (request) => settings.get(request.scope, request.params.id));

    route(app, ENDPOINTS.saveSignInSettings, { audit: { entity: 'workspace-sign-in-options' } }, (request) =>
      settings.save(request.scope, request.params.id, request.body.options),
    );
  };
