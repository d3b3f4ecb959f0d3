import {
  BOOKING_BLOCKED,
  BOOKING_MESSAGES,
  EVENT_REFUSALS,
  type BlockedReason,
  type Booking,
  type BookingFormAnswer,
  type BookingStatus,
  type bookAndEnrolBodySchema,
  type createBookingBodySchema,
  type learnerSubscriptionBodySchema,
  type updateBookingBodySchema,
  type validateBookingBodySchema,
} from '@campus/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { hasWorkspace, inWorkspace, type InWorkspaceScope, type Scope, type WorkspaceScope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import {
  before,
  isCoordinator,
  managesUnit,
  mayActForOthers,
  mayActForSelf,
  sessionStatusAt,
} from './events.policy.js';
import {
  findEvent,
  findSession,
  lockSession,
  positionOf,
  type EventRow,
  type EventSessionRow,
} from './events.repository.js';
import { activeProfileIn, profileOfWorkspace, profilesOf } from './people.repository.js';
import {
  ACTIVE_BOOKING_STATES,
  bookingInReach,
  bookingRow,
  closeWaitingPlaces,
  enrolledOnAny,
  holdsLiveBooking,
  insertBooking,
  insertWaitingPlace,
  leaveWaitingPlaces,
  nextInLine,
  seatRow,
  subscriptionRow,
  subscriptionsInReach,
  updateBooking,
  waitingPlaceOf,
  type BookingRow,
  type SubscriptionRow,
} from './bookings.repository.js';
import { sessionById } from './sessions.repository.js';
import { seatLimit, settingsOf, spacesOf } from './present.js';
import { bookingEmails } from './booking-emails.js';
import { enrolUnlessLive } from '../enrolments/index.js';

const blocked = (reason: BlockedReason) => ({ reason, ...BOOKING_BLOCKED[reason] });

/**
 * Managers act for the people of the units they manage (03 §4 bulk booking; docs/events.md), in
 * the workspace their token names (where the booking or session was reached).
 */
export async function managesLearner(tx: Queryable, scope: Scope, learnerId: string) {
  if (!scope.roles.includes('manager') || scope.managedUnits.length === 0 || !hasWorkspace(scope)) return false;
  const profile = (await profilesOf(tx, scope, [learnerId])).get(learnerId);
  return managesUnit(scope, profile?.organisationUnitId ?? null);
}

/** A refused booking: 409 with the reason as its code, the message and the hint (docs/events.md). */
export class BookingBlockedError extends AppError {
  constructor(readonly reason: BlockedReason) {
    super(409, reason, BOOKING_BLOCKED[reason].message, undefined, { hint: BOOKING_BLOCKED[reason].hint });
  }
}

/**
 * What the booking checks read under the session's lock, in one round trip: the rooms'
 * capacities, the seats held (booked, requested or invited) and, for a learner, whether they
 * already hold a live booking of the event.
 */
async function seatFacts(
  tx: Queryable,
  scope: InWorkspaceScope,
  session: EventSessionRow,
  learner?: { eventId: string; learnerId: string },
) {
  const row = await seatRow(tx, scope, session.id, learner);
  return {
    spaces: spacesOf(seatLimit(session, (row?.capacities ?? []).map(Number)), Number(row?.held ?? 0)),
    alreadyBooked: Boolean(row?.alreadyBooked),
  };
}

/** The session's seat limit and how many seats are held (booked, requested or invited). */
export async function seatsOf(tx: Queryable, scope: InWorkspaceScope, session: EventSessionRow) {
  return (await seatFacts(tx, scope, session)).spaces;
}

interface Check {
  event: EventRow;
  session: EventSessionRow;
  learnerId: string;
  profile: { expireDate: Date | null; id: string } | null;
  /** The customer has learning (LMS). */
  lms: boolean;
  /** book-and-enrol enrols as it books: no enrolment needed beforehand. */
  enrolling?: boolean;
  now?: Date;
}

/** Every reason the booking is blocked (03 §8), in the spec's order; FullyBooked included. */
export async function blockedReasons(tx: Queryable, scope: InWorkspaceScope, check: Check): Promise<BlockedReason[]> {
  const { event, session, learnerId } = check;
  const now = check.now ?? new Date();
  const { bookingSettings } = settingsOf(event);
  const status = sessionStatusAt(session, now);
  const reasons: BlockedReason[] = [];
  if (status === 'in_progress' || status === 'ended') reasons.push('AlreadyStarted');
  const { spaces: seats, alreadyBooked } = await seatFacts(tx, scope, session, { eventId: event.id, learnerId });
  if (seats.available !== null && seats.available <= 0) reasons.push('FullyBooked');
  const needsCourse = !bookingSettings.allowNoEnrolments;
  if (needsCourse && event.courseIds.length > 0 && !check.enrolling) {
    const enrolled = check.profile ? await enrolledOnAny(tx, scope, check.profile.id, event.courseIds) : false;
    if (!enrolled) reasons.push('LearnerEnrolment');
  }
  if (
    status === 'draft' ||
    status === 'cancelled' ||
    event.status !== 'active' ||
    (status === 'upcoming' && now > before(session.fromDate, bookingSettings.bookingAcceptanceLimit))
  )
    reasons.push('NoLongerAccepting');
  if (needsCourse && event.courseIds.length === 0) reasons.push('EventHasNoCourses');
  if (alreadyBooked) reasons.push('LearnerAlreadyBooked');
  if (session.trainerIds.includes(learnerId)) reasons.push('TrainerNotAllowed');
  if (needsCourse && event.courseIds.length > 0 && !check.lms) reasons.push('LmsUnavailable');
  if (check.profile?.expireDate && check.profile.expireDate < session.toDate) reasons.push('ProfileExpirationDate');
  return reasons;
}

/** Reasons that hold for the whole session, not for one person: promotion stops on them. */
const SESSION_WIDE: BlockedReason[] = ['AlreadyStarted', 'NoLongerAccepting', 'FullyBooked'];

function learnerProfile(tx: Queryable, scope: InWorkspaceScope, learnerId: string) {
  return activeProfileIn(tx, scope, learnerId);
}

/**
 * Books one learner on a session whose row the caller holds locked (decision 0028): the checks,
 * the seat count and the insert all happen under that lock. The insert skips a row the database
 * refuses (one live booking per learner and event), so the transaction stays usable. In the
 * event's workspace: the caller's, or the job's that promotes or cancels.
 */
export async function bookUnderLock(
  tx: Queryable,
  scope: InWorkspaceScope,
  input: {
    event: EventRow;
    /** The session row the caller locked (it is read again when only its id is given). */
    session: EventSessionRow | string;
    learnerId: string;
    /** The learner's profile when the caller already read it. */
    profile?: Awaited<ReturnType<typeof learnerProfile>>;
    form: BookingFormAnswer[];
    createdBy: string | null;
    byStaff: boolean;
    status?: BookingStatus;
    lms?: boolean;
    enrolling?: boolean;
    promoted?: boolean;
    /** Reasons to let through (a coordinator's copy keeps requests as they were). */
    ignore?: BlockedReason[];
  },
): Promise<{ booked: true; booking: BookingRow } | { booked: false; reason: BlockedReason }> {
  const session = typeof input.session === 'string' ? (await sessionById(tx, scope, input.session))! : input.session;
  const profile = input.profile !== undefined ? input.profile : await learnerProfile(tx, scope, input.learnerId);
  const reasons = (
    await blockedReasons(tx, scope, {
      event: input.event,
      session,
      learnerId: input.learnerId,
      profile,
      lms: input.lms ?? true,
      enrolling: input.enrolling,
    })
  ).filter((reason) => !input.ignore?.includes(reason));
  if (reasons.length > 0) return { booked: false, reason: reasons[0]! };
  const { bookingSettings } = settingsOf(input.event);
  const status: BookingStatus =
    input.status ?? (bookingSettings.requiresAcceptance && !input.byStaff ? 'request' : 'booked');
  // The only unique rule a new booking can break is one live booking per learner and event
  // (decision 0028): when another transaction got there first, nothing is inserted.
  const row = await insertBooking(tx, scope, {
    eventId: input.event.id,
    sessionId: session.id,
    learnerId: input.learnerId,
    status,
    form: input.form,
    createdBy: input.createdBy,
    promotedAt: input.promoted ? new Date() : null,
  });
  if (!row) return { booked: false, reason: 'LearnerAlreadyBooked' };
  // Booked directly: their own places on this event's waiting lists are done with.
  await closeWaitingPlaces(tx, scope, input.event.id, input.learnerId, input.promoted ? 'promoted' : 'left', row.id);
  return { booked: true, booking: row };
}

/**
 * Fills the session's free seats from its waiting list (docs/events.md): the session's own list
 * and the event's, in the order people joined. The first in line is booked; one who can no longer
 * be booked (already booked elsewhere in the event, a trainer now…) leaves the list and the next
 * is taken. The caller holds the session locked; the scope is the event's workspace (the caller's,
 * or a job's).
 */
export async function promoteWaiting(
  tx: Queryable,
  scope: InWorkspaceScope,
  event: EventRow,
  sessionId: string,
): Promise<BookingRow[]> {
  const promoted: BookingRow[] = [];
  for (;;) {
    const session = await sessionById(tx, scope, sessionId);
    if (!session) break;
    const seats = await seatsOf(tx, scope, session);
    if (seats.available !== null && seats.available <= 0) break;
    // Another session's promotion may hold an event-list entry: skip it rather than wait.
    const next = await nextInLine(tx, scope, event.id, sessionId);
    if (!next) break;
    const outcome = await bookUnderLock(tx, scope, {
      event,
      session,
      learnerId: next.learnerId,
      form: [],
      createdBy: next.createdBy,
      byStaff: true,
      promoted: true,
      // Waiting-list members were let onto the list; enrolment rules were checked when they joined.
      ignore: ['LearnerEnrolment', 'EventHasNoCourses', 'LmsUnavailable'],
    });
    if (outcome.booked) {
      promoted.push(outcome.booking);
      continue;
    }
    if (SESSION_WIDE.includes(outcome.reason)) break;
    await leaveWaitingPlaces(tx, scope, [next.id]);
  }
  return promoted;
}

export const presentBooking = (row: BookingRow): Booking => ({
  id: row.id,
  learnerId: row.learnerId,
  eventId: row.eventId,
  occurrenceId: row.sessionId,
  status: row.status,
  form: row.form,
  cancellationReason: row.cancellationReason,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  cancelledBy: row.cancelledBy,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

async function presentSubscription(tx: Queryable, scope: InWorkspaceScope, row: SubscriptionRow) {
  return {
    id: row.id,
    learnerId: row.learnerId,
    eventId: row.eventId,
    occurrenceId: row.sessionId,
    status: row.status,
    position: row.status === 'waiting' ? await positionOf(tx, scope, row) : null,
  };
}

/** Answers must name the form's fields and fill the mandatory ones (03 §3 booking form). */
function checkForm(event: EventRow, form: BookingFormAnswer[]) {
  const { bookingSettings } = settingsOf(event);
  const fields = bookingSettings.bookingForm.fields;
  const known = new Set(fields.map((item) => item.id));
  const errors: { path: string; message: string }[] = [];
  if (form.some((answer) => !known.has(answer.fieldId)))
    errors.push({ path: 'body.form', message: 'The form is not valid' });
  if (bookingSettings.bookingFormRequired || fields.length > 0) {
    for (const item of fields) {
      if (!item.validation.mandatory) continue;
      const answer = form.find((entry) => entry.fieldId === item.id);
      const empty =
        !answer ||
        (typeof answer.value === 'string' && answer.value.trim() === '' && !answer.other) ||
        (Array.isArray(answer.value) && answer.value.length === 0 && !answer.other) ||
        answer.value === false;
      if (empty)
        errors.push({
          path: `body.form.${item.id}`,
          message: BOOKING_MESSAGES.formMandatory.replace('{field}', item.label),
        });
    }
  }
  if (errors.length > 0) throw new ValidationError(errors);
}

/** The booking engine's calls (03 §7 Bookings, Subscriptions; §8 blocked reasons). */
/**
 * A booking the caller reaches, with its session and event: their own, or one they act for
 * (coordinator, the session's trainer, the learner's manager); anything else is a 404.
 */
export async function reachBooking(tx: Queryable, scope: Scope, id: string) {
  const row = await bookingInReach(tx, scope, id);
  if (!row) throw new NotFoundError();
  const self = row.booking.learnerId === scope.userId;
  const staff = mayActForOthers(scope, row.session) || (await managesLearner(tx, scope, row.booking.learnerId));
  if (!self && !staff) throw new NotFoundError();
  // The booking was reached, so the caller's token names its workspace.
  return { ...row, self, staff, workspace: inWorkspace(scope) };
}

export function bookingsService(services: Pick<AppServices, 'database' | 'jobs'>) {
  const { db } = services.database;
  // Emails are recorded in the change's own transaction (booking-emails.ts).
  const recordEmail = bookingEmails(services.jobs);
  const lmsOf = (scope: Scope) => scope.actor.services.includes('LMS');

  /** The session and event, and whether the caller may act for this learner (404 otherwise). */
  async function reach(tx: Queryable, scope: Scope, occurrenceId: string, learnerId: string, eventId?: string) {
    const found = await findSession(tx, scope, occurrenceId);
    if (!found || (eventId && found.event.id !== eventId)) throw new NotFoundError();
    // The session was reached, so the caller's token names its workspace.
    const workspace = inWorkspace(scope);
    const self = mayActForSelf(scope, learnerId);
    const [manager, profile] = await Promise.all([
      mayActForOthers(scope, found.session) ? false : managesLearner(tx, scope, learnerId),
      learnerProfile(tx, workspace, learnerId),
    ]);
    const staff = mayActForOthers(scope, found.session) || manager;
    if (!self && !staff) throw new ForbiddenError().because(EVENT_REFUSALS.notForThisPerson);
    if (!staff && (found.event.status !== 'active' || found.session.status === 'draft')) throw new NotFoundError();
    if (!profile) throw new NotFoundError();
    return { ...found, self, staff, profile, workspace };
  }

  async function book(
    scope: Scope,
    input: {
      learnerId: string;
      eventId: string;
      occurrenceId: string;
      form: BookingFormAnswer[];
      joinWaitingList: boolean;
      enrolling?: boolean;
    },
    /** More work in the booking's transaction once the place is booked ("book and enrol" enrols). */
    withBooking?: (tx: Queryable) => Promise<void>,
  ) {
    const checked = await reach(db, scope, input.occurrenceId, input.learnerId, input.eventId);
    const { workspace } = checked;
    checkForm(checked.event, input.form);
    const result = await db.transaction(async (tx) => {
      const session = await lockSession(tx, workspace, input.occurrenceId);
      // The event as reached above: its row is not locked, so reading it again here would be no fresher.
      const event = checked.event;
      const outcome = await bookUnderLock(tx, workspace, {
        event,
        session,
        learnerId: input.learnerId,
        profile: checked.profile,
        form: input.form,
        createdBy: scope.userId,
        byStaff: checked.staff && !checked.self,
        lms: lmsOf(scope),
        enrolling: input.enrolling,
      });
      if (outcome.booked) {
        await withBooking?.(tx);
        await recordEmail(tx, workspace, { kind: 'bookingMade', bookingId: outcome.booking.id });
        return { booking: presentBooking(outcome.booking), subscription: null };
      }
      if (outcome.reason === 'FullyBooked' && input.joinWaitingList) {
        const { entry, created } = await joinList(tx, workspace, event, input.occurrenceId, input.learnerId);
        const subscription = await presentSubscription(tx, workspace, entry);
        // Someone already on the list answers the same place and is not emailed again.
        if (subscription.status === 'waiting' && created)
          await recordEmail(tx, workspace, {
            kind: 'waitingListJoined',
            learnerId: input.learnerId,
            eventId: input.eventId,
            sessionId: subscription.occurrenceId,
            position: subscription.position,
          });
        return { booking: null, subscription };
      }
      throw new BookingBlockedError(outcome.reason);
    });
    return { booking: result.booking, subscription: result.subscription };
  }

  /**
   * The learner's waiting place on the session's (or event's) list: made now (`created`), or the
   * one they already hold. Only a new place is worth a "You are on the waiting list" email.
   */
  async function joinList(
    tx: Queryable,
    scope: WorkspaceScope,
    event: EventRow,
    sessionId: string | null,
    learnerId: string,
  ) {
    const inserted = await insertWaitingPlace(tx, scope, {
      eventId: event.id,
      sessionId,
      learnerId,
      createdBy: scope.userId,
    });
    if (inserted) return { entry: inserted, created: true };
    const existing = await waitingPlaceOf(tx, scope, event.id, sessionId, learnerId);
    return { entry: existing!, created: false };
  }

  return {
    async validate(scope: Scope, body: z.output<typeof validateBookingBodySchema>) {
      const found = await reach(db, scope, body.occurrenceId, body.learnerId, body.eventId);
      const reasons = await blockedReasons(db, found.workspace, {
        event: found.event,
        session: found.session,
        learnerId: body.learnerId,
        profile: found.profile,
        lms: lmsOf(scope),
      });
      return {
        allowed: reasons.length === 0,
        blocked: reasons.map(blocked),
        spaces: await seatsOf(db, found.workspace, found.session),
      };
    },

    book: (scope: Scope, body: z.output<typeof createBookingBodySchema>) => book(scope, body),

    /** 02 §7: enrols the learner on the event's course (if not already) and books them. */
    async bookAndEnrol(scope: Scope, body: z.output<typeof bookAndEnrolBodySchema>) {
      // A caller without a workspace reaches no profile: 404, as for another workspace's.
      const profile = hasWorkspace(scope) ? await profileOfWorkspace(db, scope, body.profileId) : undefined;
      if (!profile) throw new NotFoundError();
      const found = await reach(db, scope, body.occurrenceId, profile.userId, body.eventId);
      const course = found.event.courseIds[0];
      if (!course) throw new BookingBlockedError('EventHasNoCourses');
      if (!lmsOf(scope)) throw new BookingBlockedError('LmsUnavailable');
      // The enrolment is the enrolments owner's (modules/enrolments) and commits with the booking;
      // the profile was reached in the caller's workspace, so the scope names it.
      const workspace = inWorkspace(scope);
      return book(
        scope,
        {
          learnerId: profile.userId,
          eventId: body.eventId,
          occurrenceId: body.occurrenceId,
          form: body.bookingForm,
          joinWaitingList: false,
          enrolling: true,
        },
        (tx) => enrolUnlessLive(tx, workspace, profile, course),
      );
    },

    async get(scope: Scope, id: string) {
      return presentBooking((await reachBooking(db, scope, id)).booking);
    },

    /** Cancel (03 §4), or a coordinator's answer to a request; a learner declines a promotion. */
    async update(scope: Scope, body: z.output<typeof updateBookingBodySchema>) {
      const found = await reachBooking(db, scope, body.id);
      const event = (await findEvent(db, scope, found.booking.eventId))!;
      const { cancellationSettings } = settingsOf(event);
      const now = new Date();
      // A learner answers their own promotion or invitation (decline); invitations: docs/events.md.
      const ownAnswer = found.self && (found.booking.promotedAt !== null || found.booking.status === 'invite');
      if (body.action === 'accept' || body.action === 'resend')
        throw new ConflictError('The booking can’t be changed.').because(EVENT_REFUSALS.bookingActionUnknown);
      if ((body.action === 'approve' || (body.action === 'decline' && !ownAnswer)) && !found.staff) {
        // A learner's own booking that never came from the waiting list or an invitation is
        // theirs to cancel, not to decline; requests are answered by the event's staff.
        const reason =
          body.action === 'approve'
            ? EVENT_REFUSALS.learnerApproves
            : found.self
              ? EVENT_REFUSALS.learnerDeclinesOwn
              : EVENT_REFUSALS.learnerDeclinesOther;
        throw new ForbiddenError().because(reason);
      }
      if (body.action === 'cancel') {
        const reason = body.cancellationReason;
        if (cancellationSettings.cancellationReasonRequired && !reason)
          throw new ValidationError([{ path: 'body.cancellationReason', message: BOOKING_MESSAGES.reasonRequired }]);
        if (
          reason &&
          cancellationSettings.cancellationReason.length > 0 &&
          !cancellationSettings.cancellationReason.includes(reason) &&
          !cancellationSettings.cancellationReasonCustomEnabled
        )
          throw new ValidationError([{ path: 'body.cancellationReason', message: BOOKING_MESSAGES.reasonNotOffered }]);
        if (found.self && !found.staff) {
          const status = sessionStatusAt(found.session, now);
          if (status !== 'upcoming')
            throw new ConflictError(BOOKING_MESSAGES.notCancelled).because(EVENT_REFUSALS.selfCancellationNotUpcoming);
          if (!cancellationSettings.selfCancellationAllowed)
            throw new ConflictError(BOOKING_MESSAGES.notCancelled).because(EVENT_REFUSALS.selfCancellationNotAllowed);
          if (now > before(found.session.fromDate, cancellationSettings.selfCancellationLimit))
            throw new ConflictError(BOOKING_MESSAGES.selfCancellationClosed, 'self_cancellation_closed');
        }
      }
      const { workspace } = found;
      const changed = await db.transaction(async (tx) => {
        await lockSession(tx, workspace, found.booking.sessionId);
        const current = await bookingRow(tx, workspace, body.id);
        const wanted: Record<'cancel' | 'approve' | 'decline', BookingStatus[]> = {
          cancel: [...ACTIVE_BOOKING_STATES],
          approve: ['request'],
          decline: ownAnswer ? ['booked', 'request', 'invite'] : ['request'],
        };
        if (!current || !wanted[body.action as 'cancel' | 'approve' | 'decline'].includes(current.status))
          throw new ConflictError(
            body.action === 'cancel' ? BOOKING_MESSAGES.notCancelled : 'The booking can’t be changed.',
          ).because(whyUnchanged(body.action, current?.status));
        const row = await updateBooking(
          tx,
          workspace,
          body.id,
          body.action === 'approve'
            ? { status: 'booked' }
            : {
                status: body.action === 'cancel' ? 'cancelled' : 'declined',
                cancelledAt: now,
                cancelledBy: scope.userId,
                cancellationReason: body.cancellationReason,
              },
        );
        const promoted =
          body.action !== 'approve' ? await promoteWaiting(tx, workspace, event, found.booking.sessionId) : [];
        if (body.action === 'approve')
          await recordEmail(tx, workspace, { kind: 'requestAnswered', bookingId: body.id, approved: true });
        else if (body.action === 'decline' && current.status === 'request' && !(found.self && found.booking.promotedAt))
          await recordEmail(tx, workspace, { kind: 'requestAnswered', bookingId: body.id, approved: false });
        else
          await recordEmail(tx, workspace, {
            kind: 'cancelled',
            bookingId: body.id,
            // A learner declining their own promoted place or invitation is not a cancellation "as they asked".
            by: body.action === 'decline' && ownAnswer ? 'declined' : found.self ? 'learner' : 'coordinator',
            hadInvitation: current.status === 'booked',
          });
        await recordEmail(tx, workspace, { kind: 'promoted', bookingIds: promoted.map((booking) => booking.id) });
        return { row };
      });
      return presentBooking(changed.row);
    },

    async joinWaitingList(scope: Scope, body: z.output<typeof learnerSubscriptionBodySchema>) {
      let event: EventRow | undefined;
      let session: EventSessionRow | null = null;
      if (body.occurrenceId) {
        const found = await findSession(db, scope, body.occurrenceId);
        if (!found || (body.eventId && found.event.id !== body.eventId)) throw new NotFoundError();
        event = found.event;
        session = found.session;
      } else event = await findEvent(db, scope, body.eventId!);
      if (!event || (body.workspaceId && body.workspaceId !== event.workspaceId)) throw new NotFoundError();
      const self = mayActForSelf(scope, body.learnerId);
      const staff = isCoordinator(scope) || (session !== null && mayActForOthers(scope, session));
      if (!self && !staff) throw new ForbiddenError().because(EVENT_REFUSALS.notForThisPerson);
      if (event.status !== 'active' && !staff) throw new NotFoundError();
      // The event was reached, so the caller's token names its workspace.
      const workspace = inWorkspace(scope);
      if (!(await learnerProfile(db, workspace, body.learnerId))) throw new NotFoundError();
      const theEvent = event;
      const joined = await db.transaction(async (tx) => {
        if (session) await lockSession(tx, workspace, session.id);
        const live = await holdsLiveBooking(tx, workspace, theEvent.id, body.learnerId);
        if (live) throw new BookingBlockedError('LearnerAlreadyBooked');
        const { entry, created } = await joinList(tx, workspace, theEvent, session?.id ?? null, body.learnerId);
        // A seat already free goes to the first in line at once.
        const promoted = session ? await promoteWaiting(tx, workspace, theEvent, session.id) : [];
        const fresh = await subscriptionRow(tx, workspace, entry.id);
        const subscription = await presentSubscription(tx, workspace, fresh!);
        // Joining again answers the same entry (idempotent) without emailing the learner again.
        if (subscription.status === 'waiting' && created)
          await recordEmail(tx, workspace, {
            kind: 'waitingListJoined',
            learnerId: body.learnerId,
            eventId: theEvent.id,
            sessionId: subscription.occurrenceId,
            position: subscription.position,
          });
        await recordEmail(tx, workspace, { kind: 'promoted', bookingIds: promoted.map((booking) => booking.id) });
        return subscription;
      });
      return joined;
    },

    async leaveWaitingList(scope: Scope, id: string) {
      const [row] = (await subscriptionsInReach(db, scope, [id])) ?? [];
      if (!row) throw new NotFoundError();
      if (row.subscription.learnerId !== scope.userId && !isCoordinator(scope)) throw new NotFoundError();
      if (row.subscription.status !== 'waiting')
        throw new ConflictError('This place on the waiting list has already been left.');
      // The place was reached, so the caller's token names its workspace.
      await leaveWaitingPlaces(db, inWorkspace(scope), [id]);
    },
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;

/** Why a booking was not in a state the action applies to (someone else may have got there first). */
function whyUnchanged(action: string, status: BookingStatus | undefined): string {
  if (action !== 'cancel') return EVENT_REFUSALS.bookingNotARequest;
  return status === 'declined' ? EVENT_REFUSALS.bookingDeclined : EVENT_REFUSALS.bookingAlreadyCancelled;
}
