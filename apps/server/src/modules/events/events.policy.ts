import type { SessionStatus } from '@campus/contracts';
import type { Scope } from '../../lib/scope.js';

/**
 * Record-level rules for events, sessions and bookings (03 §4, §6), as plain functions of the
 * caller's scope and the rows it reached. The route's rule already let the caller in.
 */

type Who = Pick<Scope, 'roles' | 'customerRoles' | 'userId'>;

/** "Event add/edit: event_coordinator" (03 §6). */
export const isCoordinator = (scope: Who): boolean => scope.roles.includes('event_coordinator');

/** Staff who see every event and session of the workspace (the events list's rule, 03 §6). */
export const isEventStaff = (scope: Who): boolean =>
  isCoordinator(scope) ||
  scope.roles.includes('infrastructure_manager') ||
  scope.customerRoles.includes('trainer') ||
  scope.customerRoles.includes('master_administrator') ||
  scope.customerRoles.includes('owner');

/**
 * Who may book, cancel or queue for someone else: coordinators and the session's trainers
 * ("bulk booking: coordinators, trainers, managers"; managers come with bulk booking).
 */
export const mayActForOthers = (scope: Who, session: { trainerIds: readonly string[] }): boolean =>
  isCoordinator(scope) || (scope.userId !== null && session.trainerIds.includes(scope.userId));

/**
 * Who is offered bulk booking on a session (03 §4 "coordinators, session trainers and managers"):
 * those who act for others, and managers with units to manage; each booked person is still
 * checked (a manager books only people of their units, `managesUnit`).
 */
export const mayBookOthersOn = (
  scope: Pick<Scope, 'roles' | 'customerRoles' | 'userId' | 'managedUnits'>,
  session: { trainerIds: readonly string[] },
): boolean => mayActForOthers(scope, session) || (scope.roles.includes('manager') && scope.managedUnits.length > 0);

/** A learner acts for themselves with the learner role in the workspace. */
export const mayActForSelf = (scope: Who, learnerId: string): boolean =>
  scope.userId === learnerId && scope.roles.includes('learner');

/**
 * A session's status as of `now` (docs/events.md): draft and cancelled are as stored; otherwise
 * the clock decides between upcoming, in_progress and ended, so a read is right before the
 * status job has run.
 */
export function sessionStatusAt(
  session: { status: SessionStatus; fromDate: Date; toDate: Date },
  now: Date,
): SessionStatus {
  if (session.status === 'draft' || session.status === 'cancelled') return session.status;
  if (now >= session.toDate) return 'ended';
  if (now >= session.fromDate) return 'in_progress';
  return 'upcoming';
}

export const UNIT_MS = { hour: 3_600_000, day: 86_400_000 } as const;
export const before = (date: Date, limit: { value: number; type: 'hour' | 'day' }): Date =>
  new Date(date.getTime() - limit.value * UNIT_MS[limit.type]);

/** Session edit: "not ended and (was draft or no active booked learners)". */
export const maySessionEdit = (status: SessionStatus, liveBookings: number): boolean =>
  status !== 'ended' && status !== 'cancelled' && (status === 'draft' || liveBookings === 0);

/** "Removal only for cancelled or draft"; draft only with no bookings. */
export const maySessionArchive = (status: SessionStatus, liveBookings: number): boolean =>
  (status === 'cancelled' || status === 'draft') && liveBookings === 0;

/** "Cancel for draft or upcoming." */
export const maySessionCancel = (status: SessionStatus): boolean => status === 'draft' || status === 'upcoming';

/** "Draft only with no bookings"; activation only from draft, into a session not yet started. */
export const maySessionActivate = (status: SessionStatus, active: boolean, liveBookings: number): boolean =>
  active ? status === 'draft' : status === 'upcoming' && liveBookings === 0;

/** A manager acts for the people of the organisation units they manage (03 §1, §6 bulk booking). */
export const managesUnit = (scope: Pick<Scope, 'roles' | 'managedUnits'>, unitId: string | null): boolean =>
  scope.roles.includes('manager') && unitId !== null && scope.managedUnits.includes(unitId);

/**
 * 03 §4: "Bulk booking allowed for coordinators, session trainers and managers when the event is
 * active and the session is upcoming, draft, in progress, or ended with non-automatic completion."
 */
export const mayBulkBookSession = (
  eventStatus: string,
  status: SessionStatus,
  completionType: 'attendance' | 'automatic' | 'assessment',
): boolean =>
  eventStatus === 'active' &&
  (status === 'upcoming' ||
    status === 'draft' ||
    status === 'in_progress' ||
    (status === 'ended' && completionType !== 'automatic'));
