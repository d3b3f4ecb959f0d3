import crypto from 'node:crypto';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import {
  PASSWORD_RESET_ERRORS,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  isStrongPassword,
} from '@campus/contracts';
import type { Database } from '../../db/client.js';
import { authSessions, passwordResetCodes, users } from '../../db/schema/index.js';
import { specError } from '../../lib/errors.js';
import { sha256 } from '../../lib/crypto.js';
import type { Mailer } from '../../services/mail/mailer.js';
import { hashPassword } from './passwords.js';

type User = typeof users.$inferSelect;

/** Hash bound to the user, so a code is only ever good for the account it was sent to. */
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/** What the email with a code says; the default is the password reset's. */
export type CodeEmail = (user: User, code: string) => { subject: string; text: string };

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
export async function sendResetCode(db: Database, mailer: Mailer, user: User, email = RESET_EMAIL): Promise<void> {
  const code = crypto
    .randomInt(0, 10 ** RESET_CODE_LENGTH)
    .toString()
    .padStart(RESET_CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
      userId: user.id,
      codeHash: codeHash(user.id, code),
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000),
    });
  });
  await mailer.send({ to: user.email, ...email(user, code) });
}

export function assertStrongPassword(password: string): void {
  if (!isStrongPassword(password)) throw specError(400, PASSWORD_RESET_ERRORS.invalidPassword);
}

/**
 * Checks the code and sets the new password: the spec's error for each way it can fail (01 §5).
 * Success ends every session of the user, since whoever had the old password may be signed in.
 */
export async function confirmReset(db: Database, user: User, code: string, newPassword: string): Promise<void> {
  const [latest] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt < new Date()) throw specError(400, PASSWORD_RESET_ERRORS.expiredCode);
  if (latest.attempts >= RESET_CODE_MAX_ATTEMPTS) throw specError(429, PASSWORD_RESET_ERRORS.tooManyAttempts);
  if (latest.codeHash !== codeHash(user.id, code)) {
    await db
      .update(passwordResetCodes)
      .set({ attempts: latest.attempts + 1 })
      .where(eq(passwordResetCodes.id, latest.id));
    throw latest.attempts + 1 >= RESET_CODE_MAX_ATTEMPTS
      ? specError(429, PASSWORD_RESET_ERRORS.tooManyAttempts)
      : specError(400, PASSWORD_RESET_ERRORS.wrongCode);
  }
  assertStrongPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordResetRequired: false }).where(eq(users.id, user.id));
    await tx.update(passwordResetCodes).set({ usedAt: new Date() }).where(eq(passwordResetCodes.id, latest.id));
    await tx
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt)));
  });
}

/** Sets a new password for a signed-in user; their other sessions end, this one stays. */
export async function changePassword(
  db: Database,
  user: User,
  newPassword: string,
  keepSessionId: string | null,
): Promise<void> {
  assertStrongPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Any new password also answers a pending "choose a new password" challenge.
    await tx.update(users).set({ passwordHash, newPasswordRequired: false }).where(eq(users.id, user.id));
    await tx
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(authSessions.userId, user.id),
          isNull(authSessions.revokedAt),
          keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
        ),
      );
  });
}
