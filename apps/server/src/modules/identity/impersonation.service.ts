import { MESSAGES } from '@campus/contracts';
import { ForbiddenError, NotFoundError, UnauthorisedError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { findProfile } from '../platform/index.js';
import { findUserById, impersonationWorkspaceFor, mayAdministerAccount } from '../people/index.js';
import { customerLevelClaims, workspaceClaims } from './claims.js';
import { impersonatedClaims, impersonationOf } from './impersonation.js';
import { setImpersonation } from './sessions.repository.js';

/**
 * Impersonation (01 §4, §7): a user administrator acts as someone in their workspace and later
 * goes "Back to admin". The session remembers it, so every instance renews the right token;
 * the audit trail names both people (impersonator_id from originUser).
 */
export function impersonationService({
  config,
  database,
  tokens,
}: Pick<AppServices, 'config' | 'database' | 'tokens'>) {
  const { db } = database;
  const ttl = config.WORKSPACE_TOKEN_TTL_SECONDS;

  return {
    /** From the workspace one is in; a superadmin names one (the list says which). */
    async impersonate(scope: Scope, sessionId: string, targetId: string, originWorkspaceId: string | undefined) {
      if (scope.impersonatorId) throw new ForbiddenError('End the current impersonation first.');
      const wanted = originWorkspaceId ?? scope.workspaceId;
      const [admin, target] = await Promise.all([findUserById(db, scope.userId as string), findUserById(db, targetId)]);
      if (!wanted || !admin || !target) throw new NotFoundError();
      const profile = await findProfile(db, targetId, wanted);
      const workspaceId = impersonationWorkspaceFor(
        scope,
        { ...target, profiles: profile ? [{ workspaceId: wanted, status: profile.status }] : [] },
        wanted,
      );
      if (!workspaceId || !(await mayAdministerAccount(db, scope, target))) throw new NotFoundError();

      const claims = await impersonatedClaims(db, admin, sessionId, { userId: targetId, workspaceId });
      await setImpersonation(db, sessionId, { userId: targetId, workspaceId, originWorkspaceId: scope.workspaceId });
      return { token: await tokens.signSecondStage(claims, ttl), expiresIn: ttl };
    },

    async unimpersonate(scope: Scope, sessionId: string) {
      const current = await impersonationOf(db, sessionId);
      if (!scope.impersonatorId || !current) throw new ForbiddenError('You are not acting as another user.');
      const admin = await findUserById(db, scope.impersonatorId);
      if (!admin || admin.status !== 'active') throw new UnauthorisedError(MESSAGES.loggedOutAuthProblems);
      await setImpersonation(db, sessionId, null);
      // Back where the administrator was: their workspace, or their platform token (no workspace),
      // so nothing of the impersonated person's workspace stays behind.
      const claims = current.originWorkspaceId
        ? await workspaceClaims(db, admin, sessionId, current.originWorkspaceId)
        : await customerLevelClaims(db, admin, sessionId);
      return { token: await tokens.signSecondStage(claims, ttl), expiresIn: ttl };
    },
  };
}

export type ImpersonationService = ReturnType<typeof impersonationService>;
