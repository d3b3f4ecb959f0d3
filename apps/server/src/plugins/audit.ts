import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { insertAuditRecord, type AuditRecord } from './audit.repository.js';
import { storableText } from '../lib/valid-text.js';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Long enough for any path or id we make; what a client sends beyond it is not worth keeping. */
const MAX_TEXT = 1000;

/**
 * Values reach the trail from the request as the client sent it (even one the edge refused:
 * refusals are recorded too), so each is made storable: text without NUL and other invalid
 * characters and no longer than MAX_TEXT, ids in uuid columns only when they are uuids.
 */
const text = (value: string): string => storableText(value, MAX_TEXT);
const optionalText = (value: string | null | undefined): string | null =>
  typeof value === 'string' ? text(value) : null;
const uuid = (value: string | null | undefined): string | null =>
  typeof value === 'string' && UUID.test(value) ? value : null;

function auditRecord(request: FastifyRequest, reply: FastifyReply, payload: unknown): AuditRecord {
  const url = request.routeOptions.url ?? '';
  const audit = request.routeOptions.config?.audit || undefined;
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const idParam = audit?.idParam ?? 'id';
  const claims = request.auth?.secondStage;
  return {
    userId: uuid(request.auth?.actor.userId ?? request.auditUserId),
    impersonatorId: uuid(claims?.originUser?.id),
    customerId: uuid(claims?.customerId ?? request.auditPlace?.customerId),
    workspaceId: uuid(claims?.workspaceId ?? request.auditPlace?.workspaceId),
    action: text(`${request.method} ${url}`),
    method: text(request.method),
    path: text(request.url.split('?')[0] ?? request.url),
    entity: optionalText(audit?.entity ?? entityFromUrl(url)),
    entityId: optionalText(params[idParam] ?? bodyId(request.body, idParam) ?? createdId(reply, payload)),
    outcome: reply.statusCode < 400 ? 'success' : 'failure',
    statusCode: reply.statusCode,
    correlationId: optionalText(request.correlationId),
    ip: optionalText(request.ip),
  };
}

/**
 * Records every mutating API request: who (and who was impersonating), when, where, what and
 * the outcome. Written before the response is released, so whoever sees the response can
 * already read its audit record. The hook is added only to routes that take a mutating method,
 * so reads do not pass through it.
 */
export const auditPlugin = fp(async (app) => {
  async function recordAudit(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (!MUTATING.has(request.method)) return payload;
    const audit = request.routeOptions.config?.audit;
    // A 503 refused the request before it did anything (decision 0015); recording each one would
    // turn a storm of refusals into a storm of database writes.
    if (audit === false || reply.statusCode === 503) return payload;
    try {
      await insertAuditRecord(app.services.database.db, auditRecord(request, reply, payload));
    } catch (error) {
      // The response stands either way: a record that cannot be written is logged, never a 500.
      request.log.error({ err: error }, 'Could not write the audit record');
    }
    return payload;
  }

  app.addHook('onRoute', (route) => {
    if (!route.url?.startsWith('/api/') || ![route.method].flat().some((method) => MUTATING.has(method))) return;
    route.onSend = [...[route.onSend ?? []].flat(), recordAudit];
  });
});
