import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, MFA_ERRORS } from '@campus/contracts';
import { specError } from '../../lib/errors.js';
import { changePassword } from './password-reset.js';
import { continueSignIn } from './sign-in.js';
import { TokenInvalid } from './tokens.js';
import { clearAttempts, countAttempt } from './throttle.js';
import { consumeCode } from './totp.js';
import { findUserById } from './users.repository.js';
import { route } from '../../lib/route.js';

/** Wrong codes allowed per account in 15 minutes before sign-in codes are refused for a while. */
const CODE_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };

/** Answers to the sign-in challenges (01 §4 login flow): the one-time code and the forced new password. */
export const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const { tokens } = app.services;

  async function challengedUser(session: string, kind: 'mfa' | 'newPassword') {
    try {
      const { userId } = await tokens.verifyChallenge(session, kind);
      const user = await findUserById(db, userId);
      if (user && user.status === 'active') return user;
    } catch (error) {
      if (!(error instanceof TokenInvalid)) throw error;
    }
    throw specError(401, MFA_ERRORS.expiredChallenge);
  }

  route(app, ENDPOINTS.answerMfa, { audit: { entity: 'sso.session' } }, async (request) => {
    const user = await challengedUser(request.body.session, 'mfa');
    request.auditUserId = user.id;
    if (!user.mfaSecret) throw specError(401, MFA_ERRORS.expiredChallenge);
    if ((await countAttempt(db, `mfa-code:${user.id}`, CODE_ATTEMPTS)) > CODE_ATTEMPTS.max) {
      throw specError(429, MFA_ERRORS.tooManyAttempts);
    }
    if (!(await consumeCode(db, user.id, user.mfaSecret, request.body.code))) {
      throw specError(400, MFA_ERRORS.wrongCode);
    }
    await clearAttempts(db, `mfa-code:${user.id}`);
    return continueSignIn(app, user, request, ['newPassword', 'mfa']);
  });

  route(app, ENDPOINTS.answerNewPassword, { audit: { entity: 'sso.password' } }, async (request) => {
    const user = await challengedUser(request.body.session, 'newPassword');
    request.auditUserId = user.id;
    await changePassword(db, user, request.body.newPassword, null);
    return continueSignIn(app, user, request, ['newPassword']);
  });
};
