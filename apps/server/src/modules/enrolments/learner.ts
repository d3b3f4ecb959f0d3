import { ForbiddenError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import type { Learner } from './enrolments.repository.js';

/** The caller as a learner: their profile in the token's workspace; 403 without one. */
export function learnerOf(scope: Scope): Learner {
  const { userId, profileId, customerId, workspaceId, organisationUnitId } = scope;
  if (!userId || !profileId || !workspaceId || !customerId) throw new ForbiddenError();
  return { userId, profileId, customerId, workspaceId, organisationUnitId };
}
