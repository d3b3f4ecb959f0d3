import crypto from 'node:crypto';
import { jwtVerify } from 'jose';
import {
  MFA_ERRORS,
  OLD_SYSTEM_ERRORS,
  OLD_SYSTEM_HANDOVER_MAX_SECONDS,
  oldSystemHandoverClaimsSchema,
} from '@campus/contracts';
import { ForbiddenError, NotFoundError, specError } from '../../lib/errors.js';
import type { RequestOrigin } from '../../lib/request-origin.js';
import type { AppServices } from '../../services/services.js';
import { findUserByEmail } from '../people/index.js';
import { isMfaSetupPending, workspaceClaims } from './claims.js';
import { consumeHandover, findWorkspaceByDomain } from './old-system.repository.js';
import { signInSteps } from './sign-in.js';

/**
 * Old-system sessions (01 §1, §7 POST sso /jwt/validate): the old platform signs a short-lived
 * hand-over token (HS256, shared OLD_SYSTEM_JWT_SECRET) naming the person and the subdomain.
 * Each token is accepted once; it opens a session here whose workspace token has origin
 * 'subdomain', which the web app never renews (01 §4) and sends back with back-to-old-system.
 */
export function oldSystemService(services: Pick<AppServices, 'config' | 'database' | 'tokens'>) {
  const { config, tokens } = services;
  const { db } = services.database;
  const { openSession } = signInSteps(services);
  const secret = config.OLD_SYSTEM_JWT_SECRET ? new TextEncoder().encode(config.OLD_SYSTEM_JWT_SECRET) : null;

  async function verifiedClaims(token: string) {
    if (!secret) throw specError(404, OLD_SYSTEM_ERRORS.notConfigured);
    let claims;
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'jti'] });
      claims = oldSystemHandoverClaimsSchema.parse(payload);
    } catch {
      throw specError(401, OLD_SYSTEM_ERRORS.invalid);
    }
    // A hand-over is for right now: a token signed to last longer is refused outright.
    if (claims.exp - Date.now() / 1000 > OLD_SYSTEM_HANDOVER_MAX_SECONDS)
      throw specError(401, OLD_SYSTEM_ERRORS.invalid);
    return claims;
  }

  return {
    async handover(token: string, origin: RequestOrigin) {
      const claims = await verifiedClaims(token);
      const user = await findUserByEmail(db, claims.email);
      const workspace = await findWorkspaceByDomain(db, claims.domain);
      if (!user || user.status !== 'active' || !workspace) throw specError(403, OLD_SYSTEM_ERRORS.noAccess);
      origin.attributeTo(user.id);
      // A workspace token would skip two-factor set-up: such a person signs in here instead.
      if (isMfaSetupPending(user, config.MFA_ENFORCEMENT === 'on')) throw specError(403, MFA_ERRORS.setupRequired);
      // Access first (the session id is filled in below), so a refusal leaves no session behind.
      let scoped;
      try {
        scoped = await workspaceClaims(db, user, crypto.randomUUID(), workspace.id);
      } catch (error) {
        if (error instanceof NotFoundError || error instanceof ForbiddenError) {
          throw specError(403, OLD_SYSTEM_ERRORS.noAccess);
        }
        throw error;
      }
      const fresh = await consumeHandover(db, {
        jti: claims.jti,
        userId: user.id,
        expiresAt: new Date(claims.exp * 1000),
      });
      if (!fresh) throw specError(401, OLD_SYSTEM_ERRORS.used);

      const tokenSet = await openSession(user, origin);
      const { sid } = await tokens.verify(tokenSet.idToken);
      const workspaceToken = await tokens.signSecondStage(
        { ...scoped, sid, origin: 'subdomain' },
        config.WORKSPACE_TOKEN_TTL_SECONDS,
      );
      return { ...tokenSet, token: workspaceToken };
    },
  };
}

export type OldSystemService = ReturnType<typeof oldSystemService>;
