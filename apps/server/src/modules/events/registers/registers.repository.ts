import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EventOutcome, SummaryCompletion } from '@campus/contracts';
import type { Queryable } from '../../../db/client.js';
import {
  eventBookings,
  eventCompletions,
  eventRegisterEntries,
  eventRegisters,
  eventSessionItems,
  eventSessions,
  eventSummaries,
  eventSummaryEntries,
  eventTrainerFeedback,
  events,
  users,
} from '../../../db/schema/index.js';
import type { InWorkspaceScope, SystemScope, WorkspaceScope } from '../../../lib/scope.js';
import type { EventRow, EventSessionRow } from '../events.repository.js';

/**
 * All SQL of registers, summaries, completions and trainer feedback (docs/events.md "Registers,
 * summaries and completion"). Every function takes the scope it works in: the caller's
 * WorkspaceScope (or, for automatic completion, the job's JobScope in the session's workspace) and
 * filters on its workspace, or on its customer where the table names only that; those below a
 * session also take the session the caller reached through `findReachedSession` (`Reached`).
 */

export type Reached = { session: EventSessionRow; event: EventRow };
export type ItemRow = typeof eventSessionItems.$inferSelect;
export type RegisterRow = typeof eventRegisters.$inferSelect;
export type RegisterEntryRow = typeof eventRegisterEntries.$inferSelect;
export type SummaryRow = typeof eventSummaries.$inferSelect;
export type SummaryEntryRow = typeof eventSummaryEntries.$inferSelect;
export type FeedbackRow = typeof eventTrainerFeedback.$inferSelect;

const inWorkspaceOf = (scope: WorkspaceScope): SQL =>
  and(eq(events.customerId, scope.customerId), eq(events.workspaceId, scope.workspaceId)) as SQL;

/** A session of the caller's workspace, with its event; `lock` holds the session row (the booking lock, decision 0028). */
export async function findReachedSession(
  db: Queryable,
  scope: WorkspaceScope,
  sessionId: string,
  lock = false,
): Promise<Reached | undefined> {
  const query = db
    .select({ session: eventSessions, event: events })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(inWorkspaceOf(scope), eq(eventSessions.id, sessionId)));
  const [row] = lock ? await query.for('update', { of: eventSessions }) : await query;
  return row;
}

/** The dates (occurrence items) among `itemIds` of sessions of the caller's workspace, with their session and event. */
export async function reachedItems(db: Queryable, scope: WorkspaceScope, itemIds: readonly string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ item: eventSessionItems, session: eventSessions, event: events })
    .from(eventSessionItems)
    .innerJoin(eventSessions, eq(eventSessions.id, eventSessionItems.sessionId))
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(inWorkspaceOf(scope), inArray(eventSessionItems.id, [...new Set(itemIds)])));
}

/** The reached session's dates, in order. */
export function itemsOfSession(db: Queryable, scope: InWorkspaceScope, reached: Reached): Promise<ItemRow[]> {
  return db
    .select()
    .from(eventSessionItems)
    .where(and(eq(eventSessionItems.customerId, scope.customerId), eq(eventSessionItems.sessionId, reached.session.id)))
    .orderBy(asc(eventSessionItems.position), asc(eventSessionItems.datetimeStart), asc(eventSessionItems.id));
}

/** The learners booked on the reached session (status booked), by last and first name. */
export function bookedLearners(db: Queryable, scope: InWorkspaceScope, reached: Reached) {
  return db
    .select({
      booking: eventBookings,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(eventBookings)
    .innerJoin(users, eq(users.id, eventBookings.learnerId))
    .where(
      and(
        eq(eventBookings.workspaceId, scope.workspaceId),
        eq(eventBookings.sessionId, reached.session.id),
        eq(eventBookings.status, 'booked'),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(eventBookings.learnerId));
}
export type BookedLearner = Awaited<ReturnType<typeof bookedLearners>>[number];

// --- Registers

/** The reached session's registers (those made so far) and every entry in them. */
export async function registersOfSession(db: Queryable, scope: InWorkspaceScope, reached: Reached) {
  const registers = await db
    .select()
    .from(eventRegisters)
    .where(and(eq(eventRegisters.customerId, scope.customerId), eq(eventRegisters.sessionId, reached.session.id)));
  const entries =
    registers.length === 0
      ? []
      : await db
          .select()
          .from(eventRegisterEntries)
          .where(
            inArray(
              eventRegisterEntries.registerId,
              registers.map((register) => register.id),
            ),
          );
  return { registers, entries };
}

/**
 * Makes the registers of the reached session's dates that do not exist yet and holds them all
 * (`FOR UPDATE`) until the transaction ends: saves and commits of one register run one after the
 * other, so each sees the versions the one before it wrote.
 */
export async function lockRegisters(
  tx: Queryable,
  scope: InWorkspaceScope,
  reached: Reached,
  itemIds: readonly string[],
) {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return [];
  await tx
    .insert(eventRegisters)
    .values(ids.map((id) => ({ id, customerId: scope.customerId, sessionId: reached.session.id })))
    .onConflictDoNothing();
  return tx
    .select()
    .from(eventRegisters)
    .where(
      and(
        eq(eventRegisters.customerId, scope.customerId),
        eq(eventRegisters.sessionId, reached.session.id),
        inArray(eventRegisters.id, ids),
      ),
    )
    .orderBy(asc(eventRegisters.id))
    .for('update');
}

/** One entry's change: the fields sent (undefined keeps the stored value) and the version read. */
export interface EntryChange {
  registerId: string;
  learnerId: string;
  version: number;
  attendance?: boolean | null;
  absenceReason?: string | null;
  absenceReasonValid?: boolean | null;
  notes?: string | null;
}

/** Whether a field was sent (a value, null included), so the save replaces the stored one. */
const sent = (value: unknown) => value !== undefined;
const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/** The rows an `execute` answered, whichever driver ran it. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const ENTRY_COLUMNS = sql.raw(
  'id, customer_id as "customerId", register_id as "registerId", learner_id as "learnerId", attendance, ' +
    'absence_reason as "absenceReason", absence_reason_valid as "absenceReasonValid", notes, version, ' +
    'updated_by as "updatedBy", created_at as "createdAt", updated_at as "updatedAt"',
);
type RawDates<T> = Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: Date | string; updatedAt: Date | string };
const withDates = <T extends { createdAt: Date; updatedAt: Date }>(row: RawDates<T>): T =>
  ({ ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) }) as T;

/**
 * Saves register entries of locked registers (`lockRegisters`) in two statements, the rows passed
 * as one JSON value (a 200-learner register is one parameter, not 2 000): new entries (version 0
 * read) are inserted unless someone made them meanwhile; others are updated only where the stored
 * version is still the one read, and their version goes up. Returns the rows written; a change
 * missing from them was stale.
 */
export async function saveRegisterEntries(
  tx: Queryable,
  scope: WorkspaceScope,
  changes: readonly EntryChange[],
): Promise<RegisterEntryRow[]> {
  const userId = scope.userId;
  const fresh = changes.filter((change) => change.version === 0);
  const known = changes.filter((change) => change.version > 0);
  const written: RegisterEntryRow[] = [];
  if (fresh.length > 0) {
    const rows = JSON.stringify(
      fresh.map((change) => ({
        register_id: change.registerId,
        learner_id: change.learnerId,
        attendance: orNull(change.attendance),
        reason: orNull(change.absenceReason),
        valid: orNull(change.absenceReasonValid),
        notes: orNull(change.notes),
      })),
    );
    const result = await tx.execute(sql`
      insert into ${eventRegisterEntries}
        (customer_id, register_id, learner_id, attendance, absence_reason, absence_reason_valid, notes, updated_by)
      select ${scope.customerId}::uuid, v.register_id, v.learner_id, v.attendance, v.reason, v.valid, v.notes, ${userId}::uuid
      from json_to_recordset(${rows}::json)
        as v(register_id uuid, learner_id uuid, attendance boolean, reason text, valid boolean, notes text)
      on conflict (register_id, learner_id) do nothing
      returning ${ENTRY_COLUMNS}`);
    written.push(...rowsOf<RawDates<RegisterEntryRow>>(result).map(withDates));
  }
  if (known.length > 0) {
    const rows = JSON.stringify(
      known.map((change) => ({
        register_id: change.registerId,
        learner_id: change.learnerId,
        version: change.version,
        set_attendance: sent(change.attendance),
        attendance: orNull(change.attendance),
        set_reason: sent(change.absenceReason),
        reason: orNull(change.absenceReason),
        set_valid: sent(change.absenceReasonValid),
        valid: orNull(change.absenceReasonValid),
        set_notes: sent(change.notes),
        notes: orNull(change.notes),
      })),
    );
    const result = await tx.execute(sql`
      update ${eventRegisterEntries} e set
        attendance = case when v.set_attendance then v.attendance else e.attendance end,
        absence_reason = case when v.set_reason then v.reason else e.absence_reason end,
        absence_reason_valid = case when v.set_valid then v.valid else e.absence_reason_valid end,
        notes = case when v.set_notes then v.notes else e.notes end,
        version = e.version + 1,
        updated_by = ${userId}::uuid,
        updated_at = now()
      from json_to_recordset(${rows}::json) as v(register_id uuid, learner_id uuid, version int,
        set_attendance boolean, attendance boolean, set_reason boolean, reason text,
        set_valid boolean, valid boolean, set_notes boolean, notes text)
      where e.customer_id = ${scope.customerId}::uuid and e.register_id = v.register_id
        and e.learner_id = v.learner_id and e.version = v.version
      returning ${sql.raw(
        'e.id, e.customer_id as "customerId", e.register_id as "registerId", e.learner_id as "learnerId", ' +
          'e.attendance, e.absence_reason as "absenceReason", e.absence_reason_valid as "absenceReasonValid", ' +
          'e.notes, e.version, e.updated_by as "updatedBy", e.created_at as "createdAt", e.updated_at as "updatedAt"',
      )}`);
    written.push(...rowsOf<RawDates<RegisterEntryRow>>(result).map(withDates));
  }
  return written;
}

/** A save went into these locked registers: their versions go up. */
export async function touchRegisters(
  tx: Queryable,
  scope: InWorkspaceScope,
  registerIds: readonly string[],
): Promise<void> {
  if (registerIds.length === 0) return;
  await tx
    .update(eventRegisters)
    .set({ version: sql`${eventRegisters.version} + 1` })
    .where(and(eq(eventRegisters.customerId, scope.customerId), inArray(eventRegisters.id, [...new Set(registerIds)])));
}

/** Completes a locked register once: only if it is not completed yet. */
export async function completeRegister(tx: Queryable, scope: WorkspaceScope, register: Pick<RegisterRow, 'id'>) {
  const [row] = await tx
    .update(eventRegisters)
    .set({
      completed: true,
      completedAt: new Date(),
      completedBy: scope.userId,
      version: sql`${eventRegisters.version} + 1`,
    })
    .where(
      and(
        eq(eventRegisters.customerId, scope.customerId),
        eq(eventRegisters.id, register.id),
        eq(eventRegisters.completed, false),
      ),
    )
    .returning();
  return row;
}

// --- Summaries

/** The reached session's summary (if made) and its entries. */
export async function summaryOfSession(db: Queryable, scope: InWorkspaceScope, reached: Reached) {
  const [summary] = await db
    .select()
    .from(eventSummaries)
    .where(and(eq(eventSummaries.customerId, scope.customerId), eq(eventSummaries.id, reached.session.id)));
  const entries = summary
    ? await db
        .select()
        .from(eventSummaryEntries)
        .where(and(eq(eventSummaryEntries.customerId, scope.customerId), eq(eventSummaryEntries.summaryId, summary.id)))
    : [];
  return { summary: summary ?? null, entries };
}

/** Makes the reached session's summary if needed and holds it (`FOR UPDATE`) until the transaction ends. */
export async function lockSummary(tx: Queryable, scope: InWorkspaceScope, reached: Reached): Promise<SummaryRow> {
  await tx
    .insert(eventSummaries)
    .values({ id: reached.session.id, customerId: scope.customerId })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(eventSummaries)
    .where(and(eq(eventSummaries.customerId, scope.customerId), eq(eventSummaries.id, reached.session.id)))
    .for('update');
  if (!row) throw new Error('The summary vanished');
  return row;
}

export interface SummaryChange {
  learnerId: string;
  version: number;
  completion?: SummaryCompletion | null;
  notes?: string | null;
}

/** Saves summary entries of the locked summary, as `saveRegisterEntries` does registers'. */
export async function saveSummaryEntries(
  tx: Queryable,
  scope: WorkspaceScope,
  summary: Pick<SummaryRow, 'id'>,
  changes: readonly SummaryChange[],
): Promise<SummaryEntryRow[]> {
  const userId = scope.userId;
  const fresh = changes.filter((change) => change.version === 0);
  const known = changes.filter((change) => change.version > 0);
  const columns = (prefix: string) =>
    sql.raw(
      [
        'id',
        'customer_id as "customerId"',
        'summary_id as "summaryId"',
        'learner_id as "learnerId"',
        'completion',
        'notes',
        'version',
        'updated_by as "updatedBy"',
        'created_at as "createdAt"',
        'updated_at as "updatedAt"',
      ]
        .map((column) => prefix + column)
        .join(', '),
    );
  const written: SummaryEntryRow[] = [];
  if (fresh.length > 0) {
    const rows = JSON.stringify(
      fresh.map((change) => ({
        learner_id: change.learnerId,
        completion: orNull(change.completion),
        notes: orNull(change.notes),
      })),
    );
    const result = await tx.execute(sql`
      insert into ${eventSummaryEntries} (customer_id, summary_id, learner_id, completion, notes, updated_by)
      select ${scope.customerId}::uuid, ${summary.id}::uuid, v.learner_id, v.completion, v.notes, ${userId}::uuid
      from json_to_recordset(${rows}::json) as v(learner_id uuid, completion text, notes text)
      on conflict (summary_id, learner_id) do nothing
      returning ${columns('')}`);
    written.push(...rowsOf<RawDates<SummaryEntryRow>>(result).map(withDates));
  }
  if (known.length > 0) {
    const rows = JSON.stringify(
      known.map((change) => ({
        learner_id: change.learnerId,
        version: change.version,
        set_completion: sent(change.completion),
        completion: orNull(change.completion),
        set_notes: sent(change.notes),
        notes: orNull(change.notes),
      })),
    );
    const result = await tx.execute(sql`
      update ${eventSummaryEntries} e set
        completion = case when v.set_completion then v.completion else e.completion end,
        notes = case when v.set_notes then v.notes else e.notes end,
        version = e.version + 1,
        updated_by = ${userId}::uuid,
        updated_at = now()
      from json_to_recordset(${rows}::json) as v(learner_id uuid, version int,
        set_completion boolean, completion text, set_notes boolean, notes text)
      where e.customer_id = ${scope.customerId}::uuid and e.summary_id = ${summary.id}::uuid
        and e.learner_id = v.learner_id and e.version = v.version
      returning ${columns('e.')}`);
    written.push(...rowsOf<RawDates<SummaryEntryRow>>(result).map(withDates));
  }
  return written;
}

/** A save went into the locked summary: its version goes up. */
export async function touchSummary(
  tx: Queryable,
  scope: InWorkspaceScope,
  summary: Pick<SummaryRow, 'id'>,
): Promise<void> {
  await tx
    .update(eventSummaries)
    .set({ version: sql`${eventSummaries.version} + 1` })
    .where(and(eq(eventSummaries.customerId, scope.customerId), eq(eventSummaries.id, summary.id)));
}

/** Completes the locked summary once. */
export async function completeSummary(tx: Queryable, scope: WorkspaceScope, summary: Pick<SummaryRow, 'id'>) {
  const [row] = await tx
    .update(eventSummaries)
    .set({
      completed: true,
      completedAt: new Date(),
      completedBy: scope.userId,
      version: sql`${eventSummaries.version} + 1`,
    })
    .where(
      and(
        eq(eventSummaries.customerId, scope.customerId),
        eq(eventSummaries.id, summary.id),
        eq(eventSummaries.completed, false),
      ),
    )
    .returning();
  return row;
}

// --- Outcomes (event_completions)

/**
 * Records the learners' outcomes of the reached session, each once: an outcome already recorded
 * for a booking is never changed (03 §4 "cannot be undone"). Returns those written now.
 */
export async function recordOutcomes(
  tx: Queryable,
  scope: InWorkspaceScope,
  reached: Pick<Reached, 'session'>,
  outcomes: readonly { bookingId: string; learnerId: string; outcome: EventOutcome }[],
  recordedBy: string | null,
) {
  if (outcomes.length === 0) return [];
  return tx
    .insert(eventCompletions)
    .values(
      outcomes.map((outcome) => ({
        customerId: scope.customerId,
        sessionId: reached.session.id,
        bookingId: outcome.bookingId,
        learnerId: outcome.learnerId,
        outcome: outcome.outcome,
        recordedBy,
      })),
    )
    .onConflictDoNothing({ target: eventCompletions.bookingId })
    .returning({ learnerId: eventCompletions.learnerId, outcome: eventCompletions.outcome });
}

/**
 * The outcomes recorded on the sessions (the caller's customer's only), optionally only one
 * learner's, by booking id.
 */
export async function outcomesOf(
  db: Queryable,
  scope: InWorkspaceScope,
  sessionIds: readonly string[],
  learnerId?: string,
): Promise<Map<string, EventOutcome>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: eventCompletions.bookingId, outcome: eventCompletions.outcome })
    .from(eventCompletions)
    .where(
      and(
        eq(eventCompletions.customerId, scope.customerId),
        inArray(eventCompletions.sessionId, [...sessionIds]),
        learnerId ? eq(eventCompletions.learnerId, learnerId) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.bookingId, row.outcome]));
}

/**
 * What is recorded of each of the sessions of the caller's customer:
 * per date, in order (its id, which is its register's, and start), whether its register is
 * completed and how many booked learners it leaves unmarked or absent without a reason; whether the summary is completed and how many it leaves without
 * passed or not passed; whether any outcome is recorded. One query for all the sessions.
 */
export async function recordsOfSessions(db: Queryable, scope: InWorkspaceScope, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return new Map<string, SessionRecordCounts>();
  const ids = sql.join(
    [...new Set(sessionIds)].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const booked = (session: SQL) =>
    sql`select b.learner_id from ${eventBookings} b where b.session_id = ${session} and b.status = 'booked'`;
  const result = await db.execute(sql`
    select s.id as session_id,
      coalesce((select json_agg(json_build_object(
          'id', i.id,
          'start', i.datetime_start,
          'completed', coalesce(r.completed, false),
          'unmarked', (select count(*) from (${booked(sql`i.session_id`)}) l
             where not exists (select 1 from ${eventRegisterEntries} e
               where e.register_id = i.id and e.learner_id = l.learner_id and e.attendance is not null)),
          'absentWithoutReason', (select count(*) from (${booked(sql`i.session_id`)}) l
             join ${eventRegisterEntries} e on e.register_id = i.id and e.learner_id = l.learner_id
             where e.attendance = false and e.absence_reason is null)
        ) order by i.position, i.datetime_start, i.id)
        from ${eventSessionItems} i left join ${eventRegisters} r on r.id = i.id
        where i.session_id = s.id), '[]'::json) as registers,
      coalesce((select su.completed from ${eventSummaries} su where su.id = s.id), false) as summary_completed,
      (select count(*) from (${booked(sql`s.id`)}) l
        where not exists (select 1 from ${eventSummaryEntries} se
          where se.summary_id = s.id and se.learner_id = l.learner_id and se.completion is not null)) as summary_unmarked,
      exists (select 1 from ${eventCompletions} c where c.session_id = s.id) as has_outcomes
    from ${eventSessions} s
    where s.customer_id = ${scope.customerId}::uuid and s.id in (${ids})`);
  type RawRegister = {
    id: string;
    start: string;
    completed: boolean;
    unmarked: number | string;
    absentWithoutReason: number | string;
  };
  const rows = rowsOf<{
    session_id: string;
    registers: RawRegister[] | string;
    summary_completed: boolean;
    summary_unmarked: number | string;
    has_outcomes: boolean;
  }>(result);
  return new Map(
    rows.map((row) => {
      const registers = typeof row.registers === 'string' ? JSON.parse(row.registers) : row.registers;
      return [
        row.session_id,
        {
          registers: (registers as RawRegister[]).map((register) => ({
            id: register.id,
            start: new Date(register.start),
            completed: register.completed,
            unmarked: Number(register.unmarked),
            absentWithoutReason: Number(register.absentWithoutReason),
          })),
          summaryCompleted: row.summary_completed,
          summaryUnmarked: Number(row.summary_unmarked),
          hasOutcomes: row.has_outcomes,
        },
      ];
    }),
  );
}
export interface SessionRecordCounts {
  /** One per date, in order; `id` is the date's and its register's. */
  registers: { id: string; start: Date; completed: boolean; unmarked: number; absentWithoutReason: number }[];
  summaryCompleted: boolean;
  summaryUnmarked: number;
  hasOutcomes: boolean;
}

/**
 * Automatic completion (03 §4 "automatic: everyone booked completes at session end"), a sweep the
 * session-statuses job runs for the system over every workspace: learners booked on sessions of
 * automatic events that ended in the last `days` days and have no outcome yet, at most `limit`.
 */
export async function automaticCompletionsDue(
  db: Queryable,
  _system: SystemScope,
  now: Date,
  days: number,
  limit: number,
) {
  const since = new Date(now.getTime() - days * 86_400_000);
  return db
    .select({ booking: eventBookings, session: eventSessions, event: events })
    .from(eventBookings)
    .innerJoin(eventSessions, eq(eventSessions.id, eventBookings.sessionId))
    .innerJoin(events, eq(events.id, eventBookings.eventId))
    .where(
      and(
        eq(eventBookings.status, 'booked'),
        inArray(eventSessions.status, ['upcoming', 'in_progress', 'ended']),
        sql`${eventSessions.toDate} <= ${now}`,
        sql`${eventSessions.toDate} > ${since}`,
        sql`coalesce(${events.completionSettings} ->> 'completionType', 'automatic') = 'automatic'`,
        sql`not exists (select 1 from ${eventCompletions} c where c.booking_id = ${eventBookings.id})`,
      ),
    )
    .orderBy(asc(eventSessions.toDate), asc(eventBookings.id))
    .limit(limit);
}

// --- Trainer feedback

/** The reached session's feedback, by date then trainer, with the trainers' names. */
export function feedbackOfSession(db: Queryable, scope: InWorkspaceScope, reached: Reached) {
  return db
    .select({ feedback: eventTrainerFeedback, firstName: users.firstName, lastName: users.lastName })
    .from(eventTrainerFeedback)
    .innerJoin(users, eq(users.id, eventTrainerFeedback.trainerId))
    .innerJoin(eventSessionItems, eq(eventSessionItems.id, eventTrainerFeedback.occurrenceItemId))
    .where(
      and(
        eq(eventTrainerFeedback.customerId, scope.customerId),
        eq(eventTrainerFeedback.sessionId, reached.session.id),
      ),
    )
    .orderBy(asc(eventSessionItems.position), asc(users.lastName), asc(eventTrainerFeedback.id));
}

/** Which dates of the sessions (of the caller's customer) the trainer has given feedback on. */
export async function feedbackGivenBy(
  db: Queryable,
  scope: InWorkspaceScope,
  trainerId: string,
  sessionIds: readonly string[],
) {
  if (sessionIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ itemId: eventTrainerFeedback.occurrenceItemId })
    .from(eventTrainerFeedback)
    .where(
      and(
        eq(eventTrainerFeedback.customerId, scope.customerId),
        eq(eventTrainerFeedback.trainerId, trainerId),
        inArray(eventTrainerFeedback.sessionId, [...sessionIds]),
      ),
    );
  return new Set(rows.map((row) => row.itemId));
}

/** The dates of the sessions (of the caller's customer) with their trainers. */
export function itemsOfSessions(db: Queryable, scope: InWorkspaceScope, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: eventSessionItems.id,
      sessionId: eventSessionItems.sessionId,
      trainerIds: eventSessionItems.trainerIds,
    })
    .from(eventSessionItems)
    .where(
      and(eq(eventSessionItems.customerId, scope.customerId), inArray(eventSessionItems.sessionId, [...sessionIds])),
    );
}

/** The caller's feedback on a date of a session it reached, unless given already (then undefined). */
export async function insertFeedback(
  tx: Queryable,
  scope: WorkspaceScope,
  reached: Pick<Reached, 'session'>,
  itemId: string,
  feedback: string,
): Promise<FeedbackRow | undefined> {
  const [row] = await tx
    .insert(eventTrainerFeedback)
    .values({
      customerId: scope.customerId,
      sessionId: reached.session.id,
      occurrenceItemId: itemId,
      trainerId: scope.userId,
      feedback,
      createdBy: scope.userId,
    })
    .onConflictDoNothing({ target: [eventTrainerFeedback.occurrenceItemId, eventTrainerFeedback.trainerId] })
    .returning();
  return row;
}

/** Changes the caller's own feedback on a date; undefined when they have given none. */
export async function updateFeedback(
  tx: Queryable,
  scope: WorkspaceScope,
  itemId: string,
  feedback: string,
): Promise<FeedbackRow | undefined> {
  const [row] = await tx
    .update(eventTrainerFeedback)
    .set({ feedback })
    .where(
      and(
        eq(eventTrainerFeedback.occurrenceItemId, itemId),
        eq(eventTrainerFeedback.trainerId, scope.userId),
        eq(eventTrainerFeedback.customerId, scope.customerId),
      ),
    )
    .returning();
  return row;
}

/**
 * People by id, named (who completed a register or summary, who last saved an entry, whose feedback).
 * @unscoped global names from the people's accounts (users), a table of no tenant
 */
export async function namesOf(db: Queryable, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, { id: string; firstName: string; lastName: string }>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
