import { ForbiddenError } from '../../lib/errors.js';
import { hasLearnerProfile, type LearnerScope, type Scope } from '../../lib/scope.js';

/** The caller as a learner: their profile in the token's workspace; 403 without one. */
export function learnerOf(scope: Scope): LearnerScope {
  if (!hasLearnerProfile(scope)) throw new ForbiddenError();
  return scope;
}
