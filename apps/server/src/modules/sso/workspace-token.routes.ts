import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, MESSAGES, type ProfileRole } from '@campus/contracts';
import { ForbiddenError, UnauthorisedError } from '../../lib/errors.js';
import { customerRolesByCustomer, workspacesOfUser } from '../tenancy/tenancy.repository.js';
import { customerLevelClaims, workspaceClaims } from './claims.js';
import { WORKSPACE_CHANGE_DISABLED, impersonatedClaims, impersonationOf } from './impersonation.js';
import { TokenInvalid } from './tokens.js';
import { findUserById } from './users.repository.js';
import { route } from '../../lib/route.js';

/** The second stage: from identity to a platform or workspace token (01 §4 Token stages). */
export const workspaceTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, tokens } = app.services;
  const db = app.services.database.db;

  const currentUser = async (userId: string | null) => {
    const user = userId ? await findUserById(db, userId) : null;
    if (!user || user.status !== 'active') throw new UnauthorisedError(MESSAGES.loggedOutAuthProblems);
    return user;
  };

  route(app, ENDPOINTS.exchangeToken, { audit: false }, async (request) => {
    const user = await currentUser(request.auth.actor.userId);
    if (await impersonationOf(db, request.auth.sessionId as string))
      throw new ForbiddenError(WORKSPACE_CHANGE_DISABLED);
    const claims = await customerLevelClaims(db, user, request.auth.sessionId as string);
    return {
      token: await tokens.signSecondStage(claims, config.WORKSPACE_TOKEN_TTL_SECONDS),
      expiresIn: config.WORKSPACE_TOKEN_TTL_SECONDS,
    };
  });

  route(app, ENDPOINTS.validateWorkspace, { audit: { entity: 'sso.workspace-session' } }, async (request) => {
    // The body token must be the caller's own live token (the spec sends it in the body).
    let bodyClaims;
    try {
      bodyClaims = await tokens.verify(request.body.token);
    } catch (error) {
      throw new UnauthorisedError(
        error instanceof TokenInvalid && error.reason === 'expired'
          ? MESSAGES.workspaceSessionExpired
          : MESSAGES.redirectedTokenProblems,
      );
    }
    if (bodyClaims.sid !== request.auth.sessionId) throw new UnauthorisedError(MESSAGES.redirectedTokenProblems);
    const user = await currentUser(request.auth.actor.userId);
    const sessionId = request.auth.sessionId as string;
    // While impersonating, renewal keeps acting as the other person, and only in that workspace.
    const impersonation = await impersonationOf(db, sessionId);
    if (impersonation && impersonation.workspaceId !== request.params.id) {
      throw new ForbiddenError(WORKSPACE_CHANGE_DISABLED);
    }
    const claims = impersonation
      ? await impersonatedClaims(db, user, sessionId, impersonation)
      : await workspaceClaims(db, user, sessionId, request.params.id);
    // The identity token names no workspace: the trail records the one entered.
    request.auditPlace = { customerId: claims.customerId, workspaceId: claims.workspaceId };
    return {
      token: await tokens.signSecondStage(claims, config.WORKSPACE_TOKEN_TTL_SECONDS),
      expiresIn: config.WORKSPACE_TOKEN_TTL_SECONDS,
    };
  });

  route(app, ENDPOINTS.userWorkspaces, {}, async (request) => {
    const { actor } = request.auth;
    if (request.params.userId !== actor.userId && !actor.isSuperadmin) throw new ForbiddenError();
    const [rows, customerRoles] = await Promise.all([
      workspacesOfUser(db, request.params.userId),
      customerRolesByCustomer(db, request.params.userId),
    ]);
    return {
      data: rows.map((row) => ({ ...row, roles: row.roles as ProfileRole[] })),
      customerRoles,
    };
  });

  route(app, ENDPOINTS.jwks, { schema: { hide: true } }, async () => ({ keys: [app.services.keys.publicJwk] }));
};
