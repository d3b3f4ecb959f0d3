import type { SecondStageClaims } from '@campus/contracts';
import type { Database } from '../../db/client.js';
import { ForbiddenError } from '../../lib/errors.js';
import { type Account, findUserById } from '../people/index.js';
import { workspaceClaims } from './claims.js';
import { findSession } from './sessions.repository.js';

export const WORKSPACE_CHANGE_DISABLED = 'Changing workspace is not possible while you act as another user.';

/**
 * The workspace token while impersonating (01 §4): the impersonated person in the
 * impersonation workspace, with the original user named in originUser.
 */
export async function impersonatedClaims(
  db: Database,
  admin: Account,
  sessionId: string,
  target: { userId: string; workspaceId: string },
): Promise<Omit<SecondStageClaims, 'exp' | 'typ'>> {
  const person = await findUserById(db, target.userId);
  if (!person || person.status !== 'active') throw new ForbiddenError();
  const claims = await workspaceClaims(db, person, sessionId, target.workspaceId);
  return { ...claims, originUser: { id: admin.id, firstName: admin.firstName, lastName: admin.lastName } };
}

/** The session's current impersonation, if any. */
export async function impersonationOf(db: Database, sessionId: string) {
  const session = await findSession(db, sessionId);
  if (!session?.impersonatedUserId || !session.impersonationWorkspaceId) return null;
  return {
    userId: session.impersonatedUserId,
    workspaceId: session.impersonationWorkspaceId,
    originWorkspaceId: session.impersonationOriginWorkspaceId,
  };
}
