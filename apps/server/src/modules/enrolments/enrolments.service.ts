import { CANCELLABLE_STATES, ENROLMENT_MESSAGES, type Enrolment, type UnresolvedRequests } from '@campus/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { hasWorkspace, type Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { findScopedRequest, listUnresolved } from './enrolment-requests.repository.js';
import {
  createEnrolment,
  findEnrolment,
  findOffer,
  isCancellable,
  isLive,
  latestEnrolment,
  toEnrolment,
  transition,
} from './enrolments.repository.js';
import { isOwnEnrolment, mayApproveRequest } from './enrolments.policy.js';
import { learnerOf } from './learner.js';
import { requestOutcomeEmail } from './request-emails.js';

/**
 * The enrolment use cases (02 §4, §7): a learner's own enrolments, and the requests LXAs and
 * managers resolve. Every call takes the request's scope; the repositories apply it.
 */
export function enrolmentsService({ database, mailer }: Pick<AppServices, 'database' | 'mailer'>) {
  const { db } = database;

  return {
    async allowed(scope: Scope, catalogItemId: string, learnerId: string) {
      const learner = learnerOf(scope);
      // learnerId is the learner's profile; a learner asks only about themselves.
      if (learnerId !== learner.profileId) throw new ForbiddenError();
      const [offer, latest] = await Promise.all([
        findOffer(db, learner, catalogItemId),
        latestEnrolment(db, learner, catalogItemId),
      ]);
      return {
        allowForEnrolment: offer !== null && (latest === null || !isLive(latest.state)),
        isCancellable: latest !== null && isCancellable(latest.state),
        latestEnrolment: latest ? toEnrolment(latest) : null,
      };
    },

    /** Enrols straight away, or makes a request where the workspace requires approval. */
    async enrol(scope: Scope, catalogItemId: string): Promise<Enrolment> {
      const learner = learnerOf(scope);
      const offer = await findOffer(db, learner, catalogItemId);
      if (!offer) throw new NotFoundError(ENROLMENT_MESSAGES.notAllowed);
      try {
        const state = offer.requireApproval ? 'awaiting_approval' : 'enrolled';
        return toEnrolment(await createEnrolment(db, learner, offer.catalogItemId, state));
      } catch (error) {
        // The live-enrolment unique index: a second click or a second tab.
        if (isUniqueViolation(error)) throw new ConflictError(ENROLMENT_MESSAGES.alreadyEnrolled);
        throw error;
      }
    },

    async get(scope: Scope, id: string): Promise<Enrolment> {
      const row = await findEnrolment(db, learnerOf(scope), id);
      if (!row || !isOwnEnrolment(scope, row)) throw new NotFoundError();
      return toEnrolment(row);
    },

    /** "Cancelling is allowed only for the enrolment's own learner and only when cancellable." */
    async cancel(scope: Scope, id: string): Promise<Enrolment> {
      const learner = learnerOf(scope);
      const current = await findEnrolment(db, learner, id);
      if (!current || !isOwnEnrolment(scope, current)) throw new NotFoundError();
      const row = await transition(db, learner, current.id, CANCELLABLE_STATES, 'cancelled');
      if (!row) throw new ConflictError(ENROLMENT_MESSAGES.notCancellable);
      return toEnrolment(row);
    },

    async unresolved(
      scope: Scope,
      query: { page: number; pageSize: number; workspaceId?: string },
    ): Promise<UnresolvedRequests> {
      if (query.workspaceId && query.workspaceId !== scope.workspaceId) {
        throw new ForbiddenError(ENROLMENT_MESSAGES.otherWorkspace);
      }
      return listUnresolved(db, scope, query.page, query.pageSize);
    },

    /** Approves or rejects one request, then tells the learner; of two deciders only one wins. */
    async resolve(scope: Scope, id: string, outcome: 'approve' | 'reject'): Promise<Enrolment> {
      const found = await findScopedRequest(db, scope, id);
      if (!found || !hasWorkspace(scope)) throw new NotFoundError();
      if (outcome === 'approve' && !mayApproveRequest(found)) {
        throw new ConflictError(ENROLMENT_MESSAGES.noLongerOffered);
      }
      const to = outcome === 'approve' ? 'enrolled' : 'rejected';
      // The decision and the learner's email commit together.
      const row = await db.transaction(async (tx) => {
        const changed = await transition(tx, scope, found.id, ['awaiting_approval'], to);
        if (!changed) throw new ConflictError(ENROLMENT_MESSAGES.alreadyResolved);
        await mailer.send(requestOutcomeEmail(found, outcome === 'approve' ? 'approved' : 'rejected'), { db: tx });
        return changed;
      });
      return toEnrolment(row);
    },
  };
}

export type EnrolmentsService = ReturnType<typeof enrolmentsService>;
