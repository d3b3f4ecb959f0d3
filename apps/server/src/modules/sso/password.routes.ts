import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { ADMIN_PASSWORD_RESET_ERRORS, ENDPOINTS, PASSWORD_RESET_ERRORS } from '@campus/contracts';
import { users } from '../../db/schema/index.js';
import { NotFoundError, specError } from '../../lib/errors.js';
import { administeredAccount } from '../users/users.policy.js';
import { verifyPassword } from './passwords.js';
import { changePassword, confirmReset, sendResetCode } from './password-reset.js';
import { revokeSessionsOfUser } from './sessions.repository.js';
import { countAttempt } from './throttle.js';
import { findUserByEmail, findUserById } from './users.repository.js';
import { route } from '../../lib/route.js';

const HOUR = 60 * 60;
/** Codes a person (or an administrator for them) may ask for per hour. */
const CODE_REQUESTS = { max: 5, windowSeconds: HOUR };

/** Forgotten password, password change and administrator reset (01 §5, §7, §8). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const { mailer } = app.services;

  route(app, ENDPOINTS.forgotPassword, { audit: { entity: 'sso.password-reset' } }, async (request, reply) => {
    const user = await findUserByEmail(db, request.body.email);
    if (!user || user.status === 'disabled') throw specError(404, PASSWORD_RESET_ERRORS.unknownUser);
    if ((await countAttempt(db, `reset-code:${user.id}`, CODE_REQUESTS)) > CODE_REQUESTS.max) {
      throw specError(429, PASSWORD_RESET_ERRORS.tooManyAttempts);
    }
    await sendResetCode(db, mailer, user);
    return reply.status(204).send();
  });

  route(app, ENDPOINTS.confirmForgotPassword, { audit: { entity: 'sso.password-reset' } }, async (request, reply) => {
    const user = await findUserByEmail(db, request.body.email);
    request.auditUserId = user?.id ?? null;
    if (!user || user.status === 'disabled') throw specError(404, PASSWORD_RESET_ERRORS.unknownUser);
    await confirmReset(db, user, request.body.code, request.body.newPassword);
    return reply.status(204).send();
  });

  route(app, ENDPOINTS.changePassword, { audit: { entity: 'sso.password' } }, async (request, reply) => {
    const user = await findUserById(db, request.auth.actor.userId as string);
    if (!user) throw new NotFoundError();
    // 400, not 401: a wrong old password must not look like an ended session to the client.
    if (!(await verifyPassword(user.passwordHash, request.body.oldPassword))) {
      throw specError(400, PASSWORD_RESET_ERRORS.wrongOldPassword);
    }
    await changePassword(db, user, request.body.newPassword, request.auth.sessionId);
    return reply.status(204).send();
  });

  route(app, ENDPOINTS.resetUserPassword, { audit: { entity: 'user', idParam: 'userId' } }, async (request, reply) => {
    const { userId } = request.body;
    const user = await administeredAccount(db, request.scope, userId);
    if (!user) throw new NotFoundError();
    if (user.status === 'pending' || !user.passwordHash) throw specError(404, ADMIN_PASSWORD_RESET_ERRORS.notJoined);
    if ((await countAttempt(db, `reset-code:${user.id}`, CODE_REQUESTS)) > CODE_REQUESTS.max) {
      throw specError(429, ADMIN_PASSWORD_RESET_ERRORS.limitExceeded);
    }
    // A forced reset means the password may be known to someone else: end every session too.
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordResetRequired: true }).where(eq(users.id, user.id));
      await revokeSessionsOfUser(tx, user.id);
    });
    await sendResetCode(db, mailer, user);
    return reply.status(204).send();
  });
};
