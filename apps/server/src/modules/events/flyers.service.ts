import type { Occurrence } from '@campus/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { inWorkspace, type Scope, type WorkspaceScope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { html, raw, type RawHtml } from '../../services/pdf/html.js';
import { displayDate, displayTimes } from '../trainers/index.js';
import { isEventStaff } from './events.policy.js';
import { findEvent, findSession, type EventRow, type EventSessionRow } from './events.repository.js';
import { presentSessions } from './present.js';
import { placedSessionsOf, venueFirstImage } from './flyers.repository.js';
import { dateFormat } from '../../lib/date-format.js';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** 03 §9 session spaces text. */
export function spacesText(spaces: Occurrence['spaces']): string {
  if (spaces.limit === null) return spaces.booked === 1 ? '1 person has booked' : `${spaces.booked} people have booked`;
  if (!spaces.available) return 'No spaces available';
  return `${spaces.available} / ${spaces.limit} spaces available`;
}

const weekday = (instant: Date, timeZone: string) =>
  dateFormat('en-GB', { timeZone, weekday: 'short' }).format(instant);

function sessionBlock(session: Occurrence): RawHtml {
  const trainers = [
    ...new Map(
      session.items
        .flatMap((item) => item.trainers)
        .map((person) => [person.id, `${person.firstName} ${person.lastName}`]),
    ).values(),
  ];
  return html`<section class="session">
    <ul class="dates">
      ${session.items.map((item) => {
        const start = new Date(item.datetimeStart);
        const end = new Date(item.datetimeEnd);
        const place = item.room
          ? html`${item.room.name},
            ${item.venue?.name ?? ''}${item.venue?.address ? html`<br /><span class="address">${item.venue.address}</span>` : ''}`
          : html`Online${item.platform ? html` (${item.platform})` : ''}`;
        return html`<li>
          <strong>${weekday(start, item.timeZone)} ${displayDate(start, item.timeZone)}</strong>,
          ${displayTimes(start, end, item.timeZone)}
          <div class="place">${place}</div>
        </li>`;
      })}
    </ul>
    ${trainers.length ? html`<p><span class="label">Trainers:</span> ${trainers.join(', ')}</p>` : ''}
    <p><span class="label">Spaces:</span> ${spacesText(session.spaces)}</p>
  </section>`;
}

export function flyerHtml(input: {
  event: Pick<EventRow, 'name' | 'description'>;
  sessions: Occurrence[];
  image: string | null;
  printedAt: Date;
}): string {
  return html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <title>${input.event.name}</title>
        <style>
          body {
            font-family: 'DejaVu Sans', Arial, sans-serif;
            color: #111;
            font-size: 12pt;
            line-height: 1.4;
          }
          h1 {
            font-size: 26pt;
            margin: 0 0 8pt;
            color: #0b3d6b;
          }
          .hero {
            width: 100%;
            max-height: 70mm;
            object-fit: cover;
            border-radius: 4pt;
            margin-bottom: 10pt;
          }
          .description {
            white-space: pre-line;
            margin-bottom: 14pt;
          }
          h2 {
            font-size: 15pt;
            border-bottom: 1pt solid #ccc;
            padding-bottom: 3pt;
          }
          .session {
            border: 1pt solid #ddd;
            border-radius: 4pt;
            padding: 8pt 10pt;
            margin-bottom: 10pt;
            page-break-inside: avoid;
          }
          .dates {
            list-style: none;
            padding: 0;
            margin: 0 0 6pt;
          }
          .dates li {
            margin-bottom: 5pt;
          }
          .place,
          .address {
            color: #444;
            font-size: 10.5pt;
          }
          .label {
            font-weight: bold;
          }
          footer {
            margin-top: 16pt;
            font-size: 9pt;
            color: #666;
          }
        </style>
      </head>
      <body>
        ${input.image ? html`<img class="hero" src="${raw(input.image)}" alt="" />` : ''}
        <h1>${input.event.name}</h1>
        ${input.event.description ? html`<div class="description">${input.event.description}</div>` : ''}
        <h2>${input.sessions.length === 1 ? 'Session' : 'Sessions'}</h2>
        ${input.sessions.length ? input.sessions.map(sessionBlock) : html`<p>No upcoming sessions.</p>`}
        <footer>Printed on ${displayDate(input.printedAt, 'Europe/London')}</footer>
      </body>
    </html>`.value;
}

/** Printable flyers (03 §7 GET /flyer/event/{id}, /flyer/session/{id}): PDF from HTML. */
export function flyersService({ database, storage, pdf }: Pick<AppServices, 'database' | 'storage' | 'pdf'>) {
  const { db } = database;

  /** The first image of the first session's venue, inline (the page loads nothing from the network). */
  async function venueImage(scope: WorkspaceScope, sessions: Occurrence[]): Promise<string | null> {
    const venueId = sessions.flatMap((session) => session.items).find((item) => item.venueId)?.venueId;
    if (!venueId) return null;
    const file = await venueFirstImage(db, scope, venueId);
    if (!file || file.status !== 'ready' || !IMAGE_TYPES.has(file.mimeType)) return null;
    const body = await storage.get(file.storageKey);
    return body ? `data:${file.mimeType};base64,${body.toString('base64')}` : null;
  }

  async function print(scope: Scope, event: EventRow, rows: EventSessionRow[]) {
    const sessions = await presentSessions(db, scope, event, rows);
    // The event was reached, so the caller's token names its workspace (and the event's customer).
    const image = await venueImage(inWorkspace(scope), sessions);
    return pdf.render(flyerHtml({ event, sessions, image, printedAt: new Date() }));
  }

  const reachable = (scope: Scope, event: EventRow) => isEventStaff(scope) || event.status === 'active';

  return {
    /** The event's flyer: its upcoming and running sessions. */
    async event(scope: Scope, id: string) {
      const event = await findEvent(db, scope, id);
      if (!event || !reachable(scope, event)) throw new NotFoundError();
      const rows = await placedSessionsOf(db, inWorkspace(scope), id);
      const now = new Date();
      return {
        name: event.name,
        pdf: await print(
          scope,
          event,
          rows.filter((row) => row.toDate > now),
        ),
      };
    },

    async session(scope: Scope, id: string) {
      const found = await findSession(db, scope, id);
      // Non-staff (managers on the session page) never see a draft, as with GET /occurrence.
      if (!found || !reachable(scope, found.event) || (!isEventStaff(scope) && found.session.status === 'draft'))
        throw new NotFoundError();
      return { name: found.event.name, pdf: await print(scope, found.event, [found.session]) };
    },
  };
}

export type FlyersService = ReturnType<typeof flyersService>;
