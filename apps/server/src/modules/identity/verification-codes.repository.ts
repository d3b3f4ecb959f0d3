import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';

/** What an emailed code confirms: a self-registration, or a new email address. */
export type CodePurpose = 'registration' | 'email_change';

/**
 * Stores a new code's hash; earlier unused codes of the person for the purpose stop working.
 * @unscoped own A person's own codes, checked before a scope exists (registration) or for the
 * signed-in person.
 */
export async function replaceVerificationCode(
  db: Queryable,
  code: {
    userId: string;
    purpose: CodePurpose;
    codeHash: string;
    expiresAt: Date;
    target: string | null;
    workspaceId: string | null;
  },
): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, code.userId),
        eq(verificationCodes.purpose, code.purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
  await db.insert(verificationCodes).values(code);
}

/**
 * The person's newest unused code for the purpose.
 * @unscoped own A person's own codes, checked before a scope exists (registration) or for the
 * signed-in person.
 */
export async function latestVerificationCode(db: Queryable, userId: string, purpose: CodePurpose) {
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
  return latest ?? null;
}

/**
 * @unscoped own A person's own codes, checked before a scope exists (registration) or for the
 * signed-in person.
 */
export async function countWrongVerificationCode(db: Queryable, id: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

/**
 * @unscoped own A person's own codes, checked before a scope exists (registration) or for the
 * signed-in person.
 */
export async function markCodeUsed(db: Queryable, id: string): Promise<void> {
  await db.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, id));
}
