import fp from 'fastify-plugin';
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

/**
 * Records every mutating API request: who (and who was impersonating), when, where, what and
 * the outcome. Ids of created records are taken from the response body.
 */
export const auditPlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!MUTATING.has(request.method) || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    if (!payload.startsWith('{')) return payload;
    try {
      const parsed = JSON.parse(payload) as { id?: unknown };
      if (typeof parsed.id === 'string') request.auditEntityId = parsed.id;
    } catch {
      // Not JSON: nothing to take.
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url;
    if (!MUTATING.has(request.method) || !url?.startsWith('/api/')) return;
    const audit = request.routeOptions.config?.audit;
    if (audit === false) return;
    const params = (request.params ?? {}) as Record<string, string>;
    const idParam = audit?.idParam ?? 'id';
    const claims = request.auth?.secondStage;
    try {
      await app.services.database.db.insert(auditLog).values({
        userId: request.auth?.actor.userId ?? null,
        impersonatorId: claims?.originUser?.id ?? null,
        customerId: claims?.customerId ?? null,
        workspaceId: claims?.workspaceId ?? null,
        action: `${request.method} ${url}`,
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        entity: audit?.entity ?? entityFromUrl(url),
        entityId: params[idParam] ?? request.auditEntityId ?? null,
        outcome: reply.statusCode < 400 ? 'success' : 'failure',
        statusCode: reply.statusCode,
        correlationId: request.correlationId,
        ip: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, 'Could not write the audit record');
    }
  });
});
