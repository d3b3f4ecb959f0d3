import { eq } from 'drizzle-orm';
import type { OnboardingEntry } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { userOnboardingMessages } from '../../db/schema/index.js';

export type OnboardingRow = typeof userOnboardingMessages.$inferSelect;

/** @unscoped global The signed-in person's own onboarding record, by their id. */
export async function findOnboardingMessage(db: Queryable, userId: string): Promise<OnboardingRow | null> {
  const [row] = await db.select().from(userOnboardingMessages).where(eq(userOnboardingMessages.userId, userId));
  return row ?? null;
}

/**
 * One record per person: saving replaces the dismissed banners.
 * @unscoped global The signed-in person's own onboarding record, by their id.
 */
export async function saveOnboardingMessage(
  db: Queryable,
  userId: string,
  message: OnboardingEntry[],
): Promise<OnboardingRow | null> {
  const [row] = await db
    .insert(userOnboardingMessages)
    .values({ userId, message })
    .onConflictDoUpdate({ target: userOnboardingMessages.userId, set: { message, updatedAt: new Date() } })
    .returning();
  return row ?? null;
}
