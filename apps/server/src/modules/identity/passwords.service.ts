import { ADMIN_PASSWORD_RESET_ERRORS, PASSWORD_RESET_ERRORS } from '@campus/contracts';
import { NotFoundError, specError } from '../../lib/errors.js';
import type { RequestOrigin } from '../../lib/request-origin.js';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { administeredAccount, findUserByEmail, findUserById, requirePasswordReset } from '../people/index.js';
import { changePassword, confirmReset, sendResetCode } from './password-reset.js';
import { verifyPassword } from '../people/index.js';
import { revokeSessionsOfUser } from './sessions.repository.js';
import { countAttempt } from './throttle.repository.js';

const HOUR = 60 * 60;
/** Codes a person (or an administrator for them) may ask for per hour. */
const CODE_REQUESTS = { max: 5, windowSeconds: HOUR };

/** Forgotten password, password change and administrator reset (01 §5, §7, §8). */
export function passwordsService({ database, mailer }: Pick<AppServices, 'database' | 'mailer'>) {
  const { db } = database;

  return {
    async forgot(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user || user.status === 'disabled') throw specError(404, PASSWORD_RESET_ERRORS.unknownUser);
      if ((await countAttempt(db, `reset-code:${user.id}`, CODE_REQUESTS)) > CODE_REQUESTS.max) {
        throw specError(429, PASSWORD_RESET_ERRORS.tooManyAttempts);
      }
      await sendResetCode(db, mailer, user);
    },

    async confirmForgotten(body: { email: string; code: string; newPassword: string }, origin: RequestOrigin) {
      const user = await findUserByEmail(db, body.email);
      origin.attributeTo(user?.id ?? null);
      if (!user || user.status === 'disabled') throw specError(404, PASSWORD_RESET_ERRORS.unknownUser);
      await confirmReset(db, user, body.code, body.newPassword);
    },

    /** The signed-in person's own change: their other sessions end, this one stays. */
    async change(scope: Scope, sessionId: string | null, oldPassword: string, newPassword: string): Promise<void> {
      const user = await findUserById(db, scope.userId as string);
      if (!user) throw new NotFoundError();
      // 400, not 401: a wrong old password must not look like an ended session to the client.
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        throw specError(400, PASSWORD_RESET_ERRORS.wrongOldPassword);
      }
      await changePassword(db, user, newPassword, sessionId);
    },

    /** An administrator forces a reset and the person is emailed a code. */
    async resetFor(scope: Scope, userId: string): Promise<void> {
      const user = await administeredAccount(db, scope, userId);
      if (!user) throw new NotFoundError();
      if (user.status === 'pending' || !user.passwordHash) throw specError(404, ADMIN_PASSWORD_RESET_ERRORS.notJoined);
      if ((await countAttempt(db, `reset-code:${user.id}`, CODE_REQUESTS)) > CODE_REQUESTS.max) {
        throw specError(429, ADMIN_PASSWORD_RESET_ERRORS.limitExceeded);
      }
      // A forced reset means the password may be known to someone else: end every session too.
      await db.transaction(async (tx) => {
        await requirePasswordReset(tx, user.id);
        await revokeSessionsOfUser(tx, user.id);
      });
      await sendResetCode(db, mailer, user);
    },
  };
}

export type PasswordsService = ReturnType<typeof passwordsService>;
