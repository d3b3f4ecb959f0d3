import { EVENT_DEFAULTS, registerBulkBodySchema } from '@campus/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle, Queryable } from '../db/client.js';
import { eventBookings, events, eventSessionItems, eventSessions } from '../db/schema/index.js';
import type { Scope } from '../lib/scope.js';
import { courseProgress } from '../modules/enrolments/index.js';
import { registersService } from '../modules/events/registers/registers.service.js';

/**
 * Issue 26's bench case: a 200-learner register loaded and saved (every row, with the versions just
 * read, as "mark everyone present" sends it), by the app and by the baseline (the same service
 * called from a bare Fastify route, docs/performance.md). Rounds run one after the other: a save
 * names the versions its load read, so two at once would refuse each other's rows.
 */

export const REGISTER_LEARNERS = 200;
const DAY = 24 * 60 * 60 * 1000;

export interface RegisterBench {
  eventId: string;
  sessionId: string;
  itemId: string;
  learners: number;
}

/** An attendance event whose one-date session ended yesterday, with the learners booked on it. */
export async function generateRegisterBench(
  db: Queryable,
  tenant: { customerId: string; workspaceId: string },
  coordinatorId: string,
  learnerIds: readonly string[],
): Promise<RegisterBench> {
  const [event] = await db
    .insert(events)
    .values({
      ...tenant,
      name: 'Register bench',
      status: 'active',
      occurrenceSettings: EVENT_DEFAULTS.occurrenceSettings,
      bookingSettings: { ...EVENT_DEFAULTS.bookingSettings, allowNoEnrolments: true, maxBookingLimit: 999_999 },
      cancellationSettings: EVENT_DEFAULTS.cancellationSettings,
      completionSettings: { ...EVENT_DEFAULTS.completionSettings, completionType: 'attendance' },
      costsSettings: EVENT_DEFAULTS.costsSettings,
      coordinatorIds: [coordinatorId],
    })
    .returning();
  const start = new Date(Date.now() - DAY);
  const end = new Date(start.getTime() + 3 * 60 * 60 * 1000);
  const [session] = await db
    .insert(eventSessions)
    .values({
      customerId: tenant.customerId,
      eventId: event!.id,
      status: 'ended',
      fromDate: start,
      toDate: end,
      maxBookingLimit: 999_999,
      coordinatorIds: [coordinatorId],
    })
    .returning();
  const [item] = await db
    .insert(eventSessionItems)
    .values({ customerId: tenant.customerId, sessionId: session!.id, datetimeStart: start, datetimeEnd: end })
    .returning();
  await db.insert(eventBookings).values(
    learnerIds.map((learnerId) => ({
      ...tenant,
      eventId: event!.id,
      sessionId: session!.id,
      learnerId,
      status: 'booked' as const,
      createdBy: coordinatorId,
    })),
  );
  return { eventId: event!.id, sessionId: session!.id, itemId: item!.id, learners: learnerIds.length };
}

/** The baseline's register routes: the service the app's routes call, with the coordinator's scope made here. */
export function registerBaselineRoutes(bare: FastifyInstance, database: DatabaseHandle, coordinator: Scope): void {
  const registers = registersService({ database }, courseProgress);
  bare.get('/registers/:sessionId', async (request) =>
    registers.registerList(coordinator, (request.params as { sessionId: string }).sessionId),
  );
  bare.post('/registers', async (request) =>
    registers.saveRegisterRows(coordinator, registerBulkBodySchema.parse(request.body)),
  );
}

export interface RoundTrips {
  rounds: number;
  load: { requestsPerSecond: number; p99: number; errors: number };
  save: { requestsPerSecond: number; p99: number; errors: number };
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

/**
 * `rounds` times: load the register, then save every row of it (present and absent in turn) with
 * the versions read. Times each call; an answer that is not 200 counts as an error.
 */
export async function registerRoundTrips(
  urls: { load: string; save: string },
  headers: Record<string, string>,
  rounds: number,
): Promise<RoundTrips> {
  const loads: number[] = [];
  const saves: number[] = [];
  let loadErrors = 0;
  let saveErrors = 0;
  for (let round = 0; round < rounds; round++) {
    let started = performance.now();
    const loaded = await fetch(urls.load, { headers });
    const body = (await loaded.json()) as {
      data: { id: string; entries: { learnerId: string; version: number }[] }[];
    };
    loads.push(performance.now() - started);
    if (loaded.status !== 200) {
      loadErrors += 1;
      continue;
    }
    const register = body.data[0]!;
    const rows = register.entries.map((entry, index) => ({
      occurrenceItemId: register.id,
      learnerId: entry.learnerId,
      version: entry.version,
      attendance: (index + round) % 10 !== 0,
    }));
    started = performance.now();
    const saved = await fetch(urls.save, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(rows),
    });
    await saved.arrayBuffer();
    saves.push(performance.now() - started);
    if (saved.status !== 200) saveErrors += 1;
  }
  const perSecond = (times: number[]) =>
    (times.length * 1000) /
    Math.max(
      1,
      times.reduce((sum, ms) => sum + ms, 0),
    );
  return {
    rounds,
    load: { requestsPerSecond: perSecond(loads), p99: p99(loads), errors: loadErrors },
    save: { requestsPerSecond: perSecond(saves), p99: p99(saves), errors: saveErrors },
  };
}
