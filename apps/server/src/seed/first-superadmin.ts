import { eq } from 'drizzle-orm';
import { MESSAGES, emailSchema, isStrongPassword } from '@campus/contracts';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../modules/people/index.js';

/**
 * The first superadmin of an instance without demo data (decision 0017): a password the operator
 * chooses, checked by the same strength rule as every password, argon2id-hashed. Like every
 * superadmin they must set up two-factor at their first sign-in (the server holds them to it).
 */
export interface NewSuperadmin {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export class SuperadminInputError extends Error {}

export async function createSuperadmin(db: Database, input: NewSuperadmin): Promise<{ id: string; email: string }> {
  const email = emailSchema.safeParse(input.email);
  if (!email.success) throw new SuperadminInputError('Enter a valid email address.');
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!firstName || !lastName) throw new SuperadminInputError('A first and a last name are required.');
  if (!isStrongPassword(input.password)) throw new SuperadminInputError(MESSAGES.passwordConstraint);
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(users)
    .values({ email: email.data, firstName, lastName, passwordHash, isSuperadmin: true, mfaRequired: true })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  if (!created) throw new SuperadminInputError(`${email.data} already has an account.`);
  return created;
}

/**
 * FIRST_SUPERADMIN_EMAIL / _PASSWORD at start: creates that superadmin when the instance has none,
 * so a later start (or a second instance) leaves things as they are.
 */
export async function ensureFirstSuperadmin(db: Database, input: NewSuperadmin): Promise<'created' | 'exists'> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.isSuperadmin, true)).limit(1);
  if (existing) return 'exists';
  await createSuperadmin(db, input);
  return 'created';
}
