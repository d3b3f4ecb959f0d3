import querystring from 'node:querystring';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MESSAGES,
  SSO_ERROR_QUERY_PARAM,
  SSO_LANDING_QUERY_PARAM,
  type SsoErrorReason,
} from '@campus/contracts';
import { auditLog } from '../../db/schema/index.js';
import { UnauthorisedError } from '../../lib/errors.js';
import { firstStageClaims } from '../sso/claims.js';
import { createSession } from '../sso/sessions.repository.js';
import { findUserById } from '../sso/users.repository.js';
import { mapAttributes } from './attribute-mapping.js';
import { createHandoff, redeemHandoff } from './handoffs.js';
import { parseIdpMetadata } from './idp-metadata.js';
import { SsoNotAllowed, linkUser } from './jit-users.js';
import { requestBindingCookie, readRequestBinding } from './request-binding.js';
import { autoPostPage } from './auto-post-page.js';
import { consumeSamlRequest, deleteExpiredSamlRequests } from './saml-requests.js';
import { serviceProvider } from './service-provider.js';
import { findUsableSsoSubscription, loginMethodsFor } from './sso-subscriptions.repository.js';
import { samlUrls } from './sp-urls.js';
import { answersOurAcs } from './recipient-check.js';
import { route } from '../../lib/route.js';

const FORM = 'application/x-www-form-urlencoded';

/** A failed sign-in step: the browser goes back to the login page, which explains it. */
class SsoFailure extends Error {
  constructor(
    readonly reason: SsoErrorReason,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * Single sign-on for people (01 §2 stage 'sso', §7): which providers an email may use, the
 * redirect to the provider with an AuthnRequest, the assertion consumer service (ACS), and the
 * one-time handoff that turns the provider's answer into the same tokens a password sign-in gives.
 */
export const samlSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const { config } = app.services;

  // The identity provider posts its answer as an HTML form.
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, querystring.parse(body as string));
    });
  }

  /** The subscription with its provider when it can be used for signing in now. */
  const usableProvider = async (subscriptionId: string) => {
    const subscription = await findUsableSsoSubscription(db, subscriptionId);
    if (!subscription?.metadata) return null;
    try {
      const idp = parseIdpMetadata(subscription.metadata);
      return { subscription, idp, ...serviceProvider(db, config.publicUrl, subscription.id, idp) };
    } catch {
      return null;
    }
  };

  const backToLogin = (reply: FastifyReply, reason: SsoErrorReason) =>
    reply.redirect(`/auth/login?${SSO_ERROR_QUERY_PARAM}=${reason}`, 303);

  /** Sign-in outcomes are audited with what happened (the automatic record sees only a redirect). */
  const audit = async (
    request: FastifyRequest,
    outcome: 'success' | 'failure',
    subscriptionId: string,
    details: Record<string, unknown>,
    userId: string | null = null,
  ) => {
    try {
      await db.insert(auditLog).values({
        userId,
        action: `${request.method} ${request.routeOptions.url}`,
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        entity: 'sso.saml-sign-in',
        entityId: subscriptionId,
        outcome,
        statusCode: 303,
        correlationId: request.correlationId,
        ip: request.ip,
        details,
      });
    } catch (error) {
      request.log.error({ err: error }, 'Could not write the audit record');
    }
  };

  route(app, ENDPOINTS.loginMethods, { audit: false }, async (request) => loginMethodsFor(db, request.body.email));

  route(app, ENDPOINTS.samlLogin, {}, async (request, reply) => {
    const provider = await usableProvider(request.params.id);
    if (!provider) return backToLogin(reply, 'unavailable');
    const { saml, requests, idp, subscription } = provider;
    await deleteExpiredSamlRequests(db);
    if (idp.binding === 'redirect') {
      const location = await saml.getAuthorizeUrlAsync('', undefined, {});
      reply.header('set-cookie', requestBindingCookie(config.publicUrl, subscription.id, requests.lastSavedId));
      return reply.redirect(location, 302);
    }
    const message = await saml.getAuthorizeMessageAsync('', undefined, {});
    reply.header('set-cookie', requestBindingCookie(config.publicUrl, subscription.id, requests.lastSavedId));
    return autoPostPage(reply, idp.ssoUrl, message as Record<string, string>);
  });

  route(app, ENDPOINTS.samlAcs, { audit: false, schema: { consumes: [FORM] } }, async (request, reply) => {
    const subscriptionId = request.params.id;
    const provider = await usableProvider(subscriptionId);
    try {
      if (!provider) throw new SsoFailure('unavailable', 'subscription not usable');
      const { saml, requests, idp, subscription } = provider;
      const SAMLResponse = request.body?.SAMLResponse;
      if (!SAMLResponse) throw new SsoFailure('failed', 'no SAMLResponse');

      let profile;
      try {
        ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse }));
      } catch (error) {
        // A refused answer also uses up the request it claimed to answer.
        for (const id of requests.seen) await consumeSamlRequest(db, id, subscription.id);
        throw new SsoFailure('failed', (error as Error).message);
      }
      if (!profile) throw new SsoFailure('failed', 'no assertion');
      if (profile.issuer !== idp.entityId) throw new SsoFailure('failed', `unexpected issuer ${profile.issuer}`);
      if (!answersOurAcs(profile, samlUrls(config.publicUrl, subscription.id).acsUrl)) {
        throw new SsoFailure('failed', 'response addressed to another endpoint');
      }
      const inResponseTo = typeof profile.inResponseTo === 'string' ? profile.inResponseTo : null;
      if (!inResponseTo) throw new SsoFailure('failed', 'no InResponseTo');
      // Login CSRF: the answer must belong to a request this browser started.
      if (readRequestBinding(request.headers.cookie) !== inResponseTo) {
        await consumeSamlRequest(db, inResponseTo, subscription.id);
        throw new SsoFailure('failed', 'response does not answer this browser’s request');
      }
      if (!(await consumeSamlRequest(db, inResponseTo, subscription.id))) {
        throw new SsoFailure('expired', 'request already answered or expired');
      }
      const person = mapAttributes(profile, subscription.attributeMappingOverride);
      if (!person) throw new SsoFailure('failed', 'no usable email address in the assertion');

      let user;
      try {
        user = await linkUser(db, subscription, person);
      } catch (error) {
        if (error instanceof SsoNotAllowed)
          throw new SsoFailure('not_allowed', `${person.email} may not use this provider`);
        throw error;
      }
      const handoff = await createHandoff(db, user.id, subscription.id);
      await audit(request, 'success', subscription.id, { email: person.email }, user.id);
      reply.header('set-cookie', requestBindingCookie(config.publicUrl, subscription.id, null));
      return reply.redirect(`/landing?${SSO_LANDING_QUERY_PARAM}=${encodeURIComponent(handoff)}`, 303);
    } catch (error) {
      if (!(error instanceof SsoFailure)) throw error;
      request.log.warn({ subscriptionId, reason: error.reason, detail: error.message }, 'SAML sign-in refused');
      await audit(request, 'failure', subscriptionId, { reason: error.reason, detail: error.message });
      return backToLogin(reply, error.reason);
    }
  });

  route(app, ENDPOINTS.samlHandoff, { audit: { entity: 'sso.session' } }, async (request) => {
    const userId = await redeemHandoff(db, request.body.handoff);
    const user = userId ? await findUserById(db, userId) : null;
    if (!user || user.status !== 'active') throw new UnauthorisedError(MESSAGES.loginErrors, 'sso_handoff_invalid');
    // Exactly what a password sign-in opens: a server-side session and the identity token.
    const { session, refreshToken } = await createSession(db, {
      userId: user.id,
      ttlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    const idToken = await app.services.tokens.signFirstStage(
      firstStageClaims(user, session.id),
      config.ACCESS_TOKEN_TTL_SECONDS,
    );
    return { idToken, refreshToken, expiresIn: config.ACCESS_TOKEN_TTL_SECONDS };
  });
};
