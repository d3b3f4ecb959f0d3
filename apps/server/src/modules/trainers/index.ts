import type { FastifyPluginAsync } from 'fastify';
import { trainersRoutes } from './trainers.routes.js';
import { trainersService } from './trainers.service.js';

/**
 * `modules/trainers` owns `trainer_working_hours` (03 §3 Trainer workingHours): the
 * hours, the trainer check, and the working-hours warnings the session save and the clash check
 * give (03 §5). The trainers list and adding trainers come with the trainers screens.
 */
export const trainersModule: FastifyPluginAsync = async (app) => {
  await app.register(trainersRoutes(trainersService(app.services)));
};

export { withinHoursOf, workingHoursWarnings } from './trainers.service.js';
export { trainersOfWorkspace } from './trainers.repository.js';
export { displayDate, displayTimes } from './working-hours.js';
