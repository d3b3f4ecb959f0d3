import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { userProfiles, users } from '../../db/schema/index.js';
import type { InWorkspaceScope, WorkspaceScope } from '../../lib/scope.js';

/**
 * The learners' active profiles in the workspace (unit, expiry) and their addresses, by user id:
 * for a request, or for the system's work in the workspace (waiting-list promotion, emails).
 */
export async function profilesOf(db: Queryable, scope: InWorkspaceScope, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, ProfileRow>();
  const rows = await db
    .select({
      userId: userProfiles.userId,
      profileId: userProfiles.id,
      organisationUnitId: userProfiles.organisationUnitId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(
      and(
        eq(userProfiles.workspaceId, scope.workspaceId),
        eq(userProfiles.status, 'active'),
        inArray(userProfiles.userId, [...new Set(userIds)]),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row]));
}
export interface ProfileRow {
  userId: string;
  profileId: string;
  organisationUnitId: string | null;
  email: string;
  firstName: string;
  lastName: string;
}

/** Whether every id names a person with a profile in the caller's workspace. */
export async function allOfWorkspace(db: Queryable, scope: WorkspaceScope, ids: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .selectDistinct({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(and(eq(userProfiles.workspaceId, scope.workspaceId), inArray(userProfiles.userId, wanted)));
  return rows.length === wanted.length;
}

/**
 * The person's active profile in the workspace (its id and expiry), or null: for a request, or for
 * the system's work in the workspace (waiting-list promotion, a feed's address).
 */
export async function activeProfileIn(db: Queryable, scope: InWorkspaceScope, userId: string) {
  const [profile] = await db
    .select({ id: userProfiles.id, expireDate: userProfiles.expireDate })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.userId, userId),
        eq(userProfiles.workspaceId, scope.workspaceId),
        eq(userProfiles.status, 'active'),
      ),
    );
  return profile ?? null;
}

/** Whether the person has a profile in the caller's workspace, whatever its status. */
export async function hasProfileIn(db: Queryable, scope: WorkspaceScope, userId: string): Promise<boolean> {
  const [any] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(and(eq(userProfiles.userId, userId), eq(userProfiles.workspaceId, scope.workspaceId)));
  return any !== undefined;
}

/** A profile of the caller's workspace by its id, or undefined. */
export async function profileOfWorkspace(db: Queryable, scope: WorkspaceScope, profileId: string) {
  const [profile] = await db
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.id, profileId), eq(userProfiles.workspaceId, scope.workspaceId)));
  return profile;
}
