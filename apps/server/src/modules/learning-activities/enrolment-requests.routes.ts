import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, ENROLMENT_MESSAGES } from '@campus/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { findScopedRequest, listUnresolved, requestScope } from './enrolment-requests.repository.js';
import { toEnrolment, transition } from './enrolments.repository.js';
import { requestOutcomeEmail } from './request-emails.js';
import { route } from '../../lib/route.js';

/**
 * Enrolment requests (02 §4 Requests, §7): the unresolved list and approving or rejecting one.
 * The screen's bulk actions call these once per request.
 */
export const enrolmentRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const scopeOf = (request: FastifyRequest) =>
    requestScope(request.auth.actor, request.auth.secondStage?.managedOrganisationUnits ?? []);

  route(app, ENDPOINTS.unresolvedEnrolments, {}, async (request) => {
    const { page, pageSize, workspaceId } = request.query;
    if (workspaceId && workspaceId !== request.auth.actor.workspaceId) {
      throw new ForbiddenError(ENROLMENT_MESSAGES.otherWorkspace);
    }
    return listUnresolved(db, scopeOf(request), page, pageSize);
  });

  const outcomes = [
    ['approve', ENDPOINTS.approveEnrolment],
    ['reject', ENDPOINTS.rejectEnrolment],
  ] as const;
  for (const [outcome, endpoint] of outcomes) {
    route(app, endpoint, {}, async (request) => {
      const found = await findScopedRequest(db, scopeOf(request), request.params.id);
      if (!found) throw new NotFoundError();
      // An archived course cannot be joined; its waiting requests can still be turned down.
      if (outcome === 'approve' && found.state === 'awaiting_approval' && !found.offered) {
        throw new ConflictError(ENROLMENT_MESSAGES.noLongerOffered);
      }
      const row = await transition(
        db,
        found.id,
        found.workspaceId,
        ['awaiting_approval'],
        outcome === 'approve' ? 'enrolled' : 'rejected',
        request.auth.actor.userId as string,
      );
      if (!row) throw new ConflictError(ENROLMENT_MESSAGES.alreadyResolved);
      try {
        await app.services.mailer.send(requestOutcomeEmail(found, outcome === 'approve' ? 'approved' : 'rejected'));
      } catch (error) {
        // The decision stands: answering 500 would make the screen call a done approval failed.
        request.log.error({ err: error, enrolmentId: row.id }, 'enrolment outcome email not recorded');
      }
      return toEnrolment(row);
    });
  }
};
