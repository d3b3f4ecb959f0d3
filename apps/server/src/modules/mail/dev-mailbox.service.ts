import type { AppServices } from '../../services/services.js';
import { findMessage, latestMessages } from '../../services/mail/mail-messages.repository.js';

/** How many messages the mailbox lists: enough for a development session. */
const MAILBOX_SIZE = 200;

/**
 * The development mailbox reads every recorded message, whichever tenant it went to: it is a
 * developer's tool and is never registered in production.
 */
export function devMailboxService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;
  return {
    latest: () => latestMessages(db, MAILBOX_SIZE),
    message: (id: string) => findMessage(db, id),
  };
}

export type DevMailboxService = ReturnType<typeof devMailboxService>;
