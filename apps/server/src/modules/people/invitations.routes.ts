import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { originOf } from '../../lib/request-origin.js';
import { route } from '../../lib/route.js';
import type { InvitationsService } from './invitations.service.js';

/**
 * Workspace invitations (01 §2 invitation pages, §4 invitation sign-up, 03 "created with status
 * sent"): an administrator invites, the person accepts, rejects or signs up with it.
 */
export const invitationRoutes =
  (invitations: InvitationsService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.createInvitation, { audit: { entity: 'invitation' } }, async (request, reply) =>
      reply.status(201).send(await invitations.create(request.scope, request.body)),
    );

    route(app, ENDPOINTS.invitation, {}, (request) => invitations.read(request.params.id, request.query.secret));

    route(app, ENDPOINTS.acceptInvitation, { audit: { entity: 'invitation' } }, async (request, reply) => {
      await invitations.accept(request.params.id, request.body.secret, originOf(request));
      return reply.status(204).send();
    });

    route(app, ENDPOINTS.rejectInvitation, { audit: { entity: 'invitation' } }, async (request, reply) => {
      await invitations.reject(request.params.id, request.body.secret, originOf(request));
      return reply.status(204).send();
    });

    const followUps = [
      ['cancel', ENDPOINTS.cancelInvitation],
      ['resend', ENDPOINTS.resendInvitation],
    ] as const;
    for (const [action, endpoint] of followUps) {
      route(app, endpoint, { audit: { entity: 'invitation' } }, async (request, reply) => {
        await invitations.followUp(request.scope, request.params.id, action);
        return reply.status(204).send();
      });
    }

    route(app, ENDPOINTS.signUp, { audit: { entity: 'user' } }, async (request, reply) => {
      await invitations.signUp(request.body, originOf(request));
      return reply.status(204).send();
    });
  };
