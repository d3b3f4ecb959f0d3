import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { originOf } from '../../lib/request-origin.js';
import { route } from '../../lib/route.js';
import type { SignInService } from './sign-in.service.js';

/** Answers to the sign-in challenges (01 §4 login flow): the one-time code and the forced new password. */
export const challengeRoutes =
  (signIn: SignInService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.answerMfa, { audit: { entity: 'sso.session' } }, (request) =>
      signIn.answerMfa(request.body.session, request.body.code, originOf(request)),
    );

    route(app, ENDPOINTS.answerNewPassword, { audit: { entity: 'sso.password' } }, (request) =>
      signIn.answerNewPassword(request.body.session, request.body.newPassword, originOf(request)),
    );
  };
