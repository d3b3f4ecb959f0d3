import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { VERIFICATION_CODE_ERRORS, VERIFICATION_CODE_LENGTH } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { specError } from '../../lib/errors.js';

/** What an emailed code confirms: a self-registration, or a new email address. */
type Purpose = 'registration' | 'email_change';

const MAX_ATTEMPTS = 5;
/** Bound to the person and the purpose, so a code is only ever good for what it was sent for. */
const hashOf = (purpose: Purpose, userId: string, code: string) => sha256(`${purpose}:${userId}:${code}`);
/** A new 6-digit code for the person and purpose (earlier ones stop working); returns the code. */
export async function issueVerificationCode(
  db: Queryable,
  input: { userId: string; purpose: Purpose; ttlHours: number; target?: string; workspaceId?: string },
): Promise<string> {
  const code = crypto
    .randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
  await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    userId: input.userId,
    purpose: input.purpose,
    target: input.target ?? null,
    workspaceId: input.workspaceId ?? null,
    codeHash: hashOf(input.purpose, input.userId, code),
    expiresAt: new Date(Date.now() + input.ttlHours * 3600_000),
  });
  return code;
}

/** The newest unused code of the purpose, checked: wrong, expired and too many attempts get the spec's texts. */
export async function checkVerificationCode(db: Queryable, userId: string, purpose: Purpose, code: string) {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt < new Date()) throw specError(400, VERIFICATION_CODE_ERRORS.expiredCode);
  if (latest.attempts >= MAX_ATTEMPTS) throw specError(429, VERIFICATION_CODE_ERRORS.tooManyAttempts);
  if (latest.codeHash !== hashOf(purpose, userId, code)) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, latest.id));
    throw specError(400, VERIFICATION_CODE_ERRORS.wrongCode);
  }
  return latest;
}

export async function markCodeUsed(db: Queryable, id: string): Promise<void> {
  await db.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, id));
}
