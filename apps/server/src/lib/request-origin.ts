import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * What a use case needs of the request beyond its scope: where it came from (sign-in throttles,
 * sessions), its logger, and a way to name whom an attempt was for before the caller holds a
 * token (a failed sign-in belongs in the activity log of the account tried).
 */
export interface RequestOrigin {
  ip: string;
  userAgent: string | undefined;
  log: FastifyBaseLogger;
  /** Names the person the audit trail attributes the request to (`request.auditUserId`). */
  attributeTo(userId: string | null): void;
}

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  log: request.log,
  attributeTo: (userId) => {
    request.auditUserId = userId;
  },
});
