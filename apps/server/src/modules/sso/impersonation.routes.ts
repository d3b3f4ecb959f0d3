import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, MESSAGES } from '@campus/contracts';
import { ForbiddenError, NotFoundError, UnauthorisedError } from '../../lib/errors.js';
import { findProfile } from '../tenancy/tenancy.repository.js';
import { impersonationWorkspaceFor, mayAdministerAccount } from '../users/users.policy.js';
import { customerLevelClaims, workspaceClaims } from './claims.js';
import { impersonatedClaims, impersonationOf } from './impersonation.js';
import { setImpersonation } from './sessions.repository.js';
import { findUserById } from './users.repository.js';
import { route } from '../../lib/route.js';

/**
 * Impersonation (01 §4, §7): a user administrator acts as someone in their workspace and later
 * goes "Back to admin". The session remembers it, so every instance renews the right token;
 * the audit trail names both people (impersonator_id from originUser).
 */
export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, tokens } = app.services;
  const db = app.services.database.db;
  const ttl = config.WORKSPACE_TOKEN_TTL_SECONDS;

  route(app, ENDPOINTS.impersonate, { audit: { entity: 'user.impersonation' } }, async (request) => {
    const { actor, sessionId, secondStage } = request.auth;
    if (secondStage?.originUser) throw new ForbiddenError('End the current impersonation first.');
    // From the workspace one is in; a superadmin names one (the list says which).
    const wanted = request.query.originWorkspaceId ?? actor.workspaceId;
    const targetId = request.params.id;
    const [admin, target] = await Promise.all([findUserById(db, actor.userId as string), findUserById(db, targetId)]);
    if (!wanted || !admin || !target) throw new NotFoundError();
    const profile = await findProfile(db, targetId, wanted);
    const workspaceId = impersonationWorkspaceFor(
      request.scope,
      { ...target, profiles: profile ? [{ workspaceId: wanted, status: profile.status }] : [] },
      wanted,
    );
    if (!workspaceId || !(await mayAdministerAccount(db, request.scope, target))) throw new NotFoundError();

    const claims = await impersonatedClaims(db, admin, sessionId as string, { userId: targetId, workspaceId });
    await setImpersonation(db, sessionId as string, {
      userId: targetId,
      workspaceId,
      originWorkspaceId: actor.workspaceId,
    });
    return { token: await tokens.signSecondStage(claims, ttl), expiresIn: ttl };
  });

  route(app, ENDPOINTS.unimpersonate, { audit: { entity: 'user.impersonation' } }, async (request) => {
    const { secondStage, sessionId } = request.auth;
    const origin = secondStage?.originUser;
    const current = await impersonationOf(db, sessionId as string);
    if (!origin || !current) throw new ForbiddenError('You are not acting as another user.');
    const admin = await findUserById(db, origin.id);
    if (!admin || admin.status !== 'active') throw new UnauthorisedError(MESSAGES.loggedOutAuthProblems);
    await setImpersonation(db, sessionId as string, null);
    // Back where the administrator was: their workspace, or their platform token (no workspace),
    // so nothing of the impersonated person's workspace stays behind.
    const claims = current.originWorkspaceId
      ? await workspaceClaims(db, admin, sessionId as string, current.originWorkspaceId)
      : await customerLevelClaims(db, admin, sessionId as string);
    return { token: await tokens.signSecondStage(claims, ttl), expiresIn: ttl };
  });
};
