import {
  CHECK_IN_MESSAGES,
  CHECK_IN_QUERY_PARAMETER,
  CHECK_IN_REFUSALS,
  type CheckInCode,
  type CheckInResult,
} from '@campus/contracts';
import { ConflictError, ForbiddenError, NotFoundError, type AppError } from '../../../lib/errors.js';
import { inWorkspace, type Scope, type WorkspaceScope } from '../../../lib/scope.js';
import type { AppServices } from '../../../services/services.js';
import { sessionStatusAt } from '../events.policy.js';
import { settingsOf } from '../present.js';
import {
  checkInWindow,
  codeCurrent,
  makeCheckInCode,
  readCheckInCode,
  stepStart,
  withinWindow,
} from './check-in-codes.js';
import { mayEditRegisters, registersEnabled } from './registers.policy.js';
import {
  bookedLearners,
  lockRegisters,
  reachedItems,
  registersOfSession,
  saveRegisterEntries,
  touchRegisters,
} from './registers.repository.js';

const refuse = (title: string, reason: string, status: 403 | 404 | 409 = 409): AppError =>
  (status === 403
    ? new ForbiddenError(title)
    : status === 404
      ? new NotFoundError(title)
      : new ConflictError(title)
  ).because(reason);

/**
 * Check-in by QR code (issue 26 item 9; decision 0048): the code a register's editors show, and a
 * learner's check-in with it. The check-in is a register save: it locks the date's register as
 * `saveRegisterRows` does, refuses a completed one, and writes the learner's entry with the
 * version it holds under that lock through the same statement, so the entry's version goes up and
 * a register screen open meanwhile is told of the change by its next save (409 on that row).
 */
export function checkInService({ database, keys, config }: Pick<AppServices, 'database' | 'keys' | 'config'>) {
  const { db } = database;

  /** The date (register) reached in the caller's workspace, with its session and event. */
  async function reachedDate(workspace: WorkspaceScope, itemId: string, title: string, reason?: string) {
    const [found] = await reachedItems(db, workspace, [itemId]);
    if (!found) throw reason ? refuse(title, reason, 404) : new NotFoundError();
    return found;
  }

  return {
    /** GET /check-in-code/{registerId}: the date's current code, while its check-in is open. */
    async code(scope: Scope, registerId: string, now = new Date()): Promise<CheckInCode> {
      const workspace = inWorkspace(scope);
      const title = CHECK_IN_MESSAGES.codeNotShown;
      const { item, session, event } = await reachedDate(workspace, registerId, title);
      const { completionSettings, occurrenceSettings } = settingsOf(event);
      if (!mayEditRegisters(scope, completionSettings, occurrenceSettings, session))
        throw refuse(title, CHECK_IN_REFUSALS.mayNotShowCode, 403);
      if (!registersEnabled(completionSettings)) throw refuse(title, CHECK_IN_REFUSALS.registersOff);
      if (sessionStatusAt(session, now) === 'cancelled') throw refuse(title, CHECK_IN_REFUSALS.sessionCancelled);
      const window = checkInWindow(item);
      if (!withinWindow(window, now)) throw refuse(title, CHECK_IN_REFUSALS.closed);
      const reached = { session, event };
      const [learners, { registers, entries }] = await Promise.all([
        bookedLearners(db, workspace, reached),
        registersOfSession(db, workspace, reached),
      ]);
      if (registers.some((register) => register.id === item.id && register.completed))
        throw refuse(title, CHECK_IN_REFUSALS.registerCompleted);
      const booked = new Set(learners.map((learner) => learner.booking.learnerId));
      const present = entries.filter(
        (entry) => entry.registerId === item.id && entry.attendance === true && booked.has(entry.learnerId),
      ).length;
      const { token, expiresAt } = makeCheckInCode(keys.checkInSecret, item.id, now);
      const page = `/my-learning/event/${event.id}/session/${session.id}/show/single`;
      return {
        url: `${config.publicUrl}${page}?${CHECK_IN_QUERY_PARAMETER}=${token}`,
        token,
        expiresAt: expiresAt.toISOString(),
        opensAt: window.opensAt.toISOString(),
        closesAt: window.closesAt.toISOString(),
        eventName: event.name,
        datetimeStart: item.datetimeStart.toISOString(),
        datetimeEnd: item.datetimeEnd.toISOString(),
        timeZone: item.timeZone,
        present,
        booked: booked.size,
      };
    },

    /**
     * POST /check-in {token}: the caller, booked on the code's session, is marked present on its
     * date's register. The code must be the server's, of the caller's workspace, current (its
     * 30-second step or the next) and made within the date's window, which must still be open.
     */
    async checkIn(scope: Scope, token: string, now = new Date()): Promise<CheckInResult> {
      const workspace = inWorkspace(scope);
      const title = CHECK_IN_MESSAGES.notCheckedIn;
      const code = readCheckInCode(keys.checkInSecret, token);
      if (!code) throw refuse(title, CHECK_IN_REFUSALS.invalidCode, 404);
      const { item, session, event } = await reachedDate(workspace, code.itemId, title, CHECK_IN_REFUSALS.invalidCode);
      const reached = { session, event };
      const result = (status: CheckInResult['status']): CheckInResult => ({
        status,
        eventId: event.id,
        sessionId: session.id,
        occurrenceItemId: item.id,
        eventName: event.name,
        datetimeStart: item.datetimeStart.toISOString(),
        datetimeEnd: item.datetimeEnd.toISOString(),
        timeZone: item.timeZone,
      });
      const window = checkInWindow(item);
      if (!codeCurrent(code.step, now)) throw refuse(title, CHECK_IN_REFUSALS.expiredCode);
      // The code's 30 seconds must meet the window (codes are only shown in it), and so must now.
      const made = { opensAt: stepStart(code.step), closesAt: stepStart(code.step + 1) };
      if (made.closesAt <= window.opensAt || made.opensAt > window.closesAt || !withinWindow(window, now))
        throw refuse(title, CHECK_IN_REFUSALS.closed);
      if (!registersEnabled(settingsOf(event).completionSettings)) throw refuse(title, CHECK_IN_REFUSALS.registersOff);
      if (sessionStatusAt(session, now) === 'cancelled') throw refuse(title, CHECK_IN_REFUSALS.sessionCancelled);
      const learnerId = workspace.userId;

      return db.transaction(async (tx) => {
        const learners = await bookedLearners(tx, workspace, reached);
        if (!learners.some((learner) => learner.booking.learnerId === learnerId))
          throw refuse(title, CHECK_IN_REFUSALS.notBooked, 403);
        const [register] = await lockRegisters(tx, workspace, reached, [item.id]);
        if (!register || register.completed) throw refuse(title, CHECK_IN_REFUSALS.registerCompleted);
        const { entries } = await registersOfSession(tx, workspace, reached);
        const mine = entries.find((entry) => entry.registerId === item.id && entry.learnerId === learnerId);
        if (mine?.attendance === true) return result('already_present');
        // Present clears an absence recorded before, as a register save marking present does.
        const written = await saveRegisterEntries(tx, workspace, [
          {
            registerId: item.id,
            learnerId,
            version: mine?.version ?? 0,
            attendance: true,
            absenceReason: null,
            absenceReasonValid: null,
          },
        ]);
        if (written.length === 0) throw new ConflictError(title);
        await touchRegisters(tx, workspace, [item.id]);
        return result('checked_in');
      });
    },
  };
}

export type CheckInService = ReturnType<typeof checkInService>;
