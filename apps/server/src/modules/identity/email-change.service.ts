import { EMAIL_CHANGE_ERRORS, EMAIL_CHANGE_TTL_HOURS } from '@campus/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import { NotFoundError, specError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { changeEmail, findUserByEmail, findUserById } from '../people/index.js';
import { addressChangingEmail, confirmNewAddressEmail } from './email-change-emails.js';
import { markCodeUsed } from './verification-codes.repository.js';
import { checkVerificationCode, issueVerificationCode } from './verification-codes.js';

/**
 * Changing one's own email address (01 §7, account personal tab). The address is the sign-in
 * name, so it changes only once the person proves they read the new mailbox: a 6-digit code is
 * sent there, and the old address is told, so a stolen session cannot quietly take the account.
 */
export function emailChangeService({ database, mailer }: Pick<AppServices, 'database' | 'mailer'>) {
  const { db } = database;

  return {
    async request(scope: Scope, emailAddress: string) {
      const user = await findUserById(db, scope.userId as string);
      if (!user) throw new NotFoundError();
      if (emailAddress === user.email) throw specError(400, EMAIL_CHANGE_ERRORS.unchanged);
      if (await findUserByEmail(db, emailAddress)) throw specError(409, EMAIL_CHANGE_ERRORS.taken);
      await db.transaction(async (tx) => {
        const code = await issueVerificationCode(tx, {
          userId: user.id,
          purpose: 'email_change',
          ttlHours: EMAIL_CHANGE_TTL_HOURS,
          target: emailAddress,
        });
        await mailer.send(confirmNewAddressEmail(user.firstName, emailAddress, code), { db: tx });
        await mailer.send(addressChangingEmail(user.firstName, user.email, emailAddress), { db: tx });
      });
      const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3600_000).toISOString();
      return { emailAddress, expiresAt };
    },

    async verify(scope: Scope, given: string): Promise<void> {
      const userId = scope.userId as string;
      const code = await checkVerificationCode(db, userId, 'email_change', given);
      try {
        await db.transaction(async (tx) => {
          await changeEmail(tx, userId, code.target as string);
          await markCodeUsed(tx, code.id);
        });
      } catch (error) {
        // Someone else took the address between the request and the code.
        if (isUniqueViolation(error)) throw specError(409, EMAIL_CHANGE_ERRORS.taken);
        throw error;
      }
    },
  };
}

export type EmailChangeService = ReturnType<typeof emailChangeService>;
