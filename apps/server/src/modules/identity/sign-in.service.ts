import { ERROR_CODES, MESSAGES, MFA_ERRORS, PASSWORD_RESET_ERRORS, SELF_REGISTRATION_ERRORS } from '@campus/contracts';
import { AppError, UnauthorisedError, specError } from '../../lib/errors.js';
import type { RequestOrigin } from '../../lib/request-origin.js';
import type { AppServices } from '../../services/services.js';
import { findUserByEmail, findUserById, upgradePasswordHash } from '../people/index.js';
import { firstStageClaims } from './claims.js';
import { changePassword } from './password-reset.js';
import { assertNotForcedBusy } from './forced-busy-sign-ins.js';
import { assertPasswordCheckAdmissible, checkPassword } from '../people/index.js';
import { revokeSession, rotateRefreshToken } from './sessions.repository.js';
import { signInSteps } from './sign-in.js';
import { assertSignInAllowed, recordFailedSignIn, recordSuccessfulSignIn } from './sign-in-throttle.js';
import { clearAttempts, countAttempt } from './throttle.repository.js';
import { TokenInvalid } from '../../lib/tokens.js';
import { consumeCode } from './totp.js';

/** Wrong codes allowed per account in 15 minutes before sign-in codes are refused for a while. */
const CODE_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };

/**
 * Signing in (01 §4 login flow, the identity-pool calls 01 §7 leaves "not shown"): the email
 * stage's existence check, the password, the challenges after it, refresh and logout.
 */
export function signInService(services: Pick<AppServices, 'config' | 'database' | 'tokens' | 'keys'>) {
  const { config, tokens } = services;
  const { db } = services.database;
  const { continueSignIn } = signInSteps(services);

  /** The person a challenge token was issued to, while their account is active; else the spec's 401. */
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

  return {
    async userExists(emailGiven: string | undefined) {
      const email = emailGiven?.trim();
      if (!email) throw new AppError(400, 'missingEmailAddress', 'An email address is required.');
      const user = await findUserByEmail(db, email);
      return { exists: Boolean(user && user.status !== 'disabled') };
    },

    async login(email: string, password: string, origin: RequestOrigin) {
      // A storm is refused before it costs the database anything (decision 0042).
      assertNotForcedBusy(email);
      assertPasswordCheckAdmissible();
      const user = await findUserByEmail(db, email);
      await assertSignInAllowed(db, email, origin.ip, user?.id ?? null);
      const { valid, upgradedHash } = await checkPassword(user?.passwordHash ?? null, password);
      if (user?.passwordHash && upgradedHash) await upgradePasswordHash(db, user.id, user.passwordHash, upgradedHash);
      // Failed attempts too: they belong in the person's own activity log.
      origin.attributeTo(user?.id ?? null);
      if (user && valid && user.status === 'pending') {
        // Registered with a key but not confirmed yet: only the password's owner learns this.
        const { code, message } = SELF_REGISTRATION_ERRORS.notConfirmed;
        throw new AppError(403, code, message, undefined, { userId: user.id });
      }
      if (!user || !valid || user.status !== 'active') {
        await recordFailedSignIn(db, email, origin.ip);
        throw new UnauthorisedError(MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
      }
      await recordSuccessfulSignIn(db, email, origin.ip);
      // Only after the password proved who it is, so the answer reveals nothing to strangers.
      if (user.passwordResetRequired) throw specError(403, PASSWORD_RESET_ERRORS.resetRequired);
      return continueSignIn(user, origin);
    },

    async answerMfa(session: string, code: string, origin: RequestOrigin) {
      const user = await challengedUser(session, 'mfa');
      origin.attributeTo(user.id);
      if (!user.mfaSecret) throw specError(401, MFA_ERRORS.expiredChallenge);
      if ((await countAttempt(db, `mfa-code:${user.id}`, CODE_ATTEMPTS)) > CODE_ATTEMPTS.max) {
        throw specError(429, MFA_ERRORS.tooManyAttempts);
      }
      if (!(await consumeCode(db, user.id, user.mfaSecret, code))) throw specError(400, MFA_ERRORS.wrongCode);
      await clearAttempts(db, `mfa-code:${user.id}`);
      return continueSignIn(user, origin, ['newPassword', 'mfa']);
    },

    async answerNewPassword(session: string, newPassword: string, origin: RequestOrigin) {
      const user = await challengedUser(session, 'newPassword');
      origin.attributeTo(user.id);
      await changePassword(db, user, newPassword, null);
      return continueSignIn(user, origin, ['newPassword']);
    },

    async refresh(refreshToken: string, origin: Pick<RequestOrigin, 'log'>) {
      const rotated = await rotateRefreshToken(db, refreshToken, services.keys.refreshSecret);
      if (rotated.outcome === 'reused') origin.log.warn('A rotated refresh token was used again: session ended');
      const user = rotated.outcome === 'rotated' ? await findUserById(db, rotated.session.userId) : null;
      if (rotated.outcome !== 'rotated' || !user || user.status !== 'active') {
        throw new UnauthorisedError(MESSAGES.loggedOutAuthProblems);
      }
      const idToken = await tokens.signFirstStage(
        firstStageClaims(user, rotated.session.id, config.MFA_ENFORCEMENT === 'on'),
        config.ACCESS_TOKEN_TTL_SECONDS,
      );
      return { idToken, refreshToken: rotated.refreshToken, expiresIn: config.ACCESS_TOKEN_TTL_SECONDS };
    },

    logout: (sessionId: string | null, refreshToken: string | undefined) =>
      revokeSession(db, { sessionId, refreshToken }),
  };
}

export type SignInService = ReturnType<typeof signInService>;
