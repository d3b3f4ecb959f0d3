import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, ERROR_CODES, MESSAGES, PASSWORD_RESET_ERRORS, SELF_REGISTRATION_ERRORS } from '@campus/contracts';
import { AppError, UnauthorisedError } from '../../lib/errors.js';
import { firstStageClaims } from './claims.js';
import { assertPasswordCheckAdmissible, verifyPassword } from './passwords.js';
import { revokeSession, rotateRefreshToken } from './sessions.repository.js';
import { continueSignIn } from './sign-in.js';
import { assertSignInAllowed, recordFailedSignIn, recordSuccessfulSignIn } from './sign-in-throttle.js';
import { findUserByEmail, findUserById } from './users.repository.js';
import { route } from '../../lib/route.js';

/**
 * The identity-pool calls the spec leaves "not shown" (01 §7): sign in with email and password,
 * refresh, log out. Plus the email-stage existence check.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.services;
  const db = app.services.database.db;

  route(app, ENDPOINTS.userExists, {}, async (request) => {
    const email = request.query.email?.trim();
    if (!email) throw new AppError(400, 'missingEmailAddress', 'An email address is required.');
    const user = await findUserByEmail(db, email);
    return { exists: Boolean(user && user.status !== 'disabled') };
  });

  route(app, ENDPOINTS.login, { audit: { entity: 'sso.session' } }, async (request) => {
    const { email, password } = request.body;
    // A storm is refused before it costs the database anything (decision 0015).
    assertPasswordCheckAdmissible();
    const user = await findUserByEmail(db, email);
    await assertSignInAllowed(db, email, request.ip, user?.id ?? null);
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    // Failed attempts too: they belong in the person's own activity log.
    request.auditUserId = user?.id ?? null;
    if (user && valid && user.status === 'pending') {
      // Registered with a key but not confirmed yet: only the password's owner learns this.
      const { code, message } = SELF_REGISTRATION_ERRORS.notConfirmed;
      throw new AppError(403, code, message, undefined, { userId: user.id });
    }
    if (!user || !valid || user.status !== 'active') {
      await recordFailedSignIn(db, email, request.ip);
      throw new UnauthorisedError(MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
    }
    await recordSuccessfulSignIn(db, email, request.ip);
    // Only after the password proved who it is, so the answer reveals nothing to strangers.
    if (user.passwordResetRequired) {
      throw new AppError(403, PASSWORD_RESET_ERRORS.resetRequired.code, PASSWORD_RESET_ERRORS.resetRequired.message);
    }
    return continueSignIn(app, user, request);
  });

  route(app, ENDPOINTS.refresh, { audit: false }, async (request) => {
    const rotated = await rotateRefreshToken(db, request.body.refreshToken);
    if (rotated.outcome === 'reused') request.log.warn('A rotated refresh token was used again: session ended');
    const user = rotated.outcome === 'rotated' ? await findUserById(db, rotated.session.userId) : null;
    if (rotated.outcome !== 'rotated' || !user || user.status !== 'active') {
      throw new UnauthorisedError(MESSAGES.loggedOutAuthProblems);
    }
    const idToken = await app.services.tokens.signFirstStage(
      firstStageClaims(user, rotated.session.id, config.MFA_ENFORCEMENT === 'on'),
      config.ACCESS_TOKEN_TTL_SECONDS,
    );
    return { idToken, refreshToken: rotated.refreshToken, expiresIn: config.ACCESS_TOKEN_TTL_SECONDS };
  });

  route(app, ENDPOINTS.logout, { audit: { entity: 'sso.session' } }, async (request, reply) => {
    await revokeSession(db, { sessionId: request.auth.sessionId, refreshToken: request.body?.refreshToken });
    return reply.status(204).send();
  });
};
