import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CANCELLABLE_STATES, ENDPOINTS, ENROLMENT_MESSAGES } from '@campus/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
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
import { learnerOf } from './learner.js';
import { route } from '../../lib/route.js';

/**
 * A learner's own enrolments (02 §4 Enrolment rules, §7 Enrolments): may I enrol, enrol (a
 * pending request where the workspace requires approval), read one, and cancel it.
 */
export const enrolmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  route(app, ENDPOINTS.enrolmentAllowed, {}, async (request) => {
    const learner = learnerOf(request);
    // learnerId is the learner's profile; a learner asks only about themselves.
    if (request.params.learnerId !== learner.profileId) throw new ForbiddenError();
    const [offer, latest] = await Promise.all([
      findOffer(db, request.params.catalogItemId, learner),
      latestEnrolment(db, request.params.catalogItemId, learner.profileId),
    ]);
    return {
      allowForEnrolment: offer !== null && (latest === null || !isLive(latest.state)),
      isCancellable: latest !== null && isCancellable(latest.state),
      latestEnrolment: latest ? toEnrolment(latest) : null,
    };
  });

  route(app, ENDPOINTS.enrol, {}, async (request, reply) => {
    const learner = learnerOf(request);
    const offer = await findOffer(db, request.body.catalogItem, learner);
    if (!offer) throw new NotFoundError(ENROLMENT_MESSAGES.notAllowed);
    try {
      const row = await createEnrolment(
        db,
        learner,
        offer.catalogItemId,
        offer.requireApproval ? 'awaiting_approval' : 'enrolled',
      );
      return reply.code(201).send(toEnrolment(row));
    } catch (error) {
      // The live-enrolment unique index: a second click or a second tab.
      if (isUniqueViolation(error)) throw new ConflictError(ENROLMENT_MESSAGES.alreadyEnrolled);
      throw error;
    }
  });

  route(app, ENDPOINTS.enrolment, {}, async (request) => {
    const learner = learnerOf(request);
    const row = await findEnrolment(db, request.params.id, learner.workspaceId);
    if (!row || row.learnerProfileId !== learner.profileId) throw new NotFoundError();
    return toEnrolment(row);
  });

  route(app, ENDPOINTS.cancelEnrolment, {}, async (request) => {
    const learner = learnerOf(request);
    const current = await findEnrolment(db, request.params.id, learner.workspaceId);
    // "Cancelling is allowed only for the enrolment's own learner and only when cancellable."
    if (current?.learnerProfileId !== learner.profileId) throw new NotFoundError();
    const row = await transition(db, current.id, learner.workspaceId, CANCELLABLE_STATES, 'cancelled', learner.userId);
    if (!row) throw new ConflictError(ENROLMENT_MESSAGES.notCancellable);
    return toEnrolment(row);
  });
};
