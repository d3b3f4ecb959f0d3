import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { eventSessions, files, venues } from '../../db/schema/index.js';
import type { CustomerScope, InWorkspaceScope } from '../../lib/scope.js';
import type { EventSessionRow } from './events.repository.js';

/** What a flyer (flyers.service.ts) reads beyond the event and its sessions as presented. */

/** The event's sessions still to be held or running (by stored status), by start. */
export function placedSessionsOf(db: Queryable, scope: InWorkspaceScope, eventId: string): Promise<EventSessionRow[]> {
  return db
    .select()
    .from(eventSessions)
    .where(
      and(
        eq(eventSessions.customerId, scope.customerId),
        eq(eventSessions.eventId, eventId),
        inArray(eventSessions.status, ['upcoming', 'in_progress']),
      ),
    )
    .orderBy(asc(eventSessions.fromDate), asc(eventSessions.id));
}

/** The venue's first image file, of the caller's customer (its key, type and state), or null. */
export async function venueFirstImage(db: Queryable, scope: CustomerScope, venueId: string) {
  const { customerId } = scope;
  const [venue] = await db
    .select({ fileIds: venues.fileIds })
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.customerId, customerId)));
  const fileId = venue?.fileIds[0];
  if (!fileId) return null;
  const [file] = await db
    .select({ storageKey: files.storageKey, mimeType: files.mimeType, status: files.status })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.customerId, customerId)));
  return file ?? null;
}
