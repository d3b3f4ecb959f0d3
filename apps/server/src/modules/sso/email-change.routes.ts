import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { EMAIL_CHANGE_ERRORS, EMAIL_CHANGE_TTL_HOURS, ENDPOINTS } from '@campus/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import { users } from '../../db/schema/index.js';
import { NotFoundError, specError } from '../../lib/errors.js';
import { findUserByEmail, findUserById } from './users.repository.js';
import { checkVerificationCode, issueVerificationCode, markCodeUsed } from './verification-codes.js';
import { route } from '../../lib/route.js';

/**
 * Changing one's own email address (01 §7, account personal tab). The address is the sign-in
 * name, so it changes only once the person proves they read the new mailbox: a 6-digit code is
 * sent there, and the old address is told, so a stolen session cannot quietly take the account.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mailer } = app.services;
  const db = database.db;

  route(app, ENDPOINTS.changeEmail, { audit: { entity: 'user' } }, async (request, reply) => {
    const user = await findUserById(db, request.auth.actor.userId as string);
    if (!user) throw new NotFoundError();
    const { emailAddress } = request.body;
    if (emailAddress === user.email) throw specError(400, EMAIL_CHANGE_ERRORS.unchanged);
    if (await findUserByEmail(db, emailAddress)) throw specError(409, EMAIL_CHANGE_ERRORS.taken);
    const code = await issueVerificationCode(db, {
      userId: user.id,
      purpose: 'email_change',
      ttlHours: EMAIL_CHANGE_TTL_HOURS,
      target: emailAddress,
    });
    await mailer.send({
      to: emailAddress,
      subject: 'Confirm your new Campus email address',
      text: [
        `Hello ${user.firstName},`,
        '',
        `Your confirmation code is ${code}. Enter it on your profile page to start signing in with this address.`,
        `It works for ${EMAIL_CHANGE_TTL_HOURS} hours.`,
        '',
        'If you did not ask for this, you can ignore this email.',
      ].join('\n'),
    });
    await mailer.send({
      to: user.email,
      subject: 'Your Campus email address is being changed',
      text: [
        `Hello ${user.firstName},`,
        '',
        `Someone signed in as you asked to change your sign-in email address to ${emailAddress}.`,
        'Nothing changes until the code sent to that address is entered.',
        '',
        'If this was not you, change your password and tell your administrator.',
      ].join('\n'),
    });
    const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3600_000).toISOString();
    return reply.status(202).send({ emailAddress, expiresAt });
  });

  route(app, ENDPOINTS.verifyEmailChange, { audit: { entity: 'user' } }, async (request, reply) => {
    const userId = request.auth.actor.userId as string;
    const code = await checkVerificationCode(db, userId, 'email_change', request.body.code);
    const emailAddress = code.target as string;
    try {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ email: emailAddress }).where(eq(users.id, userId));
        await markCodeUsed(tx, code.id);
      });
    } catch (error) {
      // Someone else took the address between the request and the code.
      if (isUniqueViolation(error)) throw specError(409, EMAIL_CHANGE_ERRORS.taken);
      throw error;
    }
    return reply.status(204).send();
  });
};
