import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { invitations, users, workspaces } from '../../db/schema/index.js';

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
