import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';

/**
 * GET /api/config: what the browser needs to know about this installation (old-system address,
 * support guide, terms and privacy documents). Open: the sign-in pages use it too.
 */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.services;
  route(app, ENDPOINTS.clientConfig, {}, async () => ({
    oldSystemUrl: config.OLD_SYSTEM_URL ?? null,
    supportGuideUrl: config.SUPPORT_GUIDE_URL ?? null,
    termsUrl: config.TERMS_URL,
    privacyUrl: config.PRIVACY_URL,
  }));
};
