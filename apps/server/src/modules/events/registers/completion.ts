import type {
  EventCompletionSettings,
  EventOccurrenceSettings,
  EventOutcome,
  SessionStatus,
  ShownBookingStatus,
  TrainerSessionState,
  UserCompletionStatus,
} from '@campus/contracts';
import type { eventBookings } from '../../../db/schema/index.js';
import { registersEnabled, summaryEnabled, trainerFeedbackRequired } from './registers.policy.js';

/**
 * The one place where a session's completion becomes what people are shown (03 §3 "booking
 * statuses shown", §4 trainer list states; docs/events.md "Registers, summaries and completion"):
 * the learner's shown booking status and completion, the trainer's list state and the session's
 * completion flags, all from the rows recorded (registers, summary, feedback, the learner's
 * outcome in `event_completions`) and the clock. Pure: the callers read the rows.
 */

type BookingRow = typeof eventBookings.$inferSelect;
type CompletionType = EventCompletionSettings['completionType'];

const LIVE = new Set(['booked', 'request', 'invite']);

/**
 * The booking status a learner is shown for a session: from their latest booking, their waiting
 * place, the session's status and their recorded outcome.
 * - completed and passed only when recorded (an attendance register or a summary completed), or
 *   for automatic completion once the session has ended (the job records it a moment later);
 * - a live booking on an ended session without such an outcome (registers pending, absent on a
 *   date, not passed) stays booked (or accepted): `userCompletionStatus` says which.
 */
export function shownStatus(input: {
  sessionStatus: SessionStatus;
  booking: Pick<BookingRow, 'status' | 'createdBy' | 'learnerId' | 'promotedAt' | 'cancellationReason'> | null;
  waiting: boolean;
  requiresAcceptance: boolean;
  completionType?: CompletionType;
  outcome?: EventOutcome | null;
}): ShownBookingStatus {
  const { booking, sessionStatus } = input;
  if (booking && LIVE.has(booking.status)) {
    if (booking.status === 'booked' && input.outcome === 'completed') return 'completed';
    if (booking.status === 'booked' && input.outcome === 'passed') return 'passed';
    if (sessionStatus === 'cancelled') return 'session_cancelled';
    if (booking.status !== 'booked') return 'pending_acceptation';
    if (sessionStatus === 'in_progress') return 'in_progress';
    if (sessionStatus === 'ended' && (input.completionType ?? 'automatic') === 'automatic') return 'completed';
    // A learner's own booking on an event needing acceptance was a request a coordinator approved.
    const approved = input.requiresAcceptance && booking.createdBy === booking.learnerId && !booking.promotedAt;
    return approved ? 'accepted' : 'booked';
  }
  if (input.waiting) return 'on-waitlist';
  if (booking) {
    return sessionStatus === 'cancelled' && booking.cancellationReason === 'session_cancelled'
      ? 'session_cancelled'
      : 'cancelled';
  }
  return 'not-booked';
}

/**
 * The caller's completion of a session (02 §4 states as a session has them): null unless they are
 * booked on it; not_started before it; in_progress while it runs and until its outcome is
 * recorded; completed or passed; failed when absent on a date (attendance) or not passed.
 */
export function userCompletionStatus(input: {
  sessionStatus: SessionStatus;
  bookingStatus: BookingRow['status'] | null;
  completionType: CompletionType;
  outcome: EventOutcome | null;
}): UserCompletionStatus | null {
  if (input.bookingStatus !== 'booked') return null;
  switch (input.outcome) {
    case 'completed':
      return 'completed';
    case 'passed':
      return 'passed';
    case 'not_completed':
    case 'not_passed':
      return 'failed';
    default:
      break;
  }
  switch (input.sessionStatus) {
    case 'cancelled':
      return null;
    case 'draft':
    case 'upcoming':
      return 'not_started';
    case 'in_progress':
      return 'in_progress';
    case 'ended':
      return input.completionType === 'automatic' ? 'completed' : 'in_progress';
  }
}

/** What has been recorded of a session: its registers, its summary, its outcomes. */
export interface SessionRecords {
  /** One per date: completed, and filled (every learner booked marked, reasons given when asked). */
  registers: readonly { completed: boolean; filled: boolean }[];
  summary: { completed: boolean; filled: boolean };
  /** Any learner's outcome is recorded. */
  hasOutcomes: boolean;
}

/**
 * A date's register is filled when it leaves no learner booked unmarked and, when the event asks
 * for reasons (`absenceReasonRequired`), no absence without one (from `recordsOfSessions`' counts).
 */
export const filledFromCounts = (
  register: { unmarked: number; absentWithoutReason: number },
  settings: Pick<EventCompletionSettings, 'absenceReasonRequired'>,
): boolean => register.unmarked === 0 && (!settings.absenceReasonRequired || register.absentWithoutReason === 0);

/** 03 §3 the session's completion flags, for every caller alike. */
export function sessionCompletionFlags(
  status: SessionStatus,
  settings: Pick<EventCompletionSettings, 'completionType' | 'enableRegisters'>,
  records: SessionRecords,
) {
  const keepsRegisters = registersEnabled(settings);
  const attendanceRegistryCompleted =
    keepsRegisters && records.registers.length > 0 && records.registers.every((register) => register.completed);
  const assessmentRegistryCompleted = summaryEnabled(settings) && records.summary.completed;
  const isCompleted =
    settings.completionType === 'automatic'
      ? status === 'ended'
      : settings.completionType === 'attendance'
        ? attendanceRegistryCompleted
        : assessmentRegistryCompleted;
  return {
    isCompleted,
    attendanceReadyForCompletion:
      keepsRegisters &&
      status === 'ended' &&
      records.registers.length > 0 &&
      records.registers.every((register) => register.filled),
    attendanceRegistryCompleted,
    assessmentRegistryFilled: summaryEnabled(settings) && records.summary.filled,
    assessmentRegistryCompleted,
  };
}

/** What a trainer has still to do for an ended session, beyond the session's records. */
export interface TrainerProgress {
  attendanceRegistryCompleted: boolean;
  assessmentRegistryCompleted: boolean;
  /** The trainer has given feedback on every date they train. */
  feedbackGiven: boolean;
  /** Any learner's outcome is recorded (a cancelled session that had completions). */
  hasOutcomes: boolean;
}

const NOTHING_DONE: TrainerProgress = {
  attendanceRegistryCompleted: false,
  assessmentRegistryCompleted: false,
  feedbackGiven: false,
  hasOutcomes: false,
};

/**
 * 03 §4 trainer list states: cancelled (cancelled_completed when outcomes had been recorded);
 * upcoming; in_process while it runs; once ended, register_pending until every register is
 * completed (when the event keeps registers), assessment_pending until the summary is completed
 * (assessment), feedback_pending until the trainer has given feedback on each of their dates
 * (when it is required and trainers are enabled), then complete.
 */
export function trainerStateOf(
  status: SessionStatus,
  settings: {
    completionSettings: Pick<EventCompletionSettings, 'completionType' | 'enableRegisters' | 'trainerFeedbackRequired'>;
    occurrenceSettings: Pick<EventOccurrenceSettings, 'enableTrainers'>;
  },
  progress: TrainerProgress = NOTHING_DONE,
): TrainerSessionState {
  const { completionSettings, occurrenceSettings } = settings;
  if (status === 'cancelled') return progress.hasOutcomes ? 'cancelled_completed' : 'cancelled';
  if (status === 'upcoming' || status === 'draft') return 'upcoming';
  if (status === 'in_progress') return 'in_process';
  if (registersEnabled(completionSettings) && !progress.attendanceRegistryCompleted) return 'register_pending';
  if (summaryEnabled(completionSettings) && !progress.assessmentRegistryCompleted) return 'assessment_pending';
  if (trainerFeedbackRequired(completionSettings, occurrenceSettings) && !progress.feedbackGiven)
    return 'feedback_pending';
  return 'complete';
}

/** Where the trainer dashboard leads for a session: the register to fill next, the summary. */
export interface TrainerNextSteps {
  registersEnabled: boolean;
  nextRegisterId: string | null;
  summaryId: string | null;
}

/**
 * The records a trainer fills next for a session that has begun (the trainer dashboard's links,
 * issue 26 "each one leads to what the trainer must do next"):
 * - the register, when the event keeps them: after the session, the first date whose register is
 *   not completed (each is completed in turn); while it runs, when no register can be completed
 *   yet, the first date begun whose register is not filled, else the last date begun (today's);
 * - the summary (its id is the session's), for assessment, until it is completed.
 * Nothing before the session begins or once it is cancelled.
 */
export function trainerNextSteps(
  session: { id: string; status: SessionStatus },
  settings: Pick<EventCompletionSettings, 'completionType' | 'enableRegisters'>,
  records: {
    /** One per date, in order. */
    registers: readonly { id: string; start: Date; completed: boolean; filled: boolean }[];
    summary: { completed: boolean };
  },
  now: Date,
): TrainerNextSteps {
  const keepsRegisters = registersEnabled(settings);
  const begun = session.status === 'in_progress' || session.status === 'ended';
  const open = records.registers.filter((register) => !register.completed);
  let nextRegister: { id: string } | undefined;
  if (keepsRegisters && session.status === 'ended') nextRegister = open[0];
  else if (keepsRegisters && session.status === 'in_progress') {
    const started = open.filter((register) => register.start <= now);
    nextRegister = started.find((register) => !register.filled) ?? started.at(-1);
  }
  return {
    registersEnabled: keepsRegisters,
    nextRegisterId: nextRegister?.id ?? null,
    summaryId: summaryEnabled(settings) && begun && !records.summary.completed ? session.id : null,
  };
}
