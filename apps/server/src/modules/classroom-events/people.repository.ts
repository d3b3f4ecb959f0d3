import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { userProfiles, users } from '../../db/schema/index.js';

/** The learners' active profiles in a workspace (unit, expiry) and their addresses, by user id. */
export async function profilesOf(db: Queryable, workspaceId: string, userIds: readonly string[]) {
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
        eq(userProfiles.workspaceId, workspaceId),
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
