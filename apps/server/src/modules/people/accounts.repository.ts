import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * A person's account (the `users` row). This module owns the table: every other module changes
 * an account through these functions.
 */
export type Account = typeof users.$inferSelect;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** @unscoped global An account is the person's own, in no tenant. */
export async function findUserByEmail(db: Queryable, email: string): Promise<Account | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return user ?? null;
}

/** @unscoped global An account is the person's own, in no tenant. */
export async function findUserById(db: Queryable, id: string): Promise<Account | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/**
 * The person, locked until the transaction ends: two role changes to one person apply in turn.
 * @unscoped global An account is the person's own, in no tenant.
 */
export async function lockUser(db: Queryable, id: string): Promise<Account | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return user ?? null;
}

export interface NewPerson {
  /** Already normalised (the contracts' email schema trims and lower-cases). */
  email: string;
  firstName: string;
  lastName: string;
  status: Account['status'];
  passwordHash?: string | null;
}

/**
 * Creates a person; null when the address is taken (the unique index decides between racing creators).
 * @unscoped global An account is the person's own, in no tenant.
 */
export async function createPerson(db: Queryable, person: NewPerson): Promise<Account | null> {
  const [created] = await db.insert(users).values(person).onConflictDoNothing({ target: users.email }).returning();
  return created ?? null;
}

/**
 * The person with this address, created if there is none. Two creators at once: the unique
 * index lets one insert win, and both read the same person back.
 * @unscoped global An account is the person's own, in no tenant.
 */
export async function ensurePerson(db: Queryable, person: NewPerson): Promise<Account> {
  const found = (await findUserByEmail(db, person.email)) ?? (await createPerson(db, person));
  const user = found ?? (await findUserByEmail(db, person.email));
  if (!user) throw new Error('The person could not be read back');
  return user;
}

/**
 * Makes a pending account active (a confirmed registration, or an address a provider vouched for).
 * @unscoped global An account is the person's own, in no tenant.
 */
export async function activateAccount(db: Queryable, userId: string): Promise<Account | null> {
  const [user] = await db.update(users).set({ status: 'active' }).where(eq(users.id, userId)).returning();
  return user ?? null;
}

/**
 * Names a pre-registered person and makes the account active.
 * @unscoped global An account is the person's own, in no tenant.
 */
export async function nameAndActivate(
  db: Queryable,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<Account | null> {
  const [user] = await db
    .update(users)
    .set({ ...names, status: 'active' })
    .where(eq(users.id, userId))
    .returning();
  return user ?? null;
}

/**
 * Sets the password of a pending account and makes it active (signing up with an invitation).
 * Only the first of two racing sign-ups gets true.
 * @unscoped global An account is the person's own, in no tenant.
 */
export async function claimPendingAccount(
  db: Queryable,
  userId: string,
  claim: { passwordHash: string; marketingAgree: boolean; firstName?: string; lastName?: string },
): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ ...claim, status: 'active' })
    .where(and(eq(users.id, userId), eq(users.status, 'pending')))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/**
 * False when there is no such person.
 * @unscoped global An account is the person's own, in no tenant.
 */
export async function rename(
  db: Queryable,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<boolean> {
  const updated = await db.update(users).set(names).where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length === 1;
}

/**
 * The address must be free: the unique index refuses a taken one (a unique violation).
 * @unscoped global An account is the person's own, in no tenant.
 */
export async function changeEmail(db: Queryable, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}

/**
 * A password set with an emailed reset code: it also lifts an administrator's forced reset.
 * @unscoped global An account is the person's own, in no tenant.
 */
export async function setPasswordFromReset(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordResetRequired: false }).where(eq(users.id, userId));
}

/**
 * A password the person chose themselves: it also answers a pending "choose a new password".
 * @unscoped global An account is the person's own, in no tenant.
 */
export async function setChosenPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, newPasswordRequired: false }).where(eq(users.id, userId));
}

/**
 * The same password hashed again at today's cost (decision 0042). Only while the stored hash is
 * still the one that was checked, so a password changed meanwhile is never overwritten.
 * @unscoped global An account is the person's own, in no tenant.
 */
export async function upgradePasswordHash(
  db: Queryable,
  userId: string,
  checkedHash: string,
  upgradedHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: upgradedHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, checkedHash)));
}

/**
 * An administrator's reset: sign-in is refused until the person sets a password with a code.
 * @unscoped global An account is the person's own, in no tenant.
 */
export async function requirePasswordReset(db: Queryable, userId: string): Promise<void> {
  await db.update(users).set({ passwordResetRequired: true }).where(eq(users.id, userId));
}

/**
 * Grants or removes the superadmin role; superadmins always use two-factor (03 §6).
 * @unscoped global An account is the person's own, in no tenant.
 */
export async function setSuperadmin(db: Queryable, userId: string, isSuperadmin: boolean): Promise<void> {
  await db.update(users).set({ isSuperadmin, mfaRequired: isSuperadmin }).where(eq(users.id, userId));
}
