import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { type Actor, ENDPOINTS, MFA_ERRORS, MFA_RESET_ERRORS } from '@campus/contracts';
import { users } from '../../db/schema/index.js';
import { ForbiddenError, NotFoundError, specError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import { administeredAccount } from '../users/users.policy.js';
import { isMfaRequired } from './claims.js';
import { clearAttempts, countAttempt } from './throttle.js';
import { TokenInvalid } from './tokens.js';
import { matchingStep, newTotpSecret, otpauthUri } from './totp.js';
import { findUserById } from './users.repository.js';
import { route } from '../../lib/route.js';

const CODE_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };
/** Administrator resets of one person's 2FA per hour (the provider's LimitExceededException). */
const RESETS = { max: 5, windowSeconds: 60 * 60 };

type User = typeof users.$inferSelect;

/** Two-factor enrolment, preference and administration (01 §4, §7 "under sso /v2/cognito/"). */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const enforceMfa = app.services.config.MFA_ENFORCEMENT === 'on';

  /** The body's identity token must be the caller's own: enrolment is for oneself only. */
  async function assertOwnIdentityToken(actor: Actor, token: string): Promise<User> {
    let claims;
    try {
      claims = await app.services.tokens.verify(token);
    } catch (error) {
      if (error instanceof TokenInvalid) throw new ForbiddenError();
      throw error;
    }
    if (claims.typ !== 'id' || claims.sub !== actor.userId) throw new ForbiddenError();
    const user = await findUserById(db, claims.sub);
    if (!user) throw new NotFoundError();
    return user;
  }

  /** Someone whose account the caller administers (users.policy); anyone else is a 404. */
  async function administeredUser(scope: Scope, userId: string): Promise<User> {
    const user = await administeredAccount(db, scope, userId);
    if (!user) throw new NotFoundError();
    return user;
  }

  route(app, ENDPOINTS.mfaSecret, { audit: { entity: 'user.mfa' } }, async (request) => {
    const user = await assertOwnIdentityToken(request.auth.actor, request.body.accessToken);
    const secretCode = newTotpSecret();
    // Held aside until a good code proves the app has it; the active secret keeps working.
    await db.update(users).set({ mfaPendingSecret: secretCode }).where(eq(users.id, user.id));
    return { secretCode, otpauthUri: otpauthUri(secretCode, user.email) };
  });

  route(app, ENDPOINTS.verifyMfa, { audit: { entity: 'user.mfa', idParam: 'userId' } }, async (request) => {
    const user = await assertOwnIdentityToken(request.auth.actor, request.body.token);
    if (user.id !== request.body.userId) throw new ForbiddenError();
    if (!user.mfaPendingSecret) throw specError(400, MFA_ERRORS.noSecret);
    if ((await countAttempt(db, `mfa-code:${user.id}`, CODE_ATTEMPTS)) > CODE_ATTEMPTS.max) {
      throw specError(429, MFA_ERRORS.tooManyAttempts);
    }
    const step = matchingStep(user.mfaPendingSecret, request.body.code);
    if (step === null) throw specError(400, MFA_ERRORS.wrongCode);
    await db
      .update(users)
      .set({ mfaSecret: user.mfaPendingSecret, mfaPendingSecret: null, mfaEnabled: true, mfaLastStep: step })
      .where(eq(users.id, user.id));
    await clearAttempts(db, `mfa-code:${user.id}`);
    return { status: 'SUCCESS' as const };
  });

  route(app, ENDPOINTS.mfaPreference, { audit: { entity: 'user.mfa', idParam: 'userId' } }, async (request, reply) => {
    const { userId, enabled } = request.body;
    if (userId !== request.auth.actor.userId) throw new ForbiddenError();
    const user = await findUserById(db, userId);
    if (!user) throw new NotFoundError();
    if (enabled) {
      if (!user.mfaSecret) throw specError(400, MFA_ERRORS.noSecret);
      await db.update(users).set({ mfaEnabled: true }).where(eq(users.id, userId));
    } else {
      if (user.isSuperadmin) throw specError(400, MFA_ERRORS.superadminMustKeep);
      if (isMfaRequired(user, enforceMfa)) throw specError(400, MFA_ERRORS.requiredByAdministrator);
      // Turning it off forgets the secret: turning it on again means enrolling afresh.
      await db
        .update(users)
        .set({ mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null })
        .where(eq(users.id, userId));
    }
    return reply.status(204).send();
  });

  route(app, ENDPOINTS.setMfaEnabled, { audit: { entity: 'user.mfa', idParam: 'userId' } }, async (request, reply) => {
    const { userId, enabled } = request.body;
    const user = await administeredUser(request.scope, userId);
    if (enabled) {
      if (!user.mfaSecret) throw specError(400, MFA_ERRORS.noSecret);
      await db.update(users).set({ mfaEnabled: true }).where(eq(users.id, userId));
      return reply.status(204).send();
    }
    // The administrator's "reset 2FA": the person enrols again at their next visit.
    if (user.status === 'pending' || !user.passwordHash) throw specError(404, MFA_RESET_ERRORS.notRegistered);
    if ((await countAttempt(db, `mfa-reset:${userId}`, RESETS)) > RESETS.max) {
      throw specError(429, MFA_RESET_ERRORS.limitExceeded);
    }
    await db
      .update(users)
      .set({ mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null })
      .where(eq(users.id, userId));
    return reply.status(204).send();
  });

  route(app, ENDPOINTS.setMfaRequired, { audit: { entity: 'user.mfa', idParam: 'userId' } }, async (request, reply) => {
    const { userId, enabled } = request.body;
    const user = await administeredUser(request.scope, userId);
    if (!enabled && user.isSuperadmin) throw specError(400, MFA_ERRORS.superadminMustKeep);
    await db.update(users).set({ mfaRequired: enabled }).where(eq(users.id, userId));
    return reply.status(204).send();
  });

  route(app, ENDPOINTS.identityUser, {}, async (request) => {
    const { actor } = request.auth;
    const { userId } = request.params;
    // Open to enrolment for one's own record only: reading others is administration.
    if (userId !== actor.userId && actor.mfaEnrolmentOnly) throw specError(403, MFA_ERRORS.setupRequired);
    const user =
      userId === actor.userId ? await findUserById(db, userId) : await administeredUser(request.scope, userId);
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
  });
};
