import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema/index.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** "/api/classroom/events/:id" -> "classroom.events" */
function entityFromUrl(url: string): string {
  return url
    .replace(/^\/api\//, '')
    .split('/')
    .filter((part) => part && !part.startsWith(':') && !/^v\d+$/.test(part))
    .slice(0, 3)
    .join('.');
}

/** The id of a record the response created, when the body is JSON with a top-level id. */
function createdId(reply: FastifyReply, payload: unknown): string | null {
  if (reply.statusCode >= 300 || typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(payload) as { id?: unknown; fileId?: unknown };
    const id = parsed.id ?? parsed.fileId;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** The acted-on id when the body names it (e.g. `{ userId }`). */
function bodyId(body: unknown, field: string): string | null {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : null;
}

/**
 * Records every mutating API request: who (and who was impersonating), when, where, what and
 * the outcome. Written before the response is released, so whoever sees the response can
 * already read its audit record.
 */
export const auditPlugin = fp(async (app) => {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    if (!MUTATING.has(request.method) || !url?.startsWith('/api/')) return payload;
    const audit = request.routeOptions.config?.audit;
    // A 503 refused the request before it did anything (decision 0015); recording each one would
    // turn a storm of refusals into a storm of database writes.
    if (audit === false || reply.statusCode === 503) return payload;
    const params = (request.params ?? {}) as Record<string, string>;
    const idParam = audit?.idParam ?? 'id';
    const claims = request.auth?.secondStage;
    try {
      await app.services.database.db.insert(auditLog).values({
        userId: request.auth?.actor.userId ?? request.auditUserId ?? null,
        impersonatorId: claims?.originUser?.id ?? null,
        customerId: claims?.customerId ?? null,
        workspaceId: claims?.workspaceId ?? null,
        action: `${request.method} ${url}`,
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        entity: audit?.entity ?? entityFromUrl(url),
        entityId: params[idParam] ?? bodyId(request.body, idParam) ?? createdId(reply, payload),
        outcome: reply.statusCode < 400 ? 'success' : 'failure',
        statusCode: reply.statusCode,
        correlationId: request.correlationId,
        ip: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, 'Could not write the audit record');
    }
    return payload;
  });
});
