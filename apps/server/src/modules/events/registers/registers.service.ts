import type { z } from 'zod';
import {
  REGISTER_MESSAGES,
  REGISTER_REFUSALS,
  type EventOutcome,
  type FieldError,
  type Register,
  type RegisterEntryValues,
  type RegisterSettings,
  type SessionStatus,
  type Summary,
  type SummaryEntryValues,
  type TrainerFeedback,
  type registerBulkBodySchema,
  type summaryBulkBodySchema,
  type trainerFeedbackBodySchema,
} from '@campus/contracts';
import type { Queryable } from '../../../db/client.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { inWorkspace, type Scope, type WorkspaceScope } from '../../../lib/scope.js';
import type { AppServices } from '../../../services/services.js';
import { sessionStatusAt } from '../events.policy.js';
import { localParts, settingsOf } from '../present.js';
import { shownStatus } from './completion.js';
import type { CourseProgress } from './course-progress.js';
import { settleOutcomes } from './outcomes.js';
import {
  attendanceOutcome,
  isOpen,
  mayEditRegisters,
  mayEditSummary,
  mayGiveTrainerFeedback,
  mayReadSessionRecords,
  recordActions,
  registerFilled,
  registersEnabled,
  summaryEnabled,
  summaryFilled,
  trainerFeedbackRequired,
} from './registers.policy.js';
import {
  bookedLearners,
  completeRegister,
  completeSummary,
  feedbackOfSession,
  findReachedSession,
  insertFeedback,
  itemsOfSession,
  lockRegisters,
  lockSummary,
  namesOf,
  outcomesOf,
  reachedItems,
  registersOfSession,
  saveRegisterEntries,
  saveSummaryEntries,
  summaryOfSession,
  touchRegisters,
  touchSummary,
  updateFeedback,
  type BookedLearner,
  type EntryChange,
  type FeedbackRow,
  type ItemRow,
  type Reached,
  type RegisterEntryRow,
  type RegisterRow,
  type SummaryEntryRow,
  type SummaryRow,
} from './registers.repository.js';

type RegisterRows = z.output<typeof registerBulkBodySchema>;
type SummaryRows = z.output<typeof summaryBulkBodySchema>;
type FeedbackBody = z.output<typeof trainerFeedbackBodySchema>;
type Person = { id: string; firstName: string; lastName: string };

/** A refusal under the spec's title, saying why (docs/events.md "Refusals"). */
const refuse = (title: string, reason: string, status: 403 | 409 = 409): AppError =>
  (status === 403 ? new ForbiddenError(title) : new ConflictError(title)).because(reason);

/** 409 naming the rows someone else saved first; the others were saved (decision 0047). */
function staleRowsError(title: string, indexes: readonly number[]): AppError {
  const fields: FieldError[] = indexes.map((index) => ({
    path: `body.${index}`,
    message: REGISTER_REFUSALS.staleRows,
  }));
  const error = new AppError(409, 'stale_rows', title, fields);
  return error.because(REGISTER_REFUSALS.staleRows);
}

const registerSettingsOf = (event: Reached['event']): RegisterSettings => {
  const { completionSettings } = settingsOf(event);
  return {
    completionType: completionSettings.completionType,
    registersEnabled: registersEnabled(completionSettings),
    absenceReasonRequired: completionSettings.absenceReasonRequired,
    absenceReason: completionSettings.absenceReason,
  };
};

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The shown booking status of a booked learner on the session (the one derivation, completion.ts). */
function learnerStatus(reached: Reached, status: SessionStatus, learner: BookedLearner, outcome: EventOutcome | null) {
  const { bookingSettings, completionSettings } = settingsOf(reached.event);
  return shownStatus({
    sessionStatus: status,
    booking: learner.booking,
    waiting: false,
    requiresAcceptance: bookingSettings.requiresAcceptance,
    completionType: completionSettings.completionType,
    outcome,
  });
}

/** Names of the people who last saved entries (`namesOf`), for `updatedBy`. */
type Names = ReadonlyMap<string, Person>;
const savedBy = (row: { updatedBy: string | null } | undefined, names: Names): Person | null =>
  row?.updatedBy ? (names.get(row.updatedBy) ?? null) : null;

const entryValues = (
  itemId: string,
  learnerId: string,
  row: RegisterEntryRow | undefined,
  names: Names,
): RegisterEntryValues => ({
  occurrenceItemId: itemId,
  learnerId,
  attendance: row?.attendance ?? null,
  absenceReason: row?.absenceReason ?? null,
  absenceReasonValid: row?.absenceReasonValid ?? null,
  notes: row?.notes ?? null,
  version: row?.version ?? 0,
  updatedAt: iso(row?.updatedAt),
  updatedBy: savedBy(row, names),
});

const summaryValues = (
  sessionId: string,
  learnerId: string,
  row: SummaryEntryRow | undefined,
  names: Names,
): SummaryEntryValues => ({
  occurrenceId: sessionId,
  learnerId,
  completion: row?.completion ?? null,
  notes: row?.notes ?? null,
  version: row?.version ?? 0,
  updatedAt: iso(row?.updatedAt),
  updatedBy: savedBy(row, names),
});

/** Rows of a bulk save that name one entry twice: a field error on the later one. */
function duplicates(keys: readonly string[]): FieldError[] {
  const seen = new Set<string>();
  return keys.flatMap((key, index) => {
    if (!seen.has(key)) {
      seen.add(key);
      return [];
    }
    return [{ path: `body.${index}`, message: 'The row is not valid: it names an entry already in the list' }];
  });
}

/**
 * Registers, summaries, their commits and trainer feedback (03 §4, §7; docs/events.md
 * "Registers, summaries and completion"; decision 0047). `courseProgress` is told each learner's
 * outcome when a commit records it.
 */
export function registersService({ database }: Pick<AppServices, 'database'>, courseProgress: CourseProgress) {
  const { db } = database;

  /** The session the caller reaches and may read records of: 404 outside, 403 for others than its staff. */
  async function readableSession(workspace: WorkspaceScope, sessionId: string): Promise<Reached> {
    const reached = await findReachedSession(db, workspace, sessionId);
    if (!reached) throw new NotFoundError();
    if (!mayReadSessionRecords(workspace, reached.session))
      throw new ForbiddenError().because(REGISTER_REFUSALS.staffOnly);
    return reached;
  }

  function mayEditRegistersOf(scope: Scope, reached: Reached): boolean {
    const { completionSettings, occurrenceSettings } = settingsOf(reached.event);
    return mayEditRegisters(scope, completionSettings, occurrenceSettings, reached.session);
  }

  function presentRegister(
    reached: Reached,
    status: SessionStatus,
    item: ItemRow,
    register: RegisterRow | undefined,
    entries: readonly RegisterEntryRow[],
    learners: readonly BookedLearner[],
    outcomes: Map<string, EventOutcome>,
    names: Names,
    may: boolean,
  ): Register {
    const { completionSettings } = settingsOf(reached.event);
    const mine = new Map(
      entries.filter((entry) => entry.registerId === item.id).map((entry) => [entry.learnerId, entry]),
    );
    const completed = register?.completed ?? false;
    return {
      id: item.id,
      occurrenceItemId: item.id,
      sessionId: reached.session.id,
      datetimeStart: item.datetimeStart.toISOString(),
      datetimeEnd: item.datetimeEnd.toISOString(),
      timeZone: item.timeZone,
      localDate: localParts(item.datetimeStart, item.timeZone).date,
      completed,
      completedAt: iso(register?.completedAt),
      completedBy: register?.completedBy ? (names.get(register.completedBy) ?? null) : null,
      version: register?.version ?? 0,
      filled: registerFilled(
        learners.map((learner) => mine.get(learner.booking.learnerId)),
        completionSettings,
      ).filled,
      allowedActions: recordActions(may && registersEnabled(completionSettings), completed, status),
      entries: learners.map((learner) => ({
        ...entryValues(item.id, learner.booking.learnerId, mine.get(learner.booking.learnerId), names),
        bookingId: learner.booking.id,
        firstName: learner.firstName,
        lastName: learner.lastName,
        email: learner.email,
        status: learnerStatus(reached, status, learner, outcomes.get(learner.booking.id) ?? null),
        bookingForm: learner.booking.form,
      })),
    };
  }

  /** The session's registers as the caller sees them (`db` or the commit's transaction). */
  async function registersView(q: Queryable, workspace: WorkspaceScope, reached: Reached, now: Date) {
    const scope: Scope = workspace;
    const status = sessionStatusAt(reached.session, now);
    const [items, learners, { registers, entries }, outcomes] = await Promise.all([
      itemsOfSession(q, workspace, reached),
      bookedLearners(q, workspace, reached),
      registersOfSession(q, workspace, reached),
      outcomesOf(q, workspace, [reached.session.id]),
    ]);
    const names = await namesOf(q, [
      ...registers.map((register) => register.completedBy),
      ...entries.map((entry) => entry.updatedBy),
    ]);
    const may = mayEditRegistersOf(scope, reached);
    const byId = new Map(registers.map((register) => [register.id, register]));
    const data = items.map((item) =>
      presentRegister(reached, status, item, byId.get(item.id), entries, learners, outcomes, names, may),
    );
    return {
      data,
      settings: registerSettingsOf(reached.event),
      sessionStatus: status,
      attendanceRegistryCompleted:
        registersEnabled(settingsOf(reached.event).completionSettings) &&
        data.length > 0 &&
        data.every((register) => register.completed),
    };
  }

  async function summaryView(q: Queryable, workspace: WorkspaceScope, reached: Reached, now: Date) {
    const scope: Scope = workspace;
    const status = sessionStatusAt(reached.session, now);
    const [learners, { summary, entries }, outcomes, registers] = await Promise.all([
      bookedLearners(q, workspace, reached),
      summaryOfSession(q, workspace, reached),
      outcomesOf(q, workspace, [reached.session.id]),
      registersView(q, workspace, reached, now),
    ]);
    const names = await namesOf(q, [summary?.completedBy ?? null, ...entries.map((entry) => entry.updatedBy)]);
    const byLearner = new Map(entries.map((entry) => [entry.learnerId, entry]));
    const { completionSettings } = settingsOf(reached.event);
    const completed = summary?.completed ?? false;
    const data: Summary = {
      id: reached.session.id,
      occurrenceId: reached.session.id,
      completed,
      completedAt: iso(summary?.completedAt),
      completedBy: summary?.completedBy ? (names.get(summary.completedBy) ?? null) : null,
      version: summary?.version ?? 0,
      filled: summaryFilled(learners.map((learner) => byLearner.get(learner.booking.learnerId))),
      allowedActions: recordActions(
        mayEditSummary(scope, reached.session) && summaryEnabled(completionSettings),
        completed,
        status,
      ),
      entries: learners.map((learner) => ({
        ...summaryValues(
          reached.session.id,
          learner.booking.learnerId,
          byLearner.get(learner.booking.learnerId),
          names,
        ),
        id: learner.booking.id,
        bookingId: learner.booking.id,
        firstName: learner.firstName,
        lastName: learner.lastName,
        email: learner.email,
        status: learnerStatus(reached, status, learner, outcomes.get(learner.booking.id) ?? null),
      })),
    };
    return {
      data,
      settings: registerSettingsOf(reached.event),
      sessionStatus: status,
      attendanceRegistryCompleted: registers.attendanceRegistryCompleted,
    };
  }

  return {
    /** GET /digital-register-list/{sessionId}: the session's registers, one per date. */
    async registerList(scope: Scope, sessionId: string) {
      const workspace = inWorkspace(scope);
      const reached = await readableSession(workspace, sessionId);
      return registersView(db, workspace, reached, new Date());
    },

    /**
     * POST /digital-register-bulk: saves entries as they are marked. Every row is checked first
     * (its date reached, registers kept, the caller may edit them, the learner booked, the reason
     * offered); then each is saved unless someone else saved it since it was read. Those are
     * refused with a 409 naming them, after the others are saved.
     */
    async saveRegisterRows(scope: Scope, rows: RegisterRows) {
      const workspace = inWorkspace(scope);
      const title = REGISTER_MESSAGES.registerNotCreated;
      const dupes = duplicates(rows.map((row) => `${row.occurrenceItemId} ${row.learnerId}`));
      if (dupes.length > 0) throw new ValidationError(dupes);
      const now = new Date();
      const { saved, stale } = await db.transaction(async (tx) => {
        const found = await reachedItems(
          tx,
          workspace,
          rows.map((row) => row.occurrenceItemId),
        );
        const itemsById = new Map(found.map((row) => [row.item.id, row]));
        if (rows.some((row) => !itemsById.has(row.occurrenceItemId))) throw new NotFoundError();
        const sessions = new Map<string, Reached>();
        for (const { session, event } of found) sessions.set(session.id, { session, event });
        const written: RegisterEntryRow[] = [];
        const fields: FieldError[] = [];
        const changesBySession = new Map<string, { reached: Reached; changes: (EntryChange & { index: number })[] }>();
        for (const reached of sessions.values()) {
          const { completionSettings } = settingsOf(reached.event);
          if (!registersEnabled(completionSettings)) throw refuse(title, REGISTER_REFUSALS.registersOff);
          if (!mayEditRegistersOf(scope, reached)) throw refuse(title, REGISTER_REFUSALS.mayNotEditRegister, 403);
          if (sessionStatusAt(reached.session, now) === 'cancelled')
            throw refuse(title, REGISTER_REFUSALS.sessionCancelled);
          const booked = new Set(
            (await bookedLearners(tx, workspace, reached)).map((learner) => learner.booking.learnerId),
          );
          const offered = completionSettings.absenceReason;
          const changes: (EntryChange & { index: number })[] = [];
          rows.forEach((row, index) => {
            if (itemsById.get(row.occurrenceItemId)?.session.id !== reached.session.id) return;
            if (!booked.has(row.learnerId))
              fields.push({ path: `body.${index}.learnerId`, message: REGISTER_REFUSALS.notBooked });
            if (row.absenceReason && offered.length > 0 && !offered.includes(row.absenceReason))
              fields.push({ path: `body.${index}.absenceReason`, message: REGISTER_REFUSALS.absenceReasonNotOffered });
            // Marking present clears the absence; the reason and its validity belong to an absence.
            const present = row.attendance === true;
            changes.push({
              index,
              registerId: row.occurrenceItemId,
              learnerId: row.learnerId,
              version: row.version,
              attendance: row.attendance,
              absenceReason: present ? null : row.absenceReason === '' ? null : row.absenceReason,
              absenceReasonValid: present ? null : row.absenceReasonValid,
              notes: row.notes,
            });
          });
          changesBySession.set(reached.session.id, { reached, changes });
        }
        if (fields.length > 0) throw new ValidationError(fields, title);
        const staleIndexes: number[] = [];
        for (const { reached, changes } of changesBySession.values()) {
          const registers = await lockRegisters(
            tx,
            workspace,
            reached,
            changes.map((change) => change.registerId),
          );
          if (registers.some((register) => register.completed))
            throw refuse(title, REGISTER_REFUSALS.registerCompleted);
          const rowsWritten = await saveRegisterEntries(tx, workspace, changes);
          const key = (registerId: string, learnerId: string) => `${registerId} ${learnerId}`;
          const done = new Set(rowsWritten.map((row) => key(row.registerId, row.learnerId)));
          staleIndexes.push(
            ...changes.filter((change) => !done.has(key(change.registerId, change.learnerId))).map((c) => c.index),
          );
          await touchRegisters(tx, workspace, [...new Set(rowsWritten.map((row) => row.registerId))]);
          written.push(...rowsWritten);
        }
        return { saved: written, stale: staleIndexes.sort((a, b) => a - b) };
      });
      if (stale.length > 0) throw staleRowsError(title, stale);
      const byKey = new Map(saved.map((row) => [`${row.registerId} ${row.learnerId}`, row]));
      const names = await namesOf(
        db,
        saved.map((row) => row.updatedBy),
      );
      return {
        data: rows.map((row) =>
          entryValues(
            row.occurrenceItemId,
            row.learnerId,
            byKey.get(`${row.occurrenceItemId} ${row.learnerId}`),
            names,
          ),
        ),
      };
    },

    /**
     * POST /occurrence/commit/{sessionId}/attendance/{registerId}: completes one date's register
     * (filled, not completed, session ended; 03 §4). The session's last register to be completed
     * sets completion for every learner booked (attendance: present on every date), once.
     */
    async commitAttendance(scope: Scope, sessionId: string, registerId: string) {
      const workspace = inWorkspace(scope);
      const title = REGISTER_MESSAGES.registerNotCompleted;
      const now = new Date();
      return db.transaction(async (tx) => {
        const reached = await findReachedSession(tx, workspace, sessionId, true);
        if (!reached) throw new NotFoundError();
        const items = await itemsOfSession(tx, workspace, reached);
        if (!items.some((item) => item.id === registerId)) throw new NotFoundError();
        const { completionSettings } = settingsOf(reached.event);
        if (!registersEnabled(completionSettings)) throw refuse(title, REGISTER_REFUSALS.registersOff);
        if (!mayEditRegistersOf(scope, reached)) throw refuse(title, REGISTER_REFUSALS.mayNotEditRegister, 403);
        const status = sessionStatusAt(reached.session, now);
        if (status === 'cancelled') throw refuse(title, REGISTER_REFUSALS.sessionCancelled);
        if (status !== 'ended') throw refuse(title, REGISTER_REFUSALS.sessionNotEnded);
        const [register] = await lockRegisters(tx, workspace, reached, [registerId]);
        if (!register || !isOpen(register.completed, status)) throw refuse(title, REGISTER_REFUSALS.registerCompleted);
        const learners = await bookedLearners(tx, workspace, reached);
        const { entries } = await registersOfSession(tx, workspace, reached);
        const marks = new Map(
          entries.filter((entry) => entry.registerId === registerId).map((entry) => [entry.learnerId, entry]),
        );
        const check = registerFilled(
          learners.map((learner) => marks.get(learner.booking.learnerId)),
          completionSettings,
        );
        if (check.unmarked > 0) throw refuse(title, REGISTER_REFUSALS.registerNotFilled);
        if (check.reasonMissing > 0) throw refuse(title, REGISTER_REFUSALS.absenceReasonMissing);
        await completeRegister(tx, workspace, register);

        const { registers } = await registersOfSession(tx, workspace, reached);
        const completed = new Set(registers.filter((row) => row.completed).map((row) => row.id));
        const allDone = items.every((item) => completed.has(item.id));
        if (allDone && completionSettings.completionType === 'attendance') {
          const present = (learnerId: string, itemId: string) =>
            entries.some((entry) => entry.registerId === itemId && entry.learnerId === learnerId && entry.attendance);
          await settleOutcomes(
            tx,
            workspace,
            courseProgress,
            reached,
            learners.map((learner) => ({
              bookingId: learner.booking.id,
              learnerId: learner.booking.learnerId,
              outcome: attendanceOutcome(items.every((item) => present(learner.booking.learnerId, item.id))),
            })),
            workspace.userId,
          );
        }
        const view = await registersView(tx, workspace, reached, now);
        return {
          data: view.data.find((row) => row.id === registerId)!,
          attendanceRegistryCompleted: view.attendanceRegistryCompleted,
        };
      });
    },

    /** GET /digital-register-summary-list/{sessionId}: the session's summary. */
    async summaryList(scope: Scope, sessionId: string) {
      const workspace = inWorkspace(scope);
      const reached = await readableSession(workspace, sessionId);
      return summaryView(db, workspace, reached, new Date());
    },

    /** POST /digital-register-summary-bulk: saves summary entries as `saveRegisterRows` does. */
    async saveSummaryRows(scope: Scope, rows: SummaryRows) {
      const workspace = inWorkspace(scope);
      const title = REGISTER_MESSAGES.summaryNotCreated;
      const dupes = duplicates(rows.map((row) => `${row.occurrenceId} ${row.learnerId}`));
      if (dupes.length > 0) throw new ValidationError(dupes);
      const now = new Date();
      const { saved, stale } = await db.transaction(async (tx) => {
        const sessionIds = [...new Set(rows.map((row) => row.occurrenceId))];
        const fields: FieldError[] = [];
        const plans: { reached: Reached; changes: { index: number; learnerId: string; version: number }[] }[] = [];
        for (const sessionId of sessionIds) {
          const reached = await findReachedSession(tx, workspace, sessionId);
          if (!reached) throw new NotFoundError();
          if (!summaryEnabled(settingsOf(reached.event).completionSettings))
            throw refuse(title, REGISTER_REFUSALS.summaryOff);
          if (!mayEditSummary(scope, reached.session)) throw refuse(title, REGISTER_REFUSALS.mayNotEditSummary, 403);
          if (sessionStatusAt(reached.session, now) === 'cancelled')
            throw refuse(title, REGISTER_REFUSALS.sessionCancelled);
          const booked = new Set(
            (await bookedLearners(tx, workspace, reached)).map((learner) => learner.booking.learnerId),
          );
          const changes: { index: number; learnerId: string; version: number }[] = [];
          rows.forEach((row, index) => {
            if (row.occurrenceId !== sessionId) return;
            if (!booked.has(row.learnerId))
              fields.push({ path: `body.${index}.learnerId`, message: REGISTER_REFUSALS.notBooked });
            changes.push({ index, learnerId: row.learnerId, version: row.version });
          });
          plans.push({ reached, changes });
        }
        if (fields.length > 0) throw new ValidationError(fields, title);
        const written: SummaryEntryRow[] = [];
        const staleIndexes: number[] = [];
        for (const { reached, changes } of plans) {
          const summary: SummaryRow = await lockSummary(tx, workspace, reached);
          if (summary.completed) throw refuse(title, REGISTER_REFUSALS.summaryCompleted);
          const rowsWritten = await saveSummaryEntries(
            tx,
            workspace,
            summary,
            changes.map(({ index }) => {
              const row = rows[index]!;
              return { learnerId: row.learnerId, version: row.version, completion: row.completion, notes: row.notes };
            }),
          );
          const done = new Set(rowsWritten.map((row) => row.learnerId));
          staleIndexes.push(...changes.filter((change) => !done.has(change.learnerId)).map((change) => change.index));
          if (rowsWritten.length > 0) await touchSummary(tx, workspace, summary);
          written.push(...rowsWritten);
        }
        return { saved: written, stale: staleIndexes.sort((a, b) => a - b) };
      });
      if (stale.length > 0) throw staleRowsError(title, stale);
      const byKey = new Map(saved.map((row) => [`${row.summaryId} ${row.learnerId}`, row]));
      const names = await namesOf(
        db,
        saved.map((row) => row.updatedBy),
      );
      return {
        data: rows.map((row) =>
          summaryValues(row.occurrenceId, row.learnerId, byKey.get(`${row.occurrenceId} ${row.learnerId}`), names),
        ),
      };
    },

    /**
     * POST /occurrence/commit/{sessionId}/assessment: completes the summary (filled, not completed,
     * session ended, and every register completed when the event keeps them); sets each learner's
     * outcome, passed or not passed, once.
     */
    async commitAssessment(scope: Scope, sessionId: string) {
      const workspace = inWorkspace(scope);
      const title = REGISTER_MESSAGES.summaryNotCompleted;
      const now = new Date();
      return db.transaction(async (tx) => {
        const reached = await findReachedSession(tx, workspace, sessionId, true);
        if (!reached) throw new NotFoundError();
        const { completionSettings } = settingsOf(reached.event);
        if (!summaryEnabled(completionSettings)) throw refuse(title, REGISTER_REFUSALS.summaryOff);
        if (!mayEditSummary(scope, reached.session)) throw refuse(title, REGISTER_REFUSALS.mayNotEditSummary, 403);
        const status = sessionStatusAt(reached.session, now);
        if (status === 'cancelled') throw refuse(title, REGISTER_REFUSALS.sessionCancelled);
        if (status !== 'ended') throw refuse(title, REGISTER_REFUSALS.sessionNotEnded);
        if (registersEnabled(completionSettings)) {
          const [items, { registers }] = await Promise.all([
            itemsOfSession(tx, workspace, reached),
            registersOfSession(tx, workspace, reached),
          ]);
          const completed = new Set(registers.filter((row) => row.completed).map((row) => row.id));
          if (!items.every((item) => completed.has(item.id))) throw refuse(title, REGISTER_REFUSALS.registersFirst);
        }
        const summary = await lockSummary(tx, workspace, reached);
        if (summary.completed) throw refuse(title, REGISTER_REFUSALS.summaryCompleted);
        const [learners, { entries }] = await Promise.all([
          bookedLearners(tx, workspace, reached),
          summaryOfSession(tx, workspace, reached),
        ]);
        const marks = new Map(entries.map((entry) => [entry.learnerId, entry]));
        if (!summaryFilled(learners.map((learner) => marks.get(learner.booking.learnerId))))
          throw refuse(title, REGISTER_REFUSALS.summaryNotFilled);
        await completeSummary(tx, workspace, summary);
        await settleOutcomes(
          tx,
          workspace,
          courseProgress,
          reached,
          learners.map((learner) => ({
            bookingId: learner.booking.id,
            learnerId: learner.booking.learnerId,
            outcome: marks.get(learner.booking.learnerId)?.completion === 'passed' ? 'passed' : 'not_passed',
          })),
          workspace.userId,
        );
        return { data: (await summaryView(tx, workspace, reached, now)).data };
      });
    },

    /** GET /feedback/trainer/{sessionId}: the session's trainer feedback, for its staff. */
    async trainerFeedbackList(scope: Scope, sessionId: string) {
      const workspace = inWorkspace(scope);
      const reached = await readableSession(workspace, sessionId);
      const [rows, items] = await Promise.all([
        feedbackOfSession(db, workspace, reached),
        itemsOfSession(db, workspace, reached),
      ]);
      const { completionSettings, occurrenceSettings } = settingsOf(reached.event);
      const mine = new Set(
        rows
          .filter(({ feedback }) => feedback.trainerId === workspace.userId)
          .map(({ feedback }) => feedback.occurrenceItemId),
      );
      return {
        data: rows.map(({ feedback, firstName, lastName }) =>
          presentFeedback(feedback, { id: feedback.trainerId, firstName, lastName }),
        ),
        required: trainerFeedbackRequired(completionSettings, occurrenceSettings),
        pendingForMe: items
          .filter((item) => item.trainerIds.includes(workspace.userId) && !mine.has(item.id))
          .map((item) => item.id),
      };
    },

    /** POST /feedback/trainer: a trainer's feedback on a date they train, once it has started. */
    async giveTrainerFeedback(scope: Scope, body: FeedbackBody): Promise<TrainerFeedback> {
      const workspace = inWorkspace(scope);
      const title = REGISTER_MESSAGES.trainerFeedbackNotCreated;
      const found = await feedbackDate(workspace, body.occurrenceItemId, title);
      const row = await insertFeedback(db, workspace, found, found.item.id, body.feedback);
      if (!row) throw refuse(title, REGISTER_REFUSALS.feedbackExists);
      return presentFeedback(row, await nameOf(workspace.userId));
    },

    /** PATCH /feedback/trainer: changes the caller's own feedback on a date. */
    async changeTrainerFeedback(scope: Scope, body: FeedbackBody): Promise<TrainerFeedback> {
      const workspace = inWorkspace(scope);
      const title = REGISTER_MESSAGES.trainerFeedbackNotUpdated;
      const found = await feedbackDate(workspace, body.occurrenceItemId, title);
      const row = await updateFeedback(db, workspace, found.item.id, body.feedback);
      if (!row) throw refuse(title, REGISTER_REFUSALS.noFeedbackYet);
      return presentFeedback(row, await nameOf(workspace.userId));
    },
  };

  /** A date the caller may give feedback on: reached (404), theirs to train (403), started (409). */
  async function feedbackDate(workspace: WorkspaceScope, itemId: string, title: string) {
    const [found] = await reachedItems(db, workspace, [itemId]);
    if (!found) throw new NotFoundError();
    const { occurrenceSettings } = settingsOf(found.event);
    if (!occurrenceSettings.enableTrainers) throw refuse(title, REGISTER_REFUSALS.trainersOff, 403);
    if (!mayGiveTrainerFeedback(workspace, occurrenceSettings, found.item))
      throw refuse(title, REGISTER_REFUSALS.notTrainerOfDate, 403);
    const status = sessionStatusAt(found.session, new Date());
    if (status === 'cancelled') throw refuse(title, REGISTER_REFUSALS.sessionCancelled);
    if (found.item.datetimeStart > new Date()) throw refuse(title, REGISTER_REFUSALS.dateNotStarted);
    return found;
  }

  async function nameOf(userId: string): Promise<Person> {
    return (await namesOf(db, [userId])).get(userId) ?? { id: userId, firstName: '', lastName: '' };
  }
}

function presentFeedback(row: FeedbackRow, trainer: Person): TrainerFeedback {
  return {
    id: row.id,
    trainerId: row.trainerId,
    trainer,
    occurrenceItemId: row.occurrenceItemId,
    feedback: row.feedback,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type RegistersService = ReturnType<typeof registersService>;
