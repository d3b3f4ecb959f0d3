import { and, eq, inArray } from 'drizzle-orm';
import type { ProfileRole } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import type { AdministeringScope } from '../../lib/scope.js';
import { userProfiles, workspaceGroupMembers, workspaces } from '../../db/schema/index.js';

/**
 * A person's profiles in workspaces (and their group memberships, which hang off a profile). This
 * module owns the tables: invitations, self-registration and single sign-on add and activate
 * profiles through these functions.
 */
export type Profile = typeof userProfiles.$inferSelect;

/** Where a profile is: its workspace and that workspace's customer. */
export interface ProfilePlace {
  customerId: string;
  workspaceId: string;
}

/** The person's profile in the workspace the caller administers, whatever its status. */
export async function findProfileIn(db: Queryable, scope: AdministeringScope, userId: string): Promise<Profile | null> {
  const { workspaceId } = scope.administered;
  const [profile] = await db
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.userId, userId), eq(userProfiles.workspaceId, workspaceId)));
  return profile ?? null;
}

type InvitedProfile = { userId: string; roles?: ProfileRole[]; organisationUnitId: string | null };

/**
 * A profile waiting for the person to answer an invitation, in the workspace the caller
 * administers: a new one, or their earlier one there made 'invited' again with the new roles and
 * unit.
 */
export async function inviteProfile(
  db: Queryable,
  scope: AdministeringScope,
  profile: InvitedProfile,
): Promise<Profile> {
  return invite(db, { ...profile, ...scope.administered });
}

/**
 * A self-registered person's waiting profile in the key's workspace (the default role, learner,
 * unless roles are given).
 * @unscoped public Registration by key code, before any scope exists: it takes the key's place.
 */
export async function inviteRegisteredProfile(
  db: Queryable,
  key: ProfilePlace,
  profile: InvitedProfile,
): Promise<Profile> {
  return invite(db, { ...profile, customerId: key.customerId, workspaceId: key.workspaceId });
}

async function invite(db: Queryable, profile: ProfilePlace & InvitedProfile): Promise<Profile> {
  const changes = {
    status: 'invited' as const,
    organisationUnitId: profile.organisationUnitId,
    ...(profile.roles ? { roles: profile.roles } : {}),
  };
  const [row] = await db
    .insert(userProfiles)
    .values({ ...profile, ...changes })
    .onConflictDoUpdate({ target: [userProfiles.userId, userProfiles.workspaceId], set: changes })
    .returning();
  if (!row) throw new Error('Profile was not saved');
  return row;
}

/**
 * The person accepted an invitation: their prepared profile becomes active.
 * @unscoped reached Takes the invitation, already reached by its secret (the invitation pages,
 * before any scope exists).
 */
export async function activateProfile(db: Queryable, invitation: { profileId: string }): Promise<void> {
  await db.update(userProfiles).set({ status: 'active' }).where(eq(userProfiles.id, invitation.profileId));
}

/**
 * A confirmed self-registration: the person's waiting profile in the workspace becomes active.
 * @unscoped public Registration, confirmed by the code the person was sent (which names the
 * workspace), before any scope exists.
 */
export async function activateInvitedProfile(db: Queryable, userId: string, workspaceId: string): Promise<void> {
  await db
    .update(userProfiles)
    .set({ status: 'active' })
    .where(
      and(
        eq(userProfiles.userId, userId),
        eq(userProfiles.workspaceId, workspaceId),
        eq(userProfiles.status, 'invited'),
      ),
    );
}

/**
 * An invitation rejected or cancelled: its waiting profile goes too (archived, as profiles are).
 * @unscoped reached Takes the invitation, already reached by its secret or through the caller's
 * scope (`findInvitation`).
 */
export async function withdrawInvitedProfile(db: Queryable, invitation: { profileId: string }): Promise<void> {
  await db
    .update(userProfiles)
    .set({ status: 'deleted' })
    .where(and(eq(userProfiles.id, invitation.profileId), eq(userProfiles.status, 'invited')));
}

/**
 * Puts the profile in the workspace's groups (the caller has checked they are the workspace's).
 * @unscoped reached Takes the profile, already reached: an accepted invitation's (by its secret)
 * or one a self-registration key just made (public registration, no scope yet).
 */
export async function addToGroups(
  db: Queryable,
  profile: ProfilePlace & { id: string },
  groupIds: readonly string[],
): Promise<void> {
  if (groupIds.length === 0) return;
  await db
    .insert(workspaceGroupMembers)
    .values(
      groupIds.map((groupId) => ({
        customerId: profile.customerId,
        workspaceId: profile.workspaceId,
        groupId,
        profileId: profile.id,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The workspace of the person's first waiting profile (where a registration waits for its code).
 * @unscoped public Registration resending its code, before any scope exists.
 */
export async function invitedWorkspaceOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({ workspace: workspaces })
    .from(userProfiles)
    .innerJoin(workspaces, eq(workspaces.id, userProfiles.workspaceId))
    .where(and(eq(userProfiles.userId, userId), eq(userProfiles.status, 'invited')))
    .limit(1);
  return row?.workspace ?? null;
}

/**
 * Whether the person has an active profile in any of these workspaces.
 * @unscoped sign-in SAML sign-in (just-in-time accounts).
 */
export async function hasActiveProfileIn(
  db: Queryable,
  userId: string,
  workspaceIds: readonly string[],
): Promise<boolean> {
  if (workspaceIds.length === 0) return false;
  const rows = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.userId, userId),
        eq(userProfiles.status, 'active'),
        inArray(userProfiles.workspaceId, [...workspaceIds]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * An active learner profile in each of these workspaces where the person has none; existing
 * profiles (removed ones too) are left alone.
 * @unscoped sign-in SAML sign-in (just-in-time accounts).
 */
export async function addLearnerProfiles(
  db: Queryable,
  userId: string,
  places: readonly { id: string; customerId: string }[],
): Promise<void> {
  if (places.length === 0) return;
  await db
    .insert(userProfiles)
    .values(places.map((workspace) => ({ userId, customerId: workspace.customerId, workspaceId: workspace.id })))
    .onConflictDoNothing({ target: [userProfiles.userId, userProfiles.workspaceId] });
}
