import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { invitations, organisationUnits, users, workspaceGroups, workspaces } from '../../db/schema/index.js';

const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

/** A new invitation secret (256 random bits) and the hash that is stored instead of it. */
export function newInvitationSecret(): { secret: string; secretHash: string } {
  const secret = crypto.randomBytes(32).toString('base64url');
  return { secret, secretHash: hashOf(secret) };
}

/** An invitation with its person and workspace, as the invitation pages need it. */
export async function findInvitation(db: Queryable, id: string) {
  const [row] = await db
    .select({ invitation: invitations, user: users, workspace: { id: workspaces.id, name: workspaces.name } })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .where(eq(invitations.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The invitation, for someone holding its email's secret; null for a wrong secret exactly as
 * for a missing invitation, so the answer tells nothing about which it was.
 */
export async function findInvitationWithSecret(db: Queryable, id: string, secret: string) {
  const found = await findInvitation(db, id);
  if (!found?.invitation.secretHash) return null;
  const given = Buffer.from(hashOf(secret));
  const stored = Buffer.from(found.invitation.secretHash);
  return given.length === stored.length && crypto.timingSafeEqual(given, stored) ? found : null;
}

/** Gives the invitation a fresh secret (a resend makes the earlier email's link stop working). */
export async function renewInvitationSecret(db: Queryable, id: string): Promise<string> {
  const { secret, secretHash } = newInvitationSecret();
  await db.update(invitations).set({ secretHash }).where(eq(invitations.id, id));
  return secret;
}

/** Whether the unit and every group belong to the workspace (none may come from another one). */
export async function placementInWorkspace(
  db: Queryable,
  workspaceId: string,
  organisationUnitId: string | null | undefined,
  groupIds: readonly string[],
): Promise<{ unit: boolean; groups: boolean }> {
  const unique = [...new Set(groupIds)];
  const [units, groups] = await Promise.all([
    organisationUnitId
      ? db
          .select({ id: organisationUnits.id })
          .from(organisationUnits)
          .where(and(eq(organisationUnits.id, organisationUnitId), eq(organisationUnits.workspaceId, workspaceId)))
      : Promise.resolve([{ id: null }]),
    unique.length > 0
      ? db
          .select({ id: workspaceGroups.id })
          .from(workspaceGroups)
          .where(and(inArray(workspaceGroups.id, unique), eq(workspaceGroups.workspaceId, workspaceId)))
      : Promise.resolve([]),
  ]);
  return { unit: units.length === 1, groups: groups.length === unique.length };
}

export type Invitation = typeof invitations.$inferSelect;

/** Records a sent invitation; an earlier unanswered one for the same profile is replaced by it. */
export async function createInvitation(
  db: Queryable,
  invitation: Pick<
    Invitation,
    'customerId' | 'workspaceId' | 'userId' | 'profileId' | 'invitedBy' | 'roles' | 'organisationUnitId' | 'groupIds'
  > & { secretHash: string },
): Promise<string> {
  await db
    .update(invitations)
    .set({ status: 'cancelled', respondedAt: new Date() })
    .where(and(eq(invitations.profileId, invitation.profileId), eq(invitations.status, 'sent')));
  const [row] = await db.insert(invitations).values(invitation).returning({ id: invitations.id });
  if (!row) throw new Error('Invitation was not created');
  return row.id;
}

/** Moves a 'sent' invitation on; false when someone else answered it first. */
export async function answerInvitation(
  db: Queryable,
  id: string,
  status: 'accepted' | 'rejected' | 'cancelled',
): Promise<boolean> {
  const updated = await db
    .update(invitations)
    .set({ status, respondedAt: new Date() })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'sent')))
    .returning({ id: invitations.id });
  return updated.length === 1;
}
