import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { OnboardingService } from './onboarding.service.js';

/** The caller's dismissed welcome and help banners (01 §2 onboarding messages, §7). */
export const onboardingRoutes =
  (onboarding: OnboardingService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.onboardingMessage, {}, (request) => onboarding.get(request.scope));

    route(app, ENDPOINTS.saveOnboardingMessage, { audit: false }, (request) =>
      onboarding.save(request.scope, request.body.message),
    );
  };
