import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** The two-factor columns of an account (TOTP, 01 §4); the sso module decides when they change. */

/**
 * Holds a new secret aside until a good code proves the app has it; the active secret keeps working.
 * @unscoped global Two-factor state is on the person's account, in no tenant.
 */
export async function holdMfaSecret(db: Queryable, userId: string, secret: string): Promise<void> {
  await db.update(users).set({ mfaPendingSecret: secret }).where(eq(users.id, userId));
}

/**
 * The held secret proved itself with the code of `step`: it becomes the active one.
 * @unscoped global Two-factor state is on the person's account, in no tenant.
 */
export async function confirmMfaSecret(db: Queryable, userId: string, secret: string, step: number): Promise<void> {
  await db
    .update(users)
    .set({ mfaSecret: secret, mfaPendingSecret: null, mfaEnabled: true, mfaLastStep: step })
    .where(eq(users.id, userId));
}

/** @unscoped global Two-factor state is on the person's account, in no tenant. */
export async function enableMfa(db: Queryable, userId: string): Promise<void> {
  await db.update(users).set({ mfaEnabled: true }).where(eq(users.id, userId));
}

/**
 * Turns two-factor off and forgets the secrets: turning it on again means enrolling afresh.
 * @unscoped global Two-factor state is on the person's account, in no tenant.
 */
export async function clearMfa(db: Queryable, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null })
    .where(eq(users.id, userId));
}

/** @unscoped global Two-factor state is on the person's account, in no tenant. */
export async function setMfaRequired(db: Queryable, userId: string, required: boolean): Promise<void> {
  await db.update(users).set({ mfaRequired: required }).where(eq(users.id, userId));
}

/**
 * Records the time step of an accepted sign-in code, only if it is newer than the last one: a
 * conditional update, so the same code (or an older one) is refused even if two requests race.
 * @unscoped global Two-factor state is on the person's account, in no tenant.
 */
export async function recordMfaStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return updated.length === 1;
}
