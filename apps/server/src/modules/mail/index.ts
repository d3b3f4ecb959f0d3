import type { FastifyPluginAsync } from 'fastify';
import { devMailboxRoutes } from './dev-mailbox.routes.js';
import { devMailboxService } from './dev-mailbox.service.js';

/**
 * The email-service: messages are sent through `app.services.mailer` (services/mail), which
 * owns and records them (services/mail/mail-messages.repository.ts). Outside production the
 * development mailbox shows them.
 */
export const mailModule: FastifyPluginAsync = async (app) => {
  if (app.services.config.NODE_ENV !== 'production') {
    await app.register(devMailboxRoutes(devMailboxService(app.services)));
  }
};
