import type { Occurrence, Register, Summary } from '@campus/contracts';
import { html, raw, type RawHtml } from '../../../services/pdf/html.js';
import { fontFacesFor, PRINT_FONT_FAMILY } from '../../../services/pdf/fonts.js';
import { displayDate, displayTimes } from '../../trainers/index.js';
import { dateFormat } from '../../../lib/date-format.js';

/**
 * The printable register and summary (issue 26 item 5; docs/events.md "Printable registers and
 * summaries"): one HTML document, shown by the web's /print screens and printed to PDF by the
 * PDF service. Every value goes through the `html` tag, which escapes it; the document loads
 * nothing (fonts come inline, `services/pdf/fonts.ts`).
 */

type Item = Occurrence['items'][number];
type Person = { firstName: string; lastName: string };

export interface PrintContext {
  event: { name: string };
  session: Occurrence;
  printedAt: Date;
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim();
const weekday = (instant: Date, timeZone: string) =>
  dateFormat('en-GB', { timeZone, weekday: 'short' }).format(instant);
const when = (item: Pick<Item, 'datetimeStart' | 'datetimeEnd' | 'timeZone'>) => {
  const start = new Date(item.datetimeStart);
  return `${weekday(start, item.timeZone)} ${displayDate(start, item.timeZone)}, ${displayTimes(start, new Date(item.datetimeEnd), item.timeZone)}`;
};

function place(item: Item): RawHtml {
  if (item.room) {
    return html`${item.room.name},
    ${item.venue?.name ?? ''}${item.venue?.address ? html`<br /><span class="muted">${item.venue.address}</span>` : ''}`;
  }
  return html`Online${item.platform ? html` (${item.platform})` : ''}`;
}

const trainersOf = (items: readonly Item[]) => [
  ...new Map(items.flatMap((item) => item.trainers).map((person) => [person.id, fullName(person)])).values(),
];

const STYLE = `
  @page { size: A4; margin: 14mm 12mm; }
  .print-document { font-family: '${PRINT_FONT_FAMILY}', 'DejaVu Sans', Arial, sans-serif; color: #111; font-size: 10.5pt; line-height: 1.35; background: #fff; }
  .print-document h1 { font-size: 18pt; margin: 0 0 2pt; color: #0b3d6b; }
  .print-document .kind { font-size: 10pt; text-transform: uppercase; letter-spacing: 0.06em; color: #444; margin: 0; }
  .print-document dl { display: grid; grid-template-columns: max-content 1fr; gap: 2pt 10pt; margin: 10pt 0 12pt; }
  .print-document dt { font-weight: bold; }
  .print-document dd { margin: 0; }
  .print-document .muted { color: #444; font-size: 9.5pt; }
  .print-document table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  .print-document th, .print-document td, .print-document dd { overflow-wrap: anywhere; }
  .print-document th, .print-document td { border: 0.75pt solid #777; padding: 5pt 6pt; text-align: left; vertical-align: top; }
  .print-document th { background: #eef2f6; font-size: 9.5pt; }
  .print-document tr { page-break-inside: avoid; break-inside: avoid; }
  .print-document th:first-child, .print-document td.number { width: 2.2em; text-align: right; color: #444; }
  .print-document th:nth-child(3) { width: 22%; }
  .print-document th:nth-child(4) { width: 34%; }
  .print-document td.signature { height: 26pt; }
  .print-document .learner { font-weight: bold; }
  .print-document footer { margin-top: 12pt; font-size: 8.5pt; color: #444; }
  .print-document p.empty { font-style: italic; }
  .print-document caption { text-align: left; caption-side: top; padding-bottom: 4pt; }
`;

function documentOf(title: string, kind: string, body: RawHtml, allText: string): string {
  return html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
        <style>
          ${raw(fontFacesFor(allText))}
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <article class="print-document" aria-label="${title}">
          <p class="kind">${kind}</p>
          ${body}
        </article>
      </body>
    </html>`.value;
}

function sessionFacts(context: PrintContext, dates: readonly Item[]): RawHtml {
  const trainers = trainersOf(dates);
  return html`<dl>
    <dt>Event</dt>
    <dd>${context.event.name}</dd>
    <dt>${context.session.items.length === 1 ? 'Session date' : 'Session dates'}</dt>
    <dd>${context.session.items.map((item, index) => html`${index ? html`<br />` : ''}${when(item)}`)}</dd>
    ${
      dates.length === 1 && context.session.items.length > 1
        ? html`<dt>This date</dt>
            <dd>${when(dates[0]!)}</dd>`
        : ''
    }
    <dt>${dates.some((item) => item.room) ? 'Room and venue' : 'Where'}</dt>
    <dd>
      ${[...new Set(dates.map((item) => place(item).value))].map((value, index) => html`${index ? html`<br />` : ''}${raw(value)}`)}
    </dd>
    <dt>Trainers</dt>
    <dd>${trainers.length ? trainers.join(', ') : 'None'}</dd>
  </dl>`;
}

const completionLine = (record: Pick<Register, 'completed' | 'completedAt' | 'completedBy'>, noun: string) =>
  record.completed && record.completedAt
    ? `${noun} completed on ${displayDate(new Date(record.completedAt), 'Europe/London')}${
        record.completedBy ? ` by ${fullName(record.completedBy)}` : ''
      }.`
    : `${noun} not completed yet.`;

/** A date's register: each learner booked, with a box to sign (and the mark, once made). */
export function registerHtml(context: PrintContext, register: Register): string {
  const item = context.session.items.find((entry) => entry.id === register.occurrenceItemId);
  const dates = item ? [item] : context.session.items;
  const title = `Register: ${context.event.name}, ${when(register)}`;
  const mark = (entry: Register['entries'][number]) =>
    entry.attendance === true
      ? 'Present'
      : entry.attendance === false
        ? html`Absent${entry.absenceReason ? html`<br /><span class="muted">${entry.absenceReason}</span>` : ''}`
        : '';
  const body = html`<h1>${context.event.name}</h1>
    ${sessionFacts(context, dates)}
    ${
      register.entries.length
        ? html`<table>
            <caption class="muted">
              Learners booked: ${register.entries.length}
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Learner</th>
                <th scope="col">Attendance</th>
                <th scope="col">Signature</th>
              </tr>
            </thead>
            <tbody>
              ${register.entries.map(
                (entry, index) =>
                  html`<tr>
                    <td class="number">${index + 1}</td>
                    <td>
                      <span class="learner">${fullName(entry)}</span><br /><span class="muted">${entry.email}</span>
                    </td>
                    <td class="mark">${mark(entry)}</td>
                    <td class="signature"></td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : html`<p class="empty">No learners are booked on this session.</p>`
    }
    <footer>
      ${completionLine(register, 'Register')} Printed on ${displayDate(context.printedAt, 'Europe/London')}.
    </footer>`;
  return documentOf(title, 'Register', body, `${title} ${body.value}`);
}

/** The session's summary: each learner booked, passed or not passed, with the notes. */
export function summaryHtml(context: PrintContext, summary: Summary): string {
  const title = `Summary: ${context.event.name}`;
  const result = (entry: Summary['entries'][number]) =>
    entry.completion === 'passed' ? 'Passed' : entry.completion === 'not_passed' ? 'Not passed' : 'Not marked';
  const body = html`<h1>${context.event.name}</h1>
    ${sessionFacts(context, context.session.items)}
    ${
      summary.entries.length
        ? html`<table>
            <caption class="muted">
              Learners booked: ${summary.entries.length}
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Learner</th>
                <th scope="col">Result</th>
                <th scope="col">Notes</th>
              </tr>
            </thead>
            <tbody>
              ${summary.entries.map(
                (entry, index) =>
                  html`<tr>
                    <td class="number">${index + 1}</td>
                    <td>
                      <span class="learner">${fullName(entry)}</span><br /><span class="muted">${entry.email}</span>
                    </td>
                    <td class="mark">${result(entry)}</td>
                    <td>${entry.notes ?? ''}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : html`<p class="empty">No learners are booked on this session.</p>`
    }
    <footer>
      ${completionLine(summary, 'Summary')} Printed on ${displayDate(context.printedAt, 'Europe/London')}.
    </footer>`;
  return documentOf(title, 'Summary', body, `${title} ${body.value}`);
}
