import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '@campus/contracts';
import fp from 'fastify-plugin';
import {
  ANONYMOUS,
  CORRELATION_ID_HEADER,
  MESSAGES,
  actorFromSecondStage,
  enrolmentOnly,
  identityActor,
} from '@campus/contracts';
import { TokenInvalid } from '../lib/tokens.js';
import type { RequestAuth } from '../lib/context.js';
import { scopeOf, type Scope } from '../lib/scope.js';

const CORRELATION_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** A supplied X-Correlation-Id when it is safe to log and echo, else a new one. */
export function correlationIdOf(request: IncomingMessage): string {
  const supplied = request.headers[CORRELATION_ID_HEADER];
  return typeof supplied === 'string' && CORRELATION_PATTERN.test(supplied) ? supplied : crypto.randomUUID();
}

/**
 * The session a token names as it is now, read by the module that owns sessions (modules/identity,
 * `liveSessionReader`) and handed to this plugin by app.ts: null when it is unknown, revoked or
 * over; `enrolmentOnly` when its owner must set up two-factor first (decision 0017).
 */
export type LiveSessionReader = (sessionId: string) => Promise<{ enrolmentOnly: boolean } | null>;

export interface RequestContextOptions {
  liveSession: LiveSessionReader;
}

const anonymous = (failure: string | null = null): RequestAuth => ({
  actor: ANONYMOUS,
  sessionId: null,
  firstStage: null,
  secondStage: null,
  failure,
});

/**
 * Every request: a correlation id (taken or made, logged, echoed) and the caller resolved from
 * the bearer token (or the `token` query parameter on routes that allow it). A token whose
 * session was revoked counts as no token: logout ends the session for real.
 */
export const requestContextPlugin = fp<RequestContextOptions>(async (app, { liveSession }) => {
  app.decorateRequest('auth', null as unknown as RequestAuth);
  app.decorateRequest('scope', null as unknown as Scope);
  app.decorateRequest('correlationId', '');
  app.decorateRequest('auditUserId', null);
  app.decorateRequest('auditPlace', null);

  // A callback hook rather than an async one: most requests carry no token (sign-in, health,
  // files) and are done without waiting a turn for a promise.
  app.addHook('onRequest', (request, reply, done) => {
    request.correlationId = request.id;
    reply.header(CORRELATION_ID_HEADER, request.id);
    const serviceName = request.headers['x-service-name'];
    if (typeof serviceName === 'string') request.log = request.log.child({ serviceName });

    const settle = (auth: RequestAuth) => {
      request.auth = auth;
      request.scope = scopeOf(auth);
      done();
    };
    const token = presentedToken(request);
    if (!token) return settle(anonymous());
    resolveAuth(token).then(settle, done);
  });

  function presentedToken(request: FastifyRequest): string | undefined {
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (bearer) return bearer;
    const query = request.query as Record<string, unknown> | undefined;
    if (request.routeOptions.config?.queryToken && typeof query?.token === 'string') return query.token;
    return undefined;
  }

  async function resolveAuth(token: string): Promise<RequestAuth> {
    let claims;
    try {
      claims = await app.services.tokens.verify(token);
    } catch (error) {
      const expired = error instanceof TokenInvalid && error.reason === 'expired';
      return anonymous(expired ? MESSAGES.workspaceSessionExpired : MESSAGES.redirectedTokenProblems);
    }
    // The session's owner as they are now, not as the token remembers them: two-factor
    // required and not set up holds every token of the session to enrolment (decision 0017).
    const live = await liveSession(claims.sid);
    if (!live) return anonymous(MESSAGES.redirectedMissingSession);
    const restrict = (actor: Actor) => (live.enrolmentOnly ? enrolmentOnly(actor) : actor);

    if (claims.typ === 'id') {
      return {
        actor: restrict(identityActor(claims.sub)),
        sessionId: claims.sid,
        firstStage: claims,
        secondStage: null,
        failure: null,
      };
    }
    return {
      actor: restrict(actorFromSecondStage(claims)),
      sessionId: claims.sid,
      firstStage: null,
      secondStage: claims,
      failure: null,
    };
  }
});
