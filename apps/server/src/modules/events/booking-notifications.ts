import { rangeWithZones } from '@campus/contracts';
import { dateFormat } from '../../lib/date-format.js';
import type { InWorkspaceScope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import type { MailAttachment } from '../../services/mail/mailer.js';
import {
  calendarAttachment,
  calendarFile,
  locationOf,
  type CalendarItem,
  type CalendarSession,
} from './calendar-files.js';
import {
  bookingById,
  bookingsOfSession,
  earlierBookings,
  eventById,
  waitingPosition,
  peopleByIds,
  sessionWithItems,
  type BookingRow,
  type Person,
  type SessionWithItems,
} from './notifications.repository.js';

/**
 * The booking emails (issue 14 item 7): each a template with subject, text and HTML, dates in
 * en-GB with 12-hour times and the zone named, sent through the mail interface (recorded, then
 * delivered on the job queue). Callers do not call these directly: they record what happened in
 * their own transaction (booking-emails.ts) and a worker writes the emails from it, so a change
 * that committed always gets its emails and a failed email never undoes the change.
 */

type Kind =
  | 'confirmed'
  | 'requestReceived'
  | 'requestToCoordinator'
  | 'approved'
  | 'declined'
  | 'waitingList'
  | 'promoted'
  | 'cancelledByLearner'
  | 'placeDeclined'
  | 'cancelledByCoordinator'
  | 'sessionCancelled'
  | 'sessionChanged'
  | 'reminder';

export interface Email {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * "Saturday 28 Mar 2026, 9:00 am – 12:00 pm GMT (Europe/London)": en-GB, 12-hour, each time with
 * the zone name in force at that instant, so a session across a clock change reads
 * "12:30 am GMT – 3:30 am BST" (docs/events.md, Time zones).
 */
export function formatItemTime(start: Date, end: Date, timeZone: string): string {
  const day = dateFormat('en-GB', {
    weekday: 'long',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(start);
  const time = (date: Date) =>
    dateFormat('en-GB', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(date);
  const sameDay = dateFormat('en-CA', { timeZone }).format(start) === dateFormat('en-CA', { timeZone }).format(end);
  const times = rangeWithZones(start, end, timeZone, (instant) =>
    !sameDay && instant.getTime() === end.getTime()
      ? `${dateFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone }).format(end)}, ${time(end)}`
      : time(instant),
  );
  return `${day.replace(',', '')}, ${times} (${timeZone})`;
}

export interface TemplateInput {
  kind: Kind;
  person: { firstName: string; lastName: string };
  eventName: string;
  items: CalendarItem[];
  url: string | null;
  position?: number | null;
  reason?: string | null;
  learnerName?: string;
  /** Dates removed from a changed session. */
  removed?: CalendarItem[];
  /** A CANCEL calendar file is attached (a declined place that had been booked). */
  calendarUpdate?: boolean;
}

/** The template of each email: subject, paragraphs, and the session's dates listed below them. */
export function renderEmail(input: TemplateInput): Email {
  const name = input.eventName;
  const withCalendar = 'The attached calendar invitation adds it to your calendar.';
  const texts: Record<Kind, { subject: string; lines: string[] }> = {
    confirmed: {
      subject: `Booking confirmed: ${name}`,
      lines: [`Your place on ${name} is booked.`, withCalendar],
    },
    requestReceived: {
      subject: `Booking request received: ${name}`,
      lines: [
        `We have received your request for a place on ${name}.`,
        'An event coordinator will approve or decline it, and we will email you their answer.',
      ],
    },
    requestToCoordinator: {
      subject: `New booking request: ${name}`,
      lines: [
        `${input.learnerName ?? 'A learner'} has asked for a place on ${name}.`,
        'Please approve or decline the request in Campus.',
      ],
    },
    approved: {
      subject: `Booking request approved: ${name}`,
      lines: [`Your request for a place on ${name} has been approved: you are booked.`, withCalendar],
    },
    declined: {
      subject: `Booking request declined: ${name}`,
      lines: [
        `Your request for a place on ${name} has been declined.`,
        'Please choose another session or contact the event coordinator.',
      ],
    },
    waitingList: {
      subject: `You are on the waiting list: ${name}`,
      lines: [
        `${name} is fully booked, so you have joined its waiting list${
          input.position ? ` at position ${input.position}` : ''
        }.`,
        'If a place becomes free we will book you on it and email you.',
      ],
    },
    promoted: {
      subject: `A place has become free: you are booked on ${name}`,
      lines: [
        `A place on ${name} has become free and you, being first on the waiting list, are now booked on it.`,
        'If you can no longer attend, please decline the place in Campus so that the next person can have it.',
        withCalendar,
      ],
    },
    cancelledByLearner: {
      subject: `Booking cancelled: ${name}`,
      lines: [
        `Your booking on ${name} has been cancelled, as you asked.`,
        'The attached calendar update removes it from your calendar.',
      ],
    },
    // A learner turning down a place they were given (from the waiting list, or an invitation):
    // they did not cancel a booking they made, and the place goes on to someone else.
    placeDeclined: {
      subject: `Place declined: ${name}`,
      lines: [
        `You have declined your place on ${name}, so it is free for someone else.`,
        ...(input.calendarUpdate ? ['The attached calendar update removes it from your calendar.'] : []),
        'If you change your mind, you can book again while there are places.',
      ],
    },
    cancelledByCoordinator: {
      subject: `Your booking has been cancelled: ${name}`,
      lines: [
        `An event coordinator has cancelled your booking on ${name}.`,
        ...(input.reason ? [`Reason: ${input.reason}`] : []),
        'The attached calendar update removes it from your calendar.',
      ],
    },
    sessionCancelled: {
      subject: `Session cancelled: ${name}`,
      lines: [
        `The session of ${name} you were booked on has been cancelled, so your booking is cancelled too.`,
        'The attached calendar update removes it from your calendar. Please choose another session if you still wish to attend.',
      ],
    },
    sessionChanged: {
      subject: `Session changed: ${name}`,
      lines: [
        `The dates or rooms of your session of ${name} have changed. The new details are below.`,
        'The attached calendar invitation updates your calendar.',
      ],
    },
    reminder: {
      subject: `Reminder: ${name}`,
      lines: [`This is a reminder that you are booked on ${name}.`],
    },
  };
  const chosen = texts[input.kind];
  const greeting = `Dear ${input.person.firstName},`;
  const dates = input.items.map((item) => ({
    when: formatItemTime(item.start, item.end, item.timeZone),
    where: locationOf(item),
  }));
  const removed = (input.removed ?? []).map((item) => formatItemTime(item.start, item.end, item.timeZone));
  const text = [
    greeting,
    '',
    ...chosen.lines.flatMap((line) => [line, '']),
    ...(dates.length > 0
      ? [dates.length > 1 ? 'Dates:' : 'Date:', ...dates.map((date) => `- ${date.when}\n  ${date.where}`)]
      : ['Any session of the event with a free place will do.']),
    ...(removed.length > 0 ? ['', 'No longer part of the session:', ...removed.map((when) => `- ${when}`)] : []),
    ...(input.url ? ['', `View the session: ${input.url}`] : []),
    '',
    'Campus',
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:system-ui,sans-serif;color:#111">
<p>${escapeHtml(greeting)}</p>
${chosen.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${
  dates.length > 0
    ? `<h2 style="font-size:1rem">${dates.length > 1 ? 'Dates' : 'Date'}</h2>
<ul>${dates.map((date) => `<li>${escapeHtml(date.when)}<br>${escapeHtml(date.where)}</li>`).join('')}</ul>`
    : '<p>Any session of the event with a free place will do.</p>'
}
${
  removed.length > 0
    ? `<p>No longer part of the session:</p><ul>${removed.map((when) => `<li>${escapeHtml(when)}</li>`).join('')}</ul>`
    : ''
}
${input.url ? `<p><a href="${escapeHtml(input.url)}">View the session</a></p>` : ''}
<p>Campus</p></body></html>`;
  return { subject: chosen.subject, text, html };
}

export const itemsForCalendar = (found: SessionWithItems): CalendarItem[] =>
  found.items.map(({ item, venue, room }) => ({
    position: item.position,
    start: item.datetimeStart,
    end: item.datetimeEnd,
    timeZone: item.timeZone,
    room: room?.name ?? null,
    venue: venue?.name ?? null,
    address: venue?.address || null,
    meetingLink: item.meetingLink,
    platform: item.platform,
  }));

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** Who sends the invitations: the event's first coordinator, else the product's sender address. */
export function organizerOf(coordinator: Person | undefined, mailFrom: string) {
  if (coordinator) return { name: fullName(coordinator), email: coordinator.email };
  const match = mailFrom.match(/^(.*)<([^>]+)>\s*$/);
  return match ? { name: match[1]!.trim() || 'Campus', email: match[2]!.trim() } : { name: 'Campus', email: mailFrom };
}

/** Mail to everyone a session change reaches (and reminders) waits behind one person's own mail. */
const BULK_KINDS: ReadonlySet<Kind> = new Set(['sessionCancelled', 'sessionChanged', 'reminder']);

export function bookingNotifications(
  services: Pick<AppServices, 'database' | 'mailer' | 'config'>,
  /** The workspace whose emails these are (the job's, recorded with its change). */
  scope: InWorkspaceScope,
  /** Told of each email that could not be written; the caller decides whether to try again. */
  onFailure: (what: string, error: unknown) => void = (what, error) => console.error(`[events mail] ${what}:`, error),
) {
  const { db } = services.database;
  const publicUrl = services.config.publicUrl;
  const domain = new URL(publicUrl).hostname || 'campus';
  const sessionUrl = (found: SessionWithItems) =>
    `${publicUrl}/my-learning/event/${found.event.id}/session/${found.session.id}/show/single`;

  /** One person's calendar file for the session (REQUEST, or CANCEL of some or all dates). */
  async function invitation(
    found: SessionWithItems,
    booking: BookingRow,
    person: Person,
    method: 'REQUEST' | 'CANCEL',
    options: { items?: CalendarItem[]; filename?: string } = {},
  ): Promise<MailAttachment> {
    const [coordinators, offset] = await Promise.all([
      peopleByIds(db, found.event.coordinatorIds.slice(0, 1)),
      earlierBookings(db, scope, booking),
    ]);
    const session: CalendarSession = {
      sessionId: found.session.id,
      eventName: found.event.name,
      description: found.event.description,
      sequence: found.session.sequence,
      items: options.items ?? itemsForCalendar(found),
      url: sessionUrl(found),
      attendee: { name: fullName(person), email: person.email, offset },
    };
    const content = calendarFile({
      method,
      sessions: [session],
      organizer: organizerOf(coordinators.get(found.event.coordinatorIds[0] ?? ''), services.config.MAIL_FROM),
      domain,
    });
    return calendarAttachment(method, content, options.filename);
  }

  async function send(
    found: SessionWithItems,
    person: Person,
    kind: Kind,
    extra: Partial<TemplateInput> = {},
    attachments: MailAttachment[] = [],
  ) {
    const email = renderEmail({
      kind,
      person,
      eventName: found.event.name,
      items: itemsForCalendar(found),
      url: sessionUrl(found),
      ...extra,
    });
    await services.mailer.send(
      {
        to: person.email,
        ...email,
        customerId: found.event.customerId,
        workspaceId: found.event.workspaceId,
        attachments,
      },
      { priority: BULK_KINDS.has(kind) ? 'bulk' : 'transactional' },
    );
  }

  /** One person's email: its failure is reported, and the others still go. */
  async function safely(what: string, work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      onFailure(what, error);
    }
  }

  async function aboutBooking(
    bookingOrId: BookingRow | string,
    work: (found: SessionWithItems, booking: BookingRow, learner: Person) => Promise<void>,
  ) {
    const booking = typeof bookingOrId === 'string' ? await bookingById(db, scope, bookingOrId) : bookingOrId;
    if (!booking) return;
    const [found, people] = await Promise.all([
      sessionWithItems(db, scope, booking.sessionId),
      peopleByIds(db, [booking.learnerId]),
    ]);
    const learner = people.get(booking.learnerId);
    if (!found || !learner) return;
    await work(found, booking, learner);
  }

  const notifications = {
    /** A new booking: confirmed (with the invitation), or a request (the learner and the coordinators told). */
    /** Given the row just written when the caller has it (one read fewer), else its id. */
    bookingMade: (booking: BookingRow | string) =>
      safely('booking made', () =>
        aboutBooking(booking, async (found, booking, learner) => {
          if (booking.status === 'booked')
            await send(found, learner, 'confirmed', {}, [await invitation(found, booking, learner, 'REQUEST')]);
          if (booking.status === 'request') {
            await send(found, learner, 'requestReceived');
            const coordinators = await peopleByIds(
              db,
              found.session.coordinatorIds.length > 0 ? found.session.coordinatorIds : found.event.coordinatorIds,
            );
            for (const coordinator of coordinators.values())
              await send(found, coordinator, 'requestToCoordinator', { learnerName: fullName(learner), url: null });
          }
        }),
      ),

    requestAnswered: (bookingId: string, approved: boolean) =>
      safely('request answered', () =>
        aboutBooking(bookingId, async (found, booking, learner) => {
          if (approved)
            await send(found, learner, 'approved', {}, [await invitation(found, booking, learner, 'REQUEST')]);
          else await send(found, learner, 'declined');
        }),
      ),

    /** Joined a session's waiting list (its dates listed), or an event's (any of its sessions). */
    waitingListJoined: (learnerId: string, eventId: string, sessionId: string | null, position: number | null) =>
      safely('waiting list joined', async () => {
        const learner = (await peopleByIds(db, [learnerId])).get(learnerId);
        if (!learner) return;
        const found = sessionId ? await sessionWithItems(db, scope, sessionId) : null;
        const place = position ?? (await waitingPosition(db, scope, eventId, sessionId, learnerId));
        if (found) return send(found, learner, 'waitingList', { position: place });
        const event = await eventById(db, scope, eventId);
        if (!event) return;
        const email = renderEmail({
          kind: 'waitingList',
          person: learner,
          eventName: event.name,
          items: [],
          url: null,
          position: place,
        });
        await services.mailer.send({
          to: learner.email,
          ...email,
          customerId: event.customerId,
          workspaceId: event.workspaceId,
        });
      }),

    promoted: async (bookingIds: readonly string[]) => {
      for (const id of bookingIds)
        await safely('promoted', () =>
          aboutBooking(id, async (found, booking, learner) => {
            const status = booking.status;
            if (status === 'booked')
              await send(found, learner, 'promoted', {}, [await invitation(found, booking, learner, 'REQUEST')]);
          }),
        );
    },

    /**
     * A booking cancelled by the learner or by a coordinator, or a place the learner declined (a
     * promotion from the waiting list or an invitation: `declined`, with its own wording).
     */
    cancelled: (bookingId: string, by: 'learner' | 'coordinator' | 'declined', hadInvitation: boolean) =>
      safely('booking cancelled', () =>
        aboutBooking(bookingId, async (found, booking, learner) => {
          const files = hadInvitation
            ? [await invitation(found, booking, learner, 'CANCEL', { filename: 'cancellation.ics' })]
            : [];
          await send(
            found,
            learner,
            by === 'declined' ? 'placeDeclined' : by === 'learner' ? 'cancelledByLearner' : 'cancelledByCoordinator',
            { reason: booking.cancellationReason, calendarUpdate: hadInvitation },
            files,
          );
        }),
      ),

    /** Everyone whose booking went with the cancelled session (the session's SEQUENCE already bumped). */
    sessionCancelled: async (bookings: readonly { id: string; status: BookingRow['status'] }[]) => {
      for (const { id, status } of bookings)
        await safely('session cancelled', () =>
          aboutBooking(id, async (found, booking, learner) => {
            const files =
              status === 'booked'
                ? [await invitation(found, booking, learner, 'CANCEL', { filename: 'cancellation.ics' })]
                : [];
            await send(found, learner, 'sessionCancelled', {}, files);
          }),
        );
    },

    /**
     * The session's dates or rooms changed (its SEQUENCE bumped): everyone booked gets the
     * updated invitation, plus a CANCEL for dates that are no longer part of it.
     */
    sessionChanged: (sessionId: string, removed: CalendarItem[]) =>
      safely('session changed', async () => {
        const found = await sessionWithItems(db, scope, sessionId);
        if (!found) return;
        const booked = await bookingsOfSession(db, scope, sessionId, ['booked']);
        const people = await peopleByIds(
          db,
          booked.map((booking) => booking.learnerId),
        );
        for (const booking of booked) {
          const learner = people.get(booking.learnerId);
          if (!learner) continue;
          const files = [await invitation(found, booking, learner, 'REQUEST')];
          if (removed.length > 0)
            files.push(
              await invitation(found, booking, learner, 'CANCEL', { items: removed, filename: 'removed-dates.ics' }),
            );
          await send(found, learner, 'sessionChanged', { removed }, files);
        }
      }),

    /** One reminder (its row in event_reminders claimed in the same transaction as this email's job). */
    reminder: (bookingId: string) =>
      safely('reminder', () =>
        aboutBooking(bookingId, async (found, booking, learner) => {
          await send(found, learner, 'reminder', {}, [await invitation(found, booking, learner, 'REQUEST')]);
        }),
      ),
  };
  return notifications;
}

export type BookingNotifications = ReturnType<typeof bookingNotifications>;
