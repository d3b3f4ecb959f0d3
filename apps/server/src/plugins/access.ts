import fp from 'fastify-plugin';
import { decideAccess, MESSAGES, MFA_ERRORS, type AccessRule, type EndpointDefinition } from '@campus/contracts';
import { AppError, ForbiddenError, UnauthorisedError } from '../lib/errors.js';
import type { RequestAuth } from '../lib/context.js';

export interface AccessDeclaration {
  method: string;
  url: string;
  rule: AccessRule;
  /** The contract the route was registered from (apps/server lib/route.ts); absent when registered by hand. */
  endpoint?: EndpointDefinition;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access rule, for the reviewed snapshot test. */
    accessDeclarations: AccessDeclaration[];
  }
  interface FastifyContextConfig {
    /** Who may call this endpoint: a rule from @campus/contracts (required on every /api route). */
    access?: AccessRule;
    /** Accept the bearer token from the `token` query parameter (01 §7). */
    queryToken?: boolean;
    /** Audit entity name and the route parameter holding its id; false to skip auditing. */
    audit?: { entity: string; idParam?: string } | false;
    /** The endpoint contract the route was registered from (set by `route()`). */
    endpoint?: EndpointDefinition;
  }
}

/**
 * Enforces each route's declared access rule with the same module the web app's guards use.
 * A route under /api without a rule is a programming error and fails at start-up.
 */
export const accessPlugin = fp(async (app) => {
  const declarations: AccessDeclaration[] = [];
  app.decorate('accessDeclarations', declarations);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const rule = route.config?.access;
    if (!rule) throw new Error(`Route ${route.method} ${url} declares no access rule (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declarations.push({ method, url, rule, endpoint: route.config?.endpoint });
    }
  });

  // A callback hook: the decision needs no waiting, so no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const rule = request.routeOptions.config?.access;
    done(rule ? refusal(request.auth, rule) : undefined);
  });
});

/** Why the caller may not use a route with this rule, or undefined when they may. */
function refusal(auth: RequestAuth, rule: AccessRule): Error | undefined {
  const decision = decideAccess(auth.actor, rule);
  if (decision === 'unauthenticated') return new UnauthorisedError(auth.failure ?? MESSAGES.unauthorised);
  if (decision === 'forbidden' && auth.actor.mfaEnrolmentOnly) {
    // Its own code, so the web app can send the person to the set-up screen.
    return new AppError(403, MFA_ERRORS.setupRequired.code, MFA_ERRORS.setupRequired.message);
  }
  if (decision === 'forbidden') return new ForbiddenError();
  return undefined;
}
