import type { Queryable } from '../../db/client.js';
import type { Mailer } from '../../services/mail/mailer.js';
import type { Account } from './accounts.repository.js';
import type { CodeEmail } from './passwords.js';

/**
 * What people's administration needs from modules/identity. Identity sits above people (it reads
 * accounts and roles to sign people in), so people may not import it: modules/index.ts hands
 * identity's implementation (`identityForPeople`) to the people module at registration.
 */
export interface IdentityForPeople {
  /** Ends every session of a person at once, in the caller's transaction (a removed role). */
  endSessionsOf(db: Queryable, userId: string): Promise<void>;
  /** Makes a one-time code for choosing a password and emails it, in the caller's transaction. */
  sendPasswordCode(db: Queryable, mailer: Mailer, user: Account, email: CodeEmail): Promise<void>;
}
