import type { FastifyPluginAsync } from 'fastify';
import { samlSignInRoutes } from './saml-sign-in.routes.js';
import { samlSignInService } from './saml-sign-in.service.js';
import { signInSettingsRoutes } from './sign-in-settings.routes.js';
import { signInSettingsService } from './sign-in-settings.service.js';
import { ssoSubscriptionsRoutes } from './sso-subscriptions.routes.js';
import { ssoSubscriptionsService } from './sso-subscriptions.service.js';

/**
 * SAML single sign-on (under `/api/subscription-manager`): SSO subscriptions and their set-up,
 * the sign-in options of workspaces, and signing people in through their identity provider.
 */
export const samlModule: FastifyPluginAsync = async (app) => {
  await app.register(ssoSubscriptionsRoutes(ssoSubscriptionsService(app.services)));
  await app.register(signInSettingsRoutes(signInSettingsService(app.services)));
  await app.register(samlSignInRoutes(samlSignInService(app.services)));
};
