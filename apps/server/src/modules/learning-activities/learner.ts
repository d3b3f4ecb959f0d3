import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors.js';
import type { Learner } from './enrolments.repository.js';

/** The caller as a learner: their profile in the token's workspace. */
export function learnerOf(request: FastifyRequest): Learner {
  const claims = request.auth.secondStage;
  if (!claims?.profile || !claims.workspaceId || !claims.customerId) throw new ForbiddenError();
  return {
    userId: claims.userId,
    profileId: claims.profile.id,
    customerId: claims.customerId,
    workspaceId: claims.workspaceId,
    organisationUnitId: claims.organisationUnit,
  };
}
