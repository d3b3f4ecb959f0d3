import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { REGISTRATION_CODE_LENGTH, SELF_REGISTRATION_ERRORS } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';

const TTL_HOURS = 48;
const MAX_ATTEMPTS = 5;
const hashOf = (userId: string, code: string) => sha256(`registration:${userId}:${code}`);
const fail = (status: number, error: { code: string; message: string }) =>
  new AppError(status, error.code, error.message);

/** A new confirmation code for the person (earlier ones stop working); returns the code. */
export async function issueRegistrationCode(
  db: Queryable,
  input: { userId: string; workspaceId: string; keyId?: string },
): Promise<string> {
  const code = crypto
    .randomInt(0, 10 ** REGISTRATION_CODE_LENGTH)
    .toString()
    .padStart(REGISTRATION_CODE_LENGTH, '0');
  await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, 'registration'),
        isNull(verificationCodes.usedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    userId: input.userId,
    purpose: 'registration',
    target: input.keyId ?? null,
    workspaceId: input.workspaceId,
    codeHash: hashOf(input.userId, code),
    expiresAt: new Date(Date.now() + TTL_HOURS * 3600_000),
  });
  return code;
}

/** The newest unused registration code, checked: wrong, expired and too many attempts get the spec's texts. */
export async function checkRegistrationCode(db: Queryable, userId: string, code: string) {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, 'registration'),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt < new Date()) throw fail(400, SELF_REGISTRATION_ERRORS.expiredCode);
  if (latest.attempts >= MAX_ATTEMPTS) throw fail(429, SELF_REGISTRATION_ERRORS.tooManyAttempts);
  if (latest.codeHash !== hashOf(userId, code)) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, latest.id));
    throw fail(400, SELF_REGISTRATION_ERRORS.wrongCode);
  }
  return latest;
}

export async function markCodeUsed(db: Queryable, id: string): Promise<void> {
  await db.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, id));
}
