import { createHash, createHmac } from 'node:crypto';
import { NotFoundError } from '../../lib/errors.js';
import { forSystem, inWorkspace, jobIn, type InWorkspaceScope, type Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { fullName, itemsForCalendar, organizerOf } from './booking-notifications.js';
import { calendarFile, type CalendarSession } from './calendar-files.js';
import { isEventStaff } from './events.policy.js';
import { findSession } from './events.repository.js';
import { activeProfileIn } from './people.repository.js';
import {
  bookingsOfSession,
  deleteFeed,
  earlierBookings,
  feedBySecretHash,
  feedOf,
  feedSessions,
  peopleByIds,
  replaceFeed,
  sessionWithItems,
  type CalendarFeedRow,
  type SessionWithItems,
} from './notifications.repository.js';

/**
 * Calendar downloads and feeds (03 §7 dashboards' iCal; decision 0029): one session's `.ics`,
 * and a person's subscribable feed whose address holds a secret. The secret is an HMAC of the
 * feed's id under the server's secret; the table keeps only its SHA-256, so a copy of the
 * database opens no feed, while the owner can be shown their address again. A feed's address has
 * no token: the system serves it in the feed's workspace (`jobIn`).
 */
const CALENDAR_FEED = forSystem('calendar feed');

export function calendarService(services: Pick<AppServices, 'database' | 'config' | 'keys'>) {
  const { db } = services.database;
  const { publicUrl } = services.config;
  const domain = new URL(publicUrl).hostname || 'campus';
  const secretOf = (feedId: string) =>
    createHmac('sha256', services.keys.uploadSecret).update(`calendar-feed:${feedId}`).digest('base64url');
  const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
  const present = (row: CalendarFeedRow | null) => ({
    url: row ? `${publicUrl}/api/classroom/calendar-feed/${secretOf(row.id)}.ics` : null,
    createdAt: row?.createdAt.toISOString() ?? null,
    lastReadAt: row?.lastReadAt?.toISOString() ?? null,
  });
  const sessionUrl = (found: SessionWithItems) =>
    `${publicUrl}/my-learning/event/${found.event.id}/session/${found.session.id}/show/single`;

  /** The calendar entry of a session, as one person sees it (their booking's SEQUENCE offset). */
  async function entryOf(
    scope: InWorkspaceScope,
    found: SessionWithItems,
    learnerId: string | null,
  ): Promise<CalendarSession> {
    let attendee: CalendarSession['attendee'] = null;
    if (learnerId) {
      const [booking] = (await bookingsOfSession(db, scope, found.session.id, ['booked'])).filter(
        (row) => row.learnerId === learnerId,
      );
      const person = (await peopleByIds(db, [learnerId])).get(learnerId);
      if (booking && person)
        attendee = { name: fullName(person), email: person.email, offset: await earlierBookings(db, scope, booking) };
    }
    return {
      sessionId: found.session.id,
      eventName: found.event.name,
      description: found.event.description,
      sequence: found.session.sequence,
      items: itemsForCalendar(found),
      url: sessionUrl(found),
      attendee,
    };
  }

  async function organizer(found: SessionWithItems) {
    const first = found.event.coordinatorIds[0];
    const people = await peopleByIds(db, first ? [first] : []);
    return organizerOf(first ? people.get(first) : undefined, services.config.MAIL_FROM);
  }

  return {
    /** 03 §7 `dashboard/ical/{id}`: for a person booked on it, its trainers and events staff. */
    async sessionFile(scope: Scope, sessionId: string): Promise<string> {
      const reached = await findSession(db, scope, sessionId);
      if (!reached || !scope.userId) throw new NotFoundError();
      // The session was reached, so the caller's token names its workspace.
      const workspace = inWorkspace(scope);
      const found = (await sessionWithItems(db, workspace, sessionId))!;
      const booked = (await bookingsOfSession(db, workspace, sessionId, ['booked'])).some(
        (row) => row.learnerId === scope.userId,
      );
      const trainer = found.session.trainerIds.includes(scope.userId);
      if (!booked && !trainer && !isEventStaff(scope)) throw new NotFoundError();
      return calendarFile({
        method: 'PUBLISH',
        sessions: [await entryOf(workspace, found, booked ? scope.userId : null)],
        organizer: await organizer(found),
        domain,
        name: found.event.name,
      });
    },

    async feed(scope: Scope) {
      return present(await feedOf(db, inWorkspace(scope)));
    },

    /** Makes the person's feed, or gives it a new secret (the old address stops working). */
    async rotateFeed(scope: Scope) {
      const row = await replaceFeed(db, inWorkspace(scope), (id) => hashOf(secretOf(id)));
      return present(row);
    },

    async revokeFeed(scope: Scope) {
      if (!(await deleteFeed(db, inWorkspace(scope)))) throw new NotFoundError();
    },

    /** The feed by its secret: every session the person is booked on or trains, while their profile is active. */
    async feedFile(file: string): Promise<string> {
      const secret = file.replace(/\.ics$/, '');
      const feed = await feedBySecretHash(db, hashOf(secret));
      if (!feed) throw new NotFoundError();
      const scope = jobIn(CALENDAR_FEED, feed);
      const profile = await activeProfileIn(db, scope, feed.userId);
      if (!profile) throw new NotFoundError();
      const { booked, trainedSessionIds } = await feedSessions(db, scope, feed.userId);
      const sessions: CalendarSession[] = [];
      let organizerOfFeed = organizerOf(undefined, services.config.MAIL_FROM);
      const bookedIds = new Set(booked.map((row) => row.sessionId));
      for (const id of new Set([...bookedIds, ...trainedSessionIds])) {
        const found = await sessionWithItems(db, scope, id);
        if (!found) continue;
        if (sessions.length === 0) organizerOfFeed = await organizer(found);
        sessions.push(await entryOf(scope, found, bookedIds.has(id) ? feed.userId : null));
      }
      return calendarFile({
        method: 'PUBLISH',
        sessions,
        organizer: organizerOfFeed,
        domain,
        name: 'Campus sessions',
      });
    },
  };
}

export type CalendarService = ReturnType<typeof calendarService>;
