import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { ENDPOINTS, REGISTER_ERRORS, RESET_CODE_TTL_MINUTES } from '@campus/contracts';
import { users } from '../../db/schema/index.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import { sendResetCode, type CodeEmail } from '../sso/password-reset.js';
import { findUserByEmail, findUserById } from '../sso/users.repository.js';
import { route } from '../../lib/route.js';

const WELCOME_EMAIL =
  (publicUrl: string): CodeEmail =>
  (user, code) => ({
    subject: 'You have been added to Campus as a superadmin',
    text: [
      `Hello ${user.firstName},`,
      '',
      'You have been added to Campus as a platform superadmin.',
      `Choose your password at ${publicUrl}/auth/reset-password?email=${encodeURIComponent(user.email)} with the code ${code}.`,
      `The code works for ${RESET_CODE_TTL_MINUTES} minutes; after that, use "Forgot your password?" on the sign-in page.`,
      'At your first sign-in you will set up two-factor authentication, which superadmins always use.',
    ].join('\n'),
  });

/**
 * Creating a superadmin (01 §4, §7; /users/superadmins/add): pre-register gives the person's id
 * (an existing account's, or a new pending one), the screen grants the role (POST /v2/user-role),
 * then register names a new person and emails them a code to choose a password. The screen
 * removes the role again if register or reading the person back fails.
 */
export const superadminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mailer, config } = app.services;
  const db = database.db;

  route(app, ENDPOINTS.preRegister, { audit: { entity: 'user' } }, async (request) => {
    const { emailAddress } = request.body;
    const found = await findUserByEmail(db, emailAddress);
    if (found) return { id: found.id, existing: found.status === 'active' };
    const [created] = await db
      .insert(users)
      .values({ email: emailAddress, firstName: '', lastName: '', status: 'pending' })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Two screens at once: the other one created the person first.
    const id = created?.id ?? (await findUserByEmail(db, emailAddress))?.id;
    if (!id) throw new NotFoundError();
    return { id, existing: false };
  });

  route(app, ENDPOINTS.register, { audit: { entity: 'user' } }, async (request, reply) => {
    const { id, firstName, lastName, emailAddress } = request.body;
    const user = await findUserById(db, id);
    if (!user || user.email !== emailAddress) throw new NotFoundError();
    if (user.status === 'active') throw new AppError(409, REGISTER_ERRORS.exists.code, REGISTER_ERRORS.exists.message);
    const [registered] = await db
      .update(users)
      .set({ firstName, lastName, status: 'active' })
      .where(eq(users.id, id))
      .returning();
    await sendResetCode(db, mailer, registered!, WELCOME_EMAIL(config.publicUrl));
    return reply.status(204).send();
  });
};
