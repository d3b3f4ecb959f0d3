import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, type AuthOption, type SsoErrorReason } from '@campus/contracts';
import { UnauthorisedError } from '../../../lib/errors.js';
import type { AppServices } from '../../../services/services.js';
import { firstStageClaims } from '../claims.js';
import { createHandoff, redeemHandoff } from '../handoffs.repository.js';
import { createSession } from '../sessions.repository.js';
import { findUserById } from '../../people/index.js';
import { mapAttributes } from './attribute-mapping.js';
import { parseIdpMetadata } from './idp-metadata.js';
import { SsoNotAllowed, linkUser } from './jit-users.js';
import { answersOurAcs } from './recipient-check.js';
import { readRequestBinding } from './request-binding.js';
import { consumeSamlRequest, deleteExpiredSamlRequests } from './saml-requests.repository.js';
import { serviceProvider } from './service-provider.js';
import { recordSignInAudit } from './sign-in-audit.repository.js';
import { samlUrls } from './sp-urls.js';
import { findUsableSsoSubscription, loginMethodsFor } from './sso-subscriptions.repository.js';

/** A failed sign-in step: the browser goes back to the login page, which explains it. */
class SsoFailure extends Error {
  constructor(
    readonly reason: SsoErrorReason,
    detail: string,
  ) {
    super(detail);
  }
}

/** Where the browser goes to sign in at the provider, and the AuthnRequest to bind to it. */
export type SignInStart = { subscriptionId: string; requestId: string | null } & (
  { binding: 'redirect'; location: string } | { binding: 'post'; action: string; fields: Record<string, string> }
);

/** Where a request came in, as the audit trail records it. */
export interface RequestTrace {
  action: string;
  method: string;
  path: string;
  correlationId: string;
  ip: string;
}

/** The provider's answer as the ACS received it. */
export interface ProviderAnswer {
  samlResponse: string | undefined;
  /** The Cookie header, which carries the id of the request this browser started. */
  cookieHeader: string | undefined;
  trace: RequestTrace;
  log: FastifyBaseLogger;
}

/** Signed in (a one-time handoff for /landing), or the reason the login page shows. */
export type AnswerOutcome = { subscriptionId: string; handoff: string } | { failure: SsoErrorReason };

/**
 * Single sign-on for people (01 §2 stage 'sso', §7): which providers an email may use, the
 * AuthnRequest to the provider, the checks of its answer with just-in-time accounts, and the
 * one-time handoff that turns it into the same tokens a password sign-in gives.
 */
export function samlSignInService({ database, config, tokens }: Pick<AppServices, 'database' | 'config' | 'tokens'>) {
  const { db } = database;

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

  /** Sign-in outcomes are audited with what happened (the automatic record sees only a redirect). */
  const audit = async (
    answer: ProviderAnswer,
    outcome: 'success' | 'failure',
    subscriptionId: string,
    details: Record<string, unknown>,
    userId: string | null = null,
  ) => {
    try {
      await recordSignInAudit(db, {
        ...answer.trace,
        userId,
        entity: 'sso.saml-sign-in',
        entityId: subscriptionId,
        outcome,
        statusCode: 303,
        details,
      });
    } catch (error) {
      answer.log.error({ err: error }, 'Could not write the audit record');
    }
  };

  /** Every check of the provider's answer, then the person it vouches for, linked or created. */
  const signedInPerson = async (provider: Awaited<ReturnType<typeof usableProvider>>, answer: ProviderAnswer) => {
    if (!provider) throw new SsoFailure('unavailable', 'subscription not usable');
    const { saml, requests, idp, subscription } = provider;
    const SAMLResponse = answer.samlResponse;
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
    if (readRequestBinding(answer.cookieHeader) !== inResponseTo) {
      await consumeSamlRequest(db, inResponseTo, subscription.id);
      throw new SsoFailure('failed', 'response does not answer this browser’s request');
    }
    if (!(await consumeSamlRequest(db, inResponseTo, subscription.id))) {
      throw new SsoFailure('expired', 'request already answered or expired');
    }
    const person = mapAttributes(profile, subscription.attributeMappingOverride);
    if (!person) throw new SsoFailure('failed', 'no usable email address in the assertion');

    try {
      return { subscription, person, user: await linkUser(db, subscription, person) };
    } catch (error) {
      if (error instanceof SsoNotAllowed)
        throw new SsoFailure('not_allowed', `${person.email} may not use this provider`);
      throw error;
    }
  };

  return {
    loginMethods: (email: string): Promise<AuthOption[]> => loginMethodsFor(db, email),

    /** The AuthnRequest for the provider, by its binding; null when the subscription cannot be used now. */
    async start(subscriptionId: string): Promise<SignInStart | null> {
      const provider = await usableProvider(subscriptionId);
      if (!provider) return null;
      const { saml, requests, idp, subscription } = provider;
      await deleteExpiredSamlRequests(db);
      if (idp.binding === 'redirect') {
        const location = await saml.getAuthorizeUrlAsync('', undefined, {});
        return { subscriptionId: subscription.id, requestId: requests.lastSavedId, binding: 'redirect', location };
      }
      const message = await saml.getAuthorizeMessageAsync('', undefined, {});
      return {
        subscriptionId: subscription.id,
        requestId: requests.lastSavedId,
        binding: 'post',
        action: idp.ssoUrl,
        fields: message as Record<string, string>,
      };
    },

    /** The assertion consumer service: checks the answer, signs the person in, audits either way. */
    async finish(subscriptionId: string, answer: ProviderAnswer): Promise<AnswerOutcome> {
      const provider = await usableProvider(subscriptionId);
      try {
        const { subscription, person, user } = await signedInPerson(provider, answer);
        const handoff = await createHandoff(db, user.id, subscription.id);
        await audit(answer, 'success', subscription.id, { email: person.email }, user.id);
        return { subscriptionId: subscription.id, handoff };
      } catch (error) {
        if (!(error instanceof SsoFailure)) throw error;
        answer.log.warn({ subscriptionId, reason: error.reason, detail: error.message }, 'SAML sign-in refused');
        await audit(answer, 'failure', subscriptionId, { reason: error.reason, detail: error.message });
        return { failure: error.reason };
      }
    },

    /** Swaps a handoff once for exactly what a password sign-in opens: a session and the identity token. */
    async redeem(handoff: string, client: { userAgent: string | undefined; ip: string }) {
      const userId = await redeemHandoff(db, handoff);
      const user = userId ? await findUserById(db, userId) : null;
      if (!user || user.status !== 'active') throw new UnauthorisedError(MESSAGES.loginErrors, 'sso_handoff_invalid');
      const { session, refreshToken } = await createSession(db, {
        userId: user.id,
        ttlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
        userAgent: client.userAgent,
        ip: client.ip,
      });
      const idToken = await tokens.signFirstStage(firstStageClaims(user, session.id), config.ACCESS_TOKEN_TTL_SECONDS);
      return { idToken, refreshToken, expiresIn: config.ACCESS_TOKEN_TTL_SECONDS };
    },
  };
}

export type SamlSignInService = ReturnType<typeof samlSignInService>;
