import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInResult, TokenSet } from '@campus/contracts';
import type { users } from '../../db/schema/index.js';
import { firstStageClaims } from './claims.js';
import { createSession } from './sessions.repository.js';
import type { SignInChallenge } from './tokens.js';

type User = typeof users.$inferSelect;

/** How long a person has to answer a sign-in challenge. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/** Opens a server-side session and issues its first-stage token. */
export async function openSession(app: FastifyInstance, user: User, request: FastifyRequest): Promise<TokenSet> {
  const { config } = app.services;
  const { session, refreshToken } = await createSession(app.services.database.db, {
    userId: user.id,
    ttlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  const idToken = await app.services.tokens.signFirstStage(
    firstStageClaims(user, session.id, config.MFA_ENFORCEMENT === 'on'),
    config.ACCESS_TOKEN_TTL_SECONDS,
  );
  return { idToken, refreshToken, expiresIn: config.ACCESS_TOKEN_TTL_SECONDS };
}

/**
 * After the password (or a new one) proved who it is: a forced new password comes first, then
 * the one-time code when two-factor is on (01 §4 login flow), then the session.
 */
export async function continueSignIn(
  app: FastifyInstance,
  user: User,
  request: FastifyRequest,
  answered: SignInChallenge['kind'][] = [],
): Promise<SignInResult> {
  const { tokens } = app.services;
  if (user.newPasswordRequired && !answered.includes('newPassword')) {
    return {
      challengeName: 'NEW_PASSWORD_REQUIRED',
      session: await tokens.signChallenge({ kind: 'newPassword', userId: user.id }, CHALLENGE_TTL_SECONDS),
    };
  }
  if (user.mfaEnabled && user.mfaSecret && !answered.includes('mfa')) {
    return {
      challengeName: 'SOFTWARE_TOKEN_MFA',
      session: await tokens.signChallenge({ kind: 'mfa', userId: user.id }, CHALLENGE_TTL_SECONDS),
    };
  }
  return openSession(app, user, request);
}
