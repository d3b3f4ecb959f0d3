import crypto from 'node:crypto';
import {
  PASSWORD_RESET_ERRORS,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
} from '@campus/contracts';
import type { Database, Queryable } from '../../db/client.js';
import { specError } from '../../lib/errors.js';
import { sha256 } from '../../lib/crypto.js';
import type { Mailer } from '../../services/mail/mailer.js';
import {
  type Account,
  type CodeEmail,
  assertStrongPassword,
  hashPassword,
  setChosenPassword,
  setPasswordFromReset,
} from '../people/index.js';
import {
  latestResetCode,
  markResetCodeUsed,
  replaceResetCode,
  setResetCodeAttempts,
} from './reset-codes.repository.js';
import { revokeSessionsOfUser } from './sessions.repository.js';

/**
 * Setting passwords, shared by the services that need it (forgotten password, password change,
 * the sign-in challenge, invitation sign-up, self-registration, a new superadmin's first one).
 */

/** Hash bound to the user, so a code is only ever good for the account it was sent to. */
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

const RESET_EMAIL: CodeEmail = (user, code) => ({
  subject: 'Your Campus password reset code',
  text: [
    `Hello ${user.firstName},`,
    '',
    `Your password reset code is ${code}. It expires in ${RESET_CODE_TTL_MINUTES} minutes.`,
    '',
    'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
  ].join('\n'),
});

/** Makes a new 6-digit code (replacing any earlier one) and emails it. */
export async function sendResetCode(db: Queryable, mailer: Mailer, user: Account, email = RESET_EMAIL): Promise<void> {
  const code = crypto
    .randomInt(0, 10 ** RESET_CODE_LENGTH)
    .toString()
    .padStart(RESET_CODE_LENGTH, '0');
  // The code and its email commit together: a stored code always has its email on the way.
  await db.transaction(async (tx) => {
    await replaceResetCode(tx, {
      userId: user.id,
      codeHash: codeHash(user.id, code),
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000),
    });
    await mailer.send({ to: user.email, ...email(user, code) }, { db: tx });
  });
}

/**
 * Checks the code and sets the new password: the spec's error for each way it can fail (01 §5).
 * Success ends every session of the user, since whoever had the old password may be signed in.
 */
export async function confirmReset(db: Database, user: Account, code: string, newPassword: string): Promise<void> {
  const latest = await latestResetCode(db, user.id);
  if (!latest || latest.expiresAt < new Date()) throw specError(400, PASSWORD_RESET_ERRORS.expiredCode);
  if (latest.attempts >= RESET_CODE_MAX_ATTEMPTS) throw specError(429, PASSWORD_RESET_ERRORS.tooManyAttempts);
  if (latest.codeHash !== codeHash(user.id, code)) {
    await setResetCodeAttempts(db, latest.id, latest.attempts + 1);
    throw latest.attempts + 1 >= RESET_CODE_MAX_ATTEMPTS
      ? specError(429, PASSWORD_RESET_ERRORS.tooManyAttempts)
      : specError(400, PASSWORD_RESET_ERRORS.wrongCode);
  }
  assertStrongPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordFromReset(tx, user.id, passwordHash);
    await markResetCodeUsed(tx, latest.id);
    await revokeSessionsOfUser(tx, user.id);
  });
}

/** Sets a new password for a signed-in user; their other sessions end, this one stays. */
export async function changePassword(
  db: Database,
  user: Account,
  newPassword: string,
  keepSessionId: string | null,
): Promise<void> {
  assertStrongPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Any new password also answers a pending "choose a new password" challenge.
    await setChosenPassword(tx, user.id, passwordHash);
    await revokeSessionsOfUser(tx, user.id, keepSessionId);
  });
}
