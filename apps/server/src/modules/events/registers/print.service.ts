import { NotFoundError } from '../../../lib/errors.js';
import { inWorkspace, type Scope } from '../../../lib/scope.js';
import type { AppServices } from '../../../services/services.js';
import { presentSessions } from '../present.js';
import { registerHtml, summaryHtml, type PrintContext } from './print-html.js';
import type { RegistersService } from './registers.service.js';
import { findReachedSession, reachedItems, type Reached } from './registers.repository.js';

/** A file name from the event's name: letters, digits and dashes. */
export const printFileName = (name: string, kind: 'register' | 'summary', date?: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'event'
  }-${kind}${date ? `-${date}` : ''}`;

export interface PrintedDocument {
  /** The file name without its extension. */
  name: string;
  html: string;
}

/**
 * Printable registers and summaries (issue 26 item 5): the register and summary as their screens
 * read them (`registers.registerList` / `summaryList`: the same scope, the same "coordinators and
 * the session's trainers" rule, the same entries), laid out as one HTML document that is answered
 * as it is or printed to PDF from it.
 */
export function registerPrintService(
  { database, pdf }: Pick<AppServices, 'database' | 'pdf'>,
  registers: RegistersService,
) {
  const { db } = database;

  async function contextOf(scope: Scope, reached: Reached, now: Date): Promise<PrintContext> {
    const [session] = await presentSessions(db, scope, reached.event, [reached.session], now);
    if (!session) throw new NotFoundError();
    return { event: reached.event, session, printedAt: now };
  }

  return {
    /** One date's register; its id is the date's. */
    async register(scope: Scope, registerId: string, now = new Date()): Promise<PrintedDocument> {
      const [found] = await reachedItems(db, inWorkspace(scope), [registerId]);
      if (!found) throw new NotFoundError();
      const list = await registers.registerList(scope, found.session.id);
      const register = list.data.find((entry) => entry.id === registerId);
      if (!register) throw new NotFoundError();
      const context = await contextOf(scope, found, now);
      return {
        name: printFileName(found.event.name, 'register', register.localDate),
        html: registerHtml(context, register),
      };
    },

    /** The session's summary; its id is the session's. */
    async summary(scope: Scope, sessionId: string, now = new Date()): Promise<PrintedDocument> {
      const list = await registers.summaryList(scope, sessionId);
      const found = await findReachedSession(db, inWorkspace(scope), sessionId);
      if (!found) throw new NotFoundError();
      const context = await contextOf(scope, found, now);
      return { name: printFileName(found.event.name, 'summary'), html: summaryHtml(context, list.data) };
    },

    /** The document printed to PDF by Chromium, from the very same HTML. */
    pdf: (document: PrintedDocument) => pdf.render(document.html),
  };
}

export type RegisterPrintService = ReturnType<typeof registerPrintService>;
