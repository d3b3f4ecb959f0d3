import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../../lib/route.js';
import type { SsoSubscriptionsService } from './sso-subscriptions.service.js';

/**
 * SSO subscriptions (03 §7 "SSO subscriptions"), superadmin only: create and update the
 * subscription, customer set-up with the identity provider's metadata, and our own metadata
 * and URLs for the provider's administrator.
 */
export const ssoSubscriptionsRoutes =
  (subscriptions: SsoSubscriptionsService): FastifyPluginAsyncZod =>
  async (app) => {
    const audit = { entity: 'sso-subscription' };

    route(app, ENDPOINTS.createSsoSubscription, { audit }, async (request, reply) =>
      reply.status(201).send(await subscriptions.create(request.scope, request.body)),
    );

    route(app, ENDPOINTS.ssoSubscriptions, {}, (request) =>
      subscriptions.list(request.scope, request.query.customerId),
    );

    route(app, ENDPOINTS.ssoSubscription, {}, (request) => subscriptions.get(request.scope, request.params.id));

    route(app, ENDPOINTS.updateSsoSubscription, { audit }, (request) =>
      subscriptions.update(request.scope, request.params.id, request.body),
    );

    route(app, ENDPOINTS.ssoCustomerSetup, { audit }, (request) =>
      subscriptions.setUpCustomer(request.scope, request.params.id, request.body),
    );

    route(
      app,
      ENDPOINTS.samlMetadata,
      { schema: { produces: ['application/samlmetadata+xml'] } },
      async (request, reply) => {
        const { fileName, xml } = await subscriptions.metadata(request.scope, request.params.id);
        return reply
          .type('application/samlmetadata+xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(xml);
      },
    );

    route(app, ENDPOINTS.samlUrls, {}, (request) => subscriptions.urls(request.scope, request.params.id));
  };
