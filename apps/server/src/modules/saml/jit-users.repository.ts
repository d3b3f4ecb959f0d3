// users and user_profiles are owned by modules/users: switch to its repository functions when they land.
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { userProfiles, users } from '../../db/schema/index.js';
import type { MappedPerson } from './attribute-mapping.js';

/**
 * The account writes of just-in-time sign-in (jit-users.ts). They run in its transaction, for a
 * person the identity provider vouched for and the workspaces its subscription is offered in.
 */

export type UserRow = typeof users.$inferSelect;

/** Whether the person has an active profile in one of the workspaces. */
export async function hasActiveProfileIn(db: Queryable, userId: string, workspaceIds: string[]): Promise<boolean> {
  if (workspaceIds.length === 0) return false;
  const profiles = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.userId, userId),
        eq(userProfiles.status, 'active'),
        inArray(userProfiles.workspaceId, workspaceIds),
      ),
    )
    .limit(1);
  return profiles.length > 0;
}

/** A pending account becomes active: the identity provider has proved the address. */
export async function activateAccount(db: Queryable, userId: string): Promise<UserRow | null> {
  const [activated] = await db.update(users).set({ status: 'active' }).where(eq(users.id, userId)).returning();
  return activated ?? null;
}

/**
 * An active account without a password, named by the provider. Two first sign-ins at once: the
 * unique email index lets one insert win, and the other inserts nothing (both read it back).
 */
export async function createSsoAccount(db: Queryable, person: MappedPerson): Promise<void> {
  await db
    .insert(users)
    .values({
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      passwordHash: null,
      status: 'active',
    })
    .onConflictDoNothing({ target: users.email });
}

/** A learner profile in each workspace where the person has none (existing ones, even removed, stay as they are). */
export async function addLearnerProfiles(
  db: Queryable,
  userId: string,
  workspaces: { id: string; customerId: string }[],
): Promise<void> {
  if (workspaces.length === 0) return;
  await db
    .insert(userProfiles)
    .values(workspaces.map((workspace) => ({ userId, customerId: workspace.customerId, workspaceId: workspace.id })))
    .onConflictDoNothing({ target: [userProfiles.userId, userProfiles.workspaceId] });
}
