import querystring from 'node:querystring';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, SSO_ERROR_QUERY_PARAM, SSO_LANDING_QUERY_PARAM, type SsoErrorReason } from '@campus/contracts';
import { route } from '../../../lib/route.js';
import { autoPostPage } from './auto-post-page.js';
import { requestBindingCookie } from './request-binding.js';
import type { RequestTrace, SamlSignInService } from './saml-sign-in.service.js';

const FORM = 'application/x-www-form-urlencoded';

const backToLogin = (reply: FastifyReply, reason: SsoErrorReason) =>
  reply.redirect(`/auth/login?${SSO_ERROR_QUERY_PARAM}=${reason}`, 303);

/** Where the request came in, for the sign-in's own audit record. */
const traceOf = (request: FastifyRequest): RequestTrace => ({
  action: `${request.method} ${request.routeOptions.url}`,
  method: request.method,
  path: request.url.split('?')[0] ?? request.url,
  correlationId: request.correlationId,
  ip: request.ip,
});

/**
 * Single sign-on for people (01 §2 stage 'sso', §7): which providers an email may use, the
 * redirect to the provider with an AuthnRequest, the assertion consumer service (ACS), and the
 * one-time handoff that turns the provider's answer into the same tokens a password sign-in gives.
 */
export const samlSignInRoutes =
  (signIn: SamlSignInService): FastifyPluginAsyncZod =>
  async (app) => {
    const { publicUrl } = app.services.config;

    // The identity provider posts its answer as an HTML form.
    if (!app.hasContentTypeParser(FORM)) {
      app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
        done(null, querystring.parse(body as string));
      });
    }

    route(app, ENDPOINTS.loginMethods, { audit: false }, (request) => signIn.loginMethods(request.body.email));

    route(app, ENDPOINTS.samlLogin, {}, async (request, reply) => {
      const start = await signIn.start(request.params.id);
      if (!start) return backToLogin(reply, 'unavailable');
      reply.header('set-cookie', requestBindingCookie(publicUrl, start.subscriptionId, start.requestId));
      if (start.binding === 'redirect') return reply.redirect(start.location, 302);
      return autoPostPage(reply, start.action, start.fields);
    });

    route(app, ENDPOINTS.samlAcs, { audit: false, schema: { consumes: [FORM] } }, async (request, reply) => {
      const outcome = await signIn.finish(request.params.id, {
        samlResponse: request.body?.SAMLResponse,
        cookieHeader: request.headers.cookie,
        trace: traceOf(request),
        log: request.log,
      });
      if ('failure' in outcome) return backToLogin(reply, outcome.failure);
      reply.header('set-cookie', requestBindingCookie(publicUrl, outcome.subscriptionId, null));
      return reply.redirect(`/landing?${SSO_LANDING_QUERY_PARAM}=${encodeURIComponent(outcome.handoff)}`, 303);
    });

    route(app, ENDPOINTS.samlHandoff, { audit: { entity: 'sso.session' } }, (request) =>
      signIn.redeem(request.body.handoff, { userAgent: request.headers['user-agent'], ip: request.ip }),
    );
  };
