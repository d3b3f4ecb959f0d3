import type {
  EventCompletionSettings,
  EventOccurrenceSettings,
  RegisterAction,
  SessionStatus,
} from '@campus/contracts';
import type { Scope } from '../../../lib/scope.js';
import { isCoordinator } from '../events.policy.js';

/**
 * Record-level rules of registers, summaries and trainer feedback (03 §4 Register, §6 "Register
 * edit/complete", "Summary edit"), as plain functions of the caller and the rows reached. The
 * route's rule (`registers`, `summaries`, `trainerFeedback`) already let the caller in as an event
 * coordinator or a trainer of the customer.
 */

type Who = Pick<Scope, 'roles' | 'customerRoles' | 'userId'>;
type Settings = Pick<EventCompletionSettings, 'completionType' | 'enableRegisters'>;
interface SessionPeople {
  coordinatorIds: readonly string[];
  trainerIds: readonly string[];
}

const isTrainerOf = (scope: Who, session: Pick<SessionPeople, 'trainerIds'>): boolean =>
  scope.userId !== null && session.trainerIds.includes(scope.userId);

/**
 * 03 §4: registers are kept when "completion type is attendance, or assessment with registers
 * enabled" ("automatic turns them off").
 */
export const registersEnabled = (settings: Settings): boolean =>
  settings.completionType === 'attendance' || (settings.completionType === 'assessment' && settings.enableRegisters);

/** "Summary works the same for assessment type." */
export const summaryEnabled = (settings: Pick<EventCompletionSettings, 'completionType'>): boolean =>
  settings.completionType === 'assessment';

/** 03 §4 "Disabling trainers turns off trainer feedback required and trainer register editing." */
export const trainersEnabled = (occurrence: Pick<EventOccurrenceSettings, 'enableTrainers'>): boolean =>
  occurrence.enableTrainers;

/**
 * Who may fill in and complete a session's registers (03 §4, §6): any event coordinator when
 * `registersEditByAnyCoordinator`, else only the session's own coordinators; the session's
 * trainers when `registersEditByTrainers` and trainers are enabled.
 */
export function mayEditRegisters(
  scope: Who,
  settings: Pick<EventCompletionSettings, 'registersEditByAnyCoordinator' | 'registersEditByTrainers'>,
  occurrence: Pick<EventOccurrenceSettings, 'enableTrainers'>,
  session: SessionPeople,
): boolean {
  if (isCoordinator(scope)) {
    if (settings.registersEditByAnyCoordinator) return true;
    if (scope.userId !== null && session.coordinatorIds.includes(scope.userId)) return true;
  }
  return settings.registersEditByTrainers && trainersEnabled(occurrence) && isTrainerOf(scope, session);
}

/** 03 §6 "Summary edit: coordinators or any session trainer." */
export const mayEditSummary = (scope: Who, session: Pick<SessionPeople, 'trainerIds'>): boolean =>
  isCoordinator(scope) || isTrainerOf(scope, session);

/** Who reads a session's registers, summary and trainer feedback: event coordinators and its trainers. */
export const mayReadSessionRecords = (scope: Who, session: Pick<SessionPeople, 'trainerIds'>): boolean =>
  isCoordinator(scope) || isTrainerOf(scope, session);

/** Trainer feedback is given by a trainer of that date, when the event has trainers. */
export const mayGiveTrainerFeedback = (
  scope: Who,
  occurrence: Pick<EventOccurrenceSettings, 'enableTrainers'>,
  item: { trainerIds: readonly string[] },
): boolean => trainersEnabled(occurrence) && isTrainerOf(scope, item);

/** Feedback is "required when trainerFeedbackRequired and trainers are enabled". */
export const trainerFeedbackRequired = (
  settings: Pick<EventCompletionSettings, 'trainerFeedbackRequired'>,
  occurrence: Pick<EventOccurrenceSettings, 'enableTrainers'>,
): boolean => settings.trainerFeedbackRequired && trainersEnabled(occurrence);

/** A record (register or summary) still open to changes: not completed, session not cancelled. */
export const isOpen = (completed: boolean, status: SessionStatus): boolean => !completed && status !== 'cancelled';

/**
 * 03 §4: "Completing needs it filled, not completed and session ended." `filled` is worked out by
 * `registerFilled` / `summaryFilled`.
 */
export const mayComplete = (completed: boolean, status: SessionStatus, filled: boolean): boolean =>
  !completed && status === 'ended' && filled;

/** What the caller may do with a register or the summary now: edit while open, complete once ended. */
export function recordActions(may: boolean, completed: boolean, status: SessionStatus): RegisterAction[] {
  if (!may || !isOpen(completed, status)) return [];
  return status === 'ended' ? ['edit', 'complete'] : ['edit'];
}

/** An entry of a register as completion reads it. */
export interface AttendanceMark {
  attendance: boolean | null;
  absenceReason: string | null;
}

/**
 * A register is filled when every learner booked is marked present or absent, and, when the event
 * says so (`absenceReasonRequired`), every absent learner has a reason.
 */
export function registerFilled(
  marks: readonly (AttendanceMark | undefined)[],
  settings: Pick<EventCompletionSettings, 'absenceReasonRequired'>,
): { filled: boolean; unmarked: number; reasonMissing: number } {
  let unmarked = 0;
  let reasonMissing = 0;
  for (const mark of marks) {
    if (!mark || mark.attendance === null) unmarked += 1;
    else if (mark.attendance === false && settings.absenceReasonRequired && !mark.absenceReason) reasonMissing += 1;
  }
  return { filled: unmarked === 0 && reasonMissing === 0, unmarked, reasonMissing };
}

/** A summary is filled when every learner booked has passed or not passed. */
export const summaryFilled = (marks: readonly ({ completion: string | null } | undefined)[]): boolean =>
  marks.every((mark) => mark?.completion != null);

/**
 * 03 §4 attendance completion: "A learner present on all session dates makes the event complete";
 * anyone else has not completed it.
 */
export const attendanceOutcome = (presentOnEveryDate: boolean): 'completed' | 'not_completed' =>
  presentOnEveryDate ? 'completed' : 'not_completed';
