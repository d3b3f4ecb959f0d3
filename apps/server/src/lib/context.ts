import type { Actor, SecondStageClaims, FirstStageClaims } from '@campus/contracts';
import type { AppServices } from '../services/services.js';
import type { Scope } from './scope.js';

/** What a request knows about its caller, resolved once from the bearer token. */
export interface RequestAuth {
  actor: Actor;
  sessionId: string | null;
  firstStage: FirstStageClaims | null;
  secondStage: SecondStageClaims | null;
  /** Why a presented token was refused, shown if the route needed it. */
  failure: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
  interface FastifyRequest {
    auth: RequestAuth;
    /** The caller's tenant scope, from `auth` (lib/scope.ts): what repositories and policies take. */
    scope: Scope;
    correlationId: string;
    /** Who a sign-in was for, so the audit trail names them before they hold a token. */
    auditUserId: string | null;
    /** Where the request acted when its token names no workspace (entering one), for the trail. */
    auditPlace: { customerId: string | null; workspaceId: string | null } | null;
  }
}
