import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { passwordResetCodes } from '../../db/schema/index.js';

/** Emailed password reset codes, stored only as hashes (01 §5). */

/**
 * Stores a new code's hash; any earlier unused code of the person stops working.
 * @unscoped global Password reset by emailed code (a person's own row, no tenant table).
 */
export async function replaceResetCode(
  db: Queryable,
  input: { userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.userId, input.userId), isNull(passwordResetCodes.usedAt)));
  await db.insert(passwordResetCodes).values(input);
}

/**
 * The person's newest unused code.
 * @unscoped global Password reset by emailed code (a person's own row, no tenant table).
 */
export async function latestResetCode(db: Queryable, userId: string) {
  const [latest] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return latest ?? null;
}

/** @unscoped global Password reset by emailed code (a person's own row, no tenant table). */
export async function setResetCodeAttempts(db: Queryable, id: string, attempts: number): Promise<void> {
  await db.update(passwordResetCodes).set({ attempts }).where(eq(passwordResetCodes.id, id));
}

/** @unscoped global Password reset by emailed code (a person's own row, no tenant table). */
export async function markResetCodeUsed(db: Queryable, id: string): Promise<void> {
  await db.update(passwordResetCodes).set({ usedAt: new Date() }).where(eq(passwordResetCodes.id, id));
}
