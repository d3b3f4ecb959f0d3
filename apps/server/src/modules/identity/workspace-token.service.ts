import { MESSAGES, type ProfileRole } from '@campus/contracts';
import { ForbiddenError, UnauthorisedError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { customerRolesByCustomer, workspacesOfUser } from '../platform/index.js';
import { findUserById } from '../people/index.js';
import { customerLevelClaims, workspaceClaims } from './claims.js';
import { WORKSPACE_CHANGE_DISABLED, impersonatedClaims, impersonationOf } from './impersonation.js';
import { TokenInvalid } from '../../lib/tokens.js';

/** The second stage: from identity to a platform or workspace token (01 §4 Token stages). */
export function workspaceTokenService({
  config,
  database,
  tokens,
  keys,
}: Pick<AppServices, 'config' | 'database' | 'tokens' | 'keys'>) {
  const { db } = database;
  const ttl = config.WORKSPACE_TOKEN_TTL_SECONDS;

  const currentUser = async (userId: string | null) => {
    const user = userId ? await findUserById(db, userId) : null;
    if (!user || user.status !== 'active') throw new UnauthorisedError(MESSAGES.loggedOutAuthProblems);
    return user;
  };

  return {
    /** The platform token without a workspace (superadmins, customer roles). */
    async exchange(scope: Scope, sessionId: string) {
      const user = await currentUser(scope.userId);
      if (await impersonationOf(db, sessionId)) throw new ForbiddenError(WORKSPACE_CHANGE_DISABLED);
      const claims = await customerLevelClaims(db, user, sessionId);
      return { token: await tokens.signSecondStage(claims, ttl), expiresIn: ttl };
    },

    /**
     * The workspace token, for the caller's own live token (the spec sends it in the body). Also
     * says where the caller entered, since the identity token names no workspace.
     */
    async enterWorkspace(scope: Scope, sessionId: string, bodyToken: string, workspaceId: string) {
      let bodyClaims;
      try {
        bodyClaims = await tokens.verify(bodyToken);
      } catch (error) {
        throw new UnauthorisedError(
          error instanceof TokenInvalid && error.reason === 'expired'
            ? MESSAGES.workspaceSessionExpired
            : MESSAGES.redirectedTokenProblems,
        );
      }
      if (bodyClaims.sid !== sessionId) throw new UnauthorisedError(MESSAGES.redirectedTokenProblems);
      const user = await currentUser(scope.userId);
      // While impersonating, renewal keeps acting as the other person, and only in that workspace.
      const impersonation = await impersonationOf(db, sessionId);
      if (impersonation && impersonation.workspaceId !== workspaceId) {
        throw new ForbiddenError(WORKSPACE_CHANGE_DISABLED);
      }
      const claims = impersonation
        ? await impersonatedClaims(db, user, sessionId, impersonation)
        : await workspaceClaims(db, user, sessionId, workspaceId);
      return {
        tokenSet: { token: await tokens.signSecondStage(claims, ttl), expiresIn: ttl },
        place: { customerId: claims.customerId, workspaceId: claims.workspaceId },
      };
    },

    /** The person's workspaces and customer roles: their own, or anyone's for a superadmin. */
    async workspacesOf(scope: Scope, userId: string) {
      if (userId !== scope.userId && !scope.actor.isSuperadmin) throw new ForbiddenError();
      const [rows, customerRoles] = await Promise.all([
        workspacesOfUser(db, userId),
        customerRolesByCustomer(db, userId),
      ]);
      return { data: rows.map((row) => ({ ...row, roles: row.roles as ProfileRole[] })), customerRoles };
    },

    jwks: () => ({ keys: [keys.publicJwk] }),
  };
}

export type WorkspaceTokenService = ReturnType<typeof workspaceTokenService>;
