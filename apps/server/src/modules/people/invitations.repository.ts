import crypto from 'node:crypto';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { invitations, organisationUnits, users, workspaceGroups, workspaces } from '../../db/schema/index.js';
import { inScopeCustomer } from '../../db/scope-filters.js';
import type { AdministeringScope, Scope } from '../../lib/scope.js';

const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

/** A new invitation secret (256 random bits) and the hash that is stored instead of it. Reads no tenant table. */
export function newInvitationSecret(): { secret: string; secretHash: string } {
  const secret = crypto.randomBytes(32).toString('base64url');
  return { secret, secretHash: hashOf(secret) };
}

/**
 * An invitation of the caller's customer (superadmins: any) with its person and workspace; the
 * workspaces policy (`mayAdministerWorkspaceUsers`) then decides what the caller may do with it.
 */
export async function findInvitation(db: Queryable, scope: Scope, id: string) {
  return invitationWhere(db, and(eq(invitations.id, id), inScopeCustomer(scope, invitations.customerId)));
}

async function invitationWhere(db: Queryable, where: SQL | undefined) {
  const [row] = await db
    .select({ invitation: invitations, user: users, workspace: { id: workspaces.id, name: workspaces.name } })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/**
 * The invitation, for someone holding its email's secret; null for a wrong secret exactly as
 * for a missing invitation, so the answer tells nothing about which it was.
 * @unscoped public The invitation pages are public, the secret is the key.
 */
export async function findInvitationWithSecret(db: Queryable, id: string, secret: string) {
  const found = await invitationWhere(db, eq(invitations.id, id));
  if (!found?.invitation.secretHash) return null;
  const given = Buffer.from(hashOf(secret));
  const stored = Buffer.from(found.invitation.secretHash);
  return given.length === stored.length && crypto.timingSafeEqual(given, stored) ? found : null;
}

/**
 * Gives an invitation of the workspace the caller administers a fresh secret (a resend makes the
 * earlier email's link stop working).
 */
export async function renewInvitationSecret(db: Queryable, scope: AdministeringScope, id: string): Promise<string> {
  const { secret, secretHash } = newInvitationSecret();
  await db
    .update(invitations)
    .set({ secretHash })
    .where(and(eq(invitations.id, id), eq(invitations.workspaceId, scope.administered.workspaceId)));
  return secret;
}

/** Whether the unit and every group belong to the workspace the caller administers (none may come from another one). */
export async function placementInWorkspace(
  db: Queryable,
  scope: AdministeringScope,
  organisationUnitId: string | null | undefined,
  groupIds: readonly string[],
): Promise<{ unit: boolean; groups: boolean }> {
  const { workspaceId } = scope.administered;
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

/**
 * Records a sent invitation to the workspace the caller administers, sent by the caller; an
 * earlier unanswered one for the same profile is replaced by it.
 */
export async function createInvitation(
  db: Queryable,
  scope: AdministeringScope,
  invitation: Pick<Invitation, 'userId' | 'profileId' | 'roles' | 'organisationUnitId' | 'groupIds'> & {
    secretHash: string;
  },
): Promise<string> {
  const { customerId, workspaceId } = scope.administered;
  await db
    .update(invitations)
    .set({ status: 'cancelled', respondedAt: new Date() })
    .where(
      and(
        eq(invitations.profileId, invitation.profileId),
        eq(invitations.workspaceId, workspaceId),
        eq(invitations.status, 'sent'),
      ),
    );
  const [row] = await db
    .insert(invitations)
    .values({ ...invitation, customerId, workspaceId, invitedBy: scope.userId })
    .returning({ id: invitations.id });
  if (!row) throw new Error('Invitation was not created');
  return row.id;
}

/**
 * Moves a 'sent' invitation on; false when someone else answered it first.
 * @unscoped reached Takes the invitation, already reached: by its secret (the public invitation
 * pages) or through the caller's scope (`findInvitation` and the workspaces policy).
 */
export async function answerInvitation(
  db: Queryable,
  invitation: { id: string },
  status: 'accepted' | 'rejected' | 'cancelled',
): Promise<boolean> {
  const updated = await db
    .update(invitations)
    .set({ status, respondedAt: new Date() })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'sent')))
    .returning({ id: invitations.id });
  return updated.length === 1;
}
