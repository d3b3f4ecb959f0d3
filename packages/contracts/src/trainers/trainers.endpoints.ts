import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { eventIdParamsSchema } from '../events/events.contract.js';
import {
  trainersCheckParamsSchema,
  trainersCheckResponseSchema,
  trainerSchema,
  updateTrainerBodySchema,
} from './trainers.contract.js';

/** Trainers: a trainer's working hours, and whether a person is a trainer (03 §7). */
export const TRAINERS_ENDPOINTS = endpointGroup('trainers', {
  trainersCheck: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/trainers-check/:userId/:domain',
    service: 'classroom',
    access: RULES.session,
    params: trainersCheckParamsSchema,
    response: { 200: trainersCheckResponseSchema },
    toast: 'silent',
  }),
  trainerUser: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/trainer-user/:id',
    service: 'classroom',
    access: RULES.trainers,
    params: eventIdParamsSchema,
    response: { 200: trainerSchema },
    toast: 'generic',
  }),
  updateTrainer: defineEndpoint({
    method: 'PATCH',
    path: '/api/classroom/trainers',
    service: 'classroom',
    access: RULES.trainers,
    body: updateTrainerBodySchema,
    response: { 200: trainerSchema },
    toast: 'generic',
  }),
});
