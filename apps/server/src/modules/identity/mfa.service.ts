import { MFA_ERRORS, MFA_RESET_ERRORS } from '@campus/contracts';
import { ForbiddenError, NotFoundError, specError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import {
  type Account,
  administeredAccount,
  clearMfa,
  confirmMfaSecret,
  enableMfa,
  findUserById,
  holdMfaSecret,
  setMfaRequired,
} from '../people/index.js';
import { isMfaRequired } from './claims.js';
import { clearAttempts, countAttempt } from './throttle.repository.js';
import { TokenInvalid } from '../../lib/tokens.js';
import { matchingStep, newTotpSecret, otpauthUri } from './totp.js';

const CODE_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };
/** Administrator resets of one person's 2FA per hour (the provider's LimitExceededException). */
const RESETS = { max: 5, windowSeconds: 60 * 60 };

/** Two-factor enrolment, preference and administration (01 §4, §7 "under sso /v2/cognito/"). */
export function mfaService({ config, database, tokens }: Pick<AppServices, 'config' | 'database' | 'tokens'>) {
  const { db } = database;
  const enforceMfa = config.MFA_ENFORCEMENT === 'on';

  /** The body's identity token must be the caller's own: enrolment is for oneself only. */
  async function ownIdentity(scope: Scope, token: string): Promise<Account> {
    let claims;
    try {
      claims = await tokens.verify(token);
    } catch (error) {
      if (error instanceof TokenInvalid) throw new ForbiddenError();
      throw error;
    }
    if (claims.typ !== 'id' || claims.sub !== scope.userId) throw new ForbiddenError();
    const user = await findUserById(db, claims.sub);
    if (!user) throw new NotFoundError();
    return user;
  }

  /** Someone whose account the caller administers (users.policy); anyone else is a 404. */
  async function administeredUser(scope: Scope, userId: string): Promise<Account> {
    const user = await administeredAccount(db, scope, userId);
    if (!user) throw new NotFoundError();
    return user;
  }

  return {
    async newSecret(scope: Scope, accessToken: string) {
      const user = await ownIdentity(scope, accessToken);
      const secretCode = newTotpSecret();
      await holdMfaSecret(db, user.id, secretCode);
      return { secretCode, otpauthUri: otpauthUri(secretCode, user.email) };
    },

    async verify(scope: Scope, body: { token: string; userId: string; code: string }) {
      const user = await ownIdentity(scope, body.token);
      if (user.id !== body.userId) throw new ForbiddenError();
      if (!user.mfaPendingSecret) throw specError(400, MFA_ERRORS.noSecret);
      if ((await countAttempt(db, `mfa-code:${user.id}`, CODE_ATTEMPTS)) > CODE_ATTEMPTS.max) {
        throw specError(429, MFA_ERRORS.tooManyAttempts);
      }
      const step = matchingStep(user.mfaPendingSecret, body.code);
      if (step === null) throw specError(400, MFA_ERRORS.wrongCode);
      await confirmMfaSecret(db, user.id, user.mfaPendingSecret, step);
      await clearAttempts(db, `mfa-code:${user.id}`);
      return { status: 'SUCCESS' as const };
    },

    /** The person's own choice to use two-factor or not. */
    async setPreference(scope: Scope, userId: string, enabled: boolean): Promise<void> {
      if (userId !== scope.userId) throw new ForbiddenError();
      const user = await findUserById(db, userId);
      if (!user) throw new NotFoundError();
      if (enabled) {
        if (!user.mfaSecret) throw specError(400, MFA_ERRORS.noSecret);
        await enableMfa(db, userId);
        return;
      }
      if (user.isSuperadmin) throw specError(400, MFA_ERRORS.superadminMustKeep);
      if (isMfaRequired(user, enforceMfa)) throw specError(400, MFA_ERRORS.requiredByAdministrator);
      await clearMfa(db, userId);
    },

    /** An administrator turns someone's two-factor on, or resets it ("reset 2FA"). */
    async setEnabled(scope: Scope, userId: string, enabled: boolean): Promise<void> {
      const user = await administeredUser(scope, userId);
      if (enabled) {
        if (!user.mfaSecret) throw specError(400, MFA_ERRORS.noSecret);
        await enableMfa(db, userId);
        return;
      }
      // The person enrols again at their next visit.
      if (user.status === 'pending' || !user.passwordHash) throw specError(404, MFA_RESET_ERRORS.notRegistered);
      if ((await countAttempt(db, `mfa-reset:${userId}`, RESETS)) > RESETS.max) {
        throw specError(429, MFA_RESET_ERRORS.limitExceeded);
      }
      await clearMfa(db, userId);
    },

    async setRequired(scope: Scope, userId: string, required: boolean): Promise<void> {
      const user = await administeredUser(scope, userId);
      if (!required && user.isSuperadmin) throw specError(400, MFA_ERRORS.superadminMustKeep);
      await setMfaRequired(db, userId, required);
    },

    async identityUser(scope: Scope, userId: string) {
      const own = userId === scope.userId;
      // Open to enrolment for one's own record only: reading others is administration.
      if (!own && scope.actor.mfaEnrolmentOnly) throw specError(403, MFA_ERRORS.setupRequired);
      const user = own ? await findUserById(db, userId) : await administeredUser(scope, userId);
      if (!user) throw new NotFoundError();
      return {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        status: user.status,
        mfaEnabled: user.mfaEnabled,
        mfaRequired: isMfaRequired(user, enforceMfa),
        isSuperadmin: user.isSuperadmin,
      };
    },
  };
}

export type MfaService = ReturnType<typeof mfaService>;
