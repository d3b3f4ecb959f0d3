import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { TrainersService } from './trainers.service.js';

/** Trainers' working hours and the trainer check (03 §7 Trainers). */
export const trainersRoutes =
  (trainers: TrainersService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.trainerUser, {}, (request) => trainers.get(request.scope, request.params.id));
    route(app, ENDPOINTS.updateTrainer, { audit: { entity: 'trainer' } }, (request) =>
      trainers.update(request.scope, request.body),
    );
    route(app, ENDPOINTS.trainersCheck, { audit: false }, (request) =>
      trainers.check(request.scope, request.params.userId, request.params.domain),
    );
  };
