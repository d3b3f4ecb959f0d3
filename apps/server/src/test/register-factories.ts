import { eq, sql } from 'drizzle-orm';
import { EVENT_DEFAULTS } from '@campus/contracts';
import type { Queryable } from '../db/client.js';
import { eventBookings, eventSessionItems, eventSessions, eventTrainerFeedback, events } from '../db/schema/index.js';
import { createLearners } from './classroom-factories.js';
import { unique, type Workspace } from './factories.js';

/**
 * Test support for registers and summaries (not a test): an event with the completion settings a
 * test needs and a session of one or more dates with learners booked, made straight in the tables
 * (quick, and a session may lie in the past), and the move that makes a session end.
 */

type CompletionSettings = Partial<typeof EVENT_DEFAULTS.completionSettings>;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface RegisterSessionOptions {
  completion?: CompletionSettings;
  enableTrainers?: boolean;
  /** Dates of the session (one by default); each two hours long, a day apart. */
  dates?: number;
  /** Days from now to the first date: negative for a session that has ended. */
  startsInDays?: number;
  learners?: number;
  coordinatorIds?: string[];
  trainerIds?: string[];
  courseIds?: string[];
  /** Learners already made (with profiles in the workspace) to book as well. */
  alsoBook?: string[];
}

/** An active event with a session (upcoming, or ended when it starts in the past) and learners booked. */
export async function createRegisterSession(
  db: Queryable,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  options: RegisterSessionOptions = {},
) {
  const dates = options.dates ?? 1;
  const first = Date.now() + (options.startsInDays ?? 5) * DAY + Math.floor(Math.random() * HOUR);
  const [event] = await db
    .insert(events)
    .values({
      customerId: workspace.customerId,
      workspaceId: workspace.id,
      name: unique('Register event'),
      status: 'active',
      occurrenceSettings: { ...EVENT_DEFAULTS.occurrenceSettings, enableTrainers: options.enableTrainers ?? false },
      bookingSettings: { ...EVENT_DEFAULTS.bookingSettings, allowNoEnrolments: true, maxBookingLimit: 300 },
      completionSettings: { ...EVENT_DEFAULTS.completionSettings, ...options.completion },
      coordinatorIds: options.coordinatorIds ?? [],
      courseIds: options.courseIds ?? [],
    })
    .returning();
  const starts = Array.from({ length: dates }, (_, k) => new Date(first + k * DAY));
  const [session] = await db
    .insert(eventSessions)
    .values({
      customerId: workspace.customerId,
      eventId: event!.id,
      status: options.startsInDays !== undefined && options.startsInDays < 0 ? 'ended' : 'upcoming',
      enableTrainers: options.enableTrainers ?? false,
      maxBookingLimit: 300,
      fromDate: starts[0]!,
      toDate: new Date(starts[dates - 1]!.getTime() + 2 * HOUR),
      coordinatorIds: options.coordinatorIds ?? [],
      trainerIds: options.trainerIds ?? [],
    })
    .returning();
  const items = await db
    .insert(eventSessionItems)
    .values(
      starts.map((start, position) => ({
        customerId: workspace.customerId,
        sessionId: session!.id,
        datetimeStart: start,
        datetimeEnd: new Date(start.getTime() + 2 * HOUR),
        trainerIds: options.trainerIds ?? [],
        position,
      })),
    )
    .returning();
  const made = (options.learners ?? 2) > 0 ? await createLearners(db, workspace, options.learners ?? 2) : [];
  const learnerIds = [...made.map((learner) => learner.id), ...(options.alsoBook ?? [])];
  const bookings =
    learnerIds.length === 0
      ? []
      : await db
          .insert(eventBookings)
          .values(
            learnerIds.map((learnerId, k) => ({
              customerId: workspace.customerId,
              workspaceId: workspace.id,
              eventId: event!.id,
              sessionId: session!.id,
              learnerId,
              status: 'booked' as const,
              form: k === 0 ? [{ fieldId: 'diet', value: 'Vegan', other: null }] : [],
            })),
          )
          .returning();
  return { event: event!, session: session!, items, learnerIds, bookings };
}

/** Moves the session (and each of its dates by as much) so that it ended `hoursAgo` hours ago. */
export async function endSession(db: Queryable, session: { id: string; toDate: Date }, hoursAgo = 1) {
  const shift = Date.now() - hoursAgo * HOUR - session.toDate.getTime();
  const by = sql`make_interval(secs => ${shift / 1000})`;
  await db
    .update(eventSessionItems)
    .set({
      datetimeStart: sql`${eventSessionItems.datetimeStart} + ${by}`,
      datetimeEnd: sql`${eventSessionItems.datetimeEnd} + ${by}`,
    })
    .where(eq(eventSessionItems.sessionId, session.id));
  await db
    .update(eventSessions)
    .set({
      fromDate: sql`${eventSessions.fromDate} + ${by}`,
      toDate: sql`${eventSessions.toDate} + ${by}`,
      status: 'ended',
    })
    .where(eq(eventSessions.id, session.id));
}

/** A trainer's feedback on a date of a session (as POST /feedback/trainer records it). */
export async function createTrainerFeedback(
  db: Queryable,
  target: { session: { id: string; customerId: string }; itemId: string; trainerId: string },
  feedback = 'First words.',
) {
  const [row] = await db
    .insert(eventTrainerFeedback)
    .values({
      customerId: target.session.customerId,
      sessionId: target.session.id,
      occurrenceItemId: target.itemId,
      trainerId: target.trainerId,
      feedback,
      createdBy: target.trainerId,
    })
    .returning();
  return row!;
}
