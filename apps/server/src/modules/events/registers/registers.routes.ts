import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../../lib/route.js';
import type { RegistersService } from './registers.service.js';

/** Registers, summaries, their commits and trainer feedback (03 §7; docs/events.md "Registers, summaries and completion"). */
export const registersRoutes =
  (registers: RegistersService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.registerList, {}, (request) => registers.registerList(request.scope, request.params.id));
    route(app, ENDPOINTS.registerBulk, { audit: { entity: 'register_entry' } }, (request) =>
      registers.saveRegisterRows(request.scope, request.body),
    );
    route(app, ENDPOINTS.commitAttendance, { audit: { entity: 'register', idParam: 'registerId' } }, (request) =>
      registers.commitAttendance(request.scope, request.params.sessionId, request.params.registerId),
    );
    route(app, ENDPOINTS.summaryList, {}, (request) => registers.summaryList(request.scope, request.params.id));
    route(app, ENDPOINTS.summaryBulk, { audit: { entity: 'summary_entry' } }, (request) =>
      registers.saveSummaryRows(request.scope, request.body),
    );
    route(app, ENDPOINTS.commitAssessment, { audit: { entity: 'summary', idParam: 'sessionId' } }, (request) =>
      registers.commitAssessment(request.scope, request.params.sessionId),
    );
    route(app, ENDPOINTS.trainerFeedbackList, {}, (request) =>
      registers.trainerFeedbackList(request.scope, request.params.sessionId),
    );
    const feedback = { entity: 'trainer_feedback', idParam: 'occurrenceItemId' };
    route(app, ENDPOINTS.createTrainerFeedback, { audit: feedback }, async (request, reply) =>
      reply.code(201).send(await registers.giveTrainerFeedback(request.scope, request.body)),
    );
    route(app, ENDPOINTS.updateTrainerFeedback, { audit: feedback }, (request) =>
      registers.changeTrainerFeedback(request.scope, request.body),
    );
  };
