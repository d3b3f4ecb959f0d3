import { REGISTER_ERRORS } from '@campus/contracts';
import { NotFoundError, specError } from '../../lib/errors.js';
import type { AppServices } from '../../services/services.js';
import type { IdentityForPeople } from './identity-for-people.js';
import { createPerson, findUserByEmail, findUserById, nameAndActivate } from './accounts.repository.js';
import { superadminWelcomeEmail } from './welcome-email.js';

/**
 * Creating a superadmin (01 §4, §7; /users/superadmins/add): pre-register gives the person's id
 * (an existing account's, or a new pending one), the screen grants the role (POST /v2/user-role),
 * then register names a new person and emails them a code to choose a password. The screen
 * removes the role again if register or reading the person back fails.
 */
export function superadminsService(
  { database, mailer, config }: Pick<AppServices, 'database' | 'mailer' | 'config'>,
  identity: IdentityForPeople,
) {
  const { db } = database;

  return {
    async preRegister(emailAddress: string): Promise<{ id: string; existing: boolean }> {
      const found = await findUserByEmail(db, emailAddress);
      if (found) return { id: found.id, existing: found.status === 'active' };
      const created = await createPerson(db, { email: emailAddress, firstName: '', lastName: '', status: 'pending' });
      // Two screens at once: the other one created the person first.
      const id = created?.id ?? (await findUserByEmail(db, emailAddress))?.id;
      if (!id) throw new NotFoundError();
      return { id, existing: false };
    },

    async register(person: { id: string; firstName: string; lastName: string; emailAddress: string }): Promise<void> {
      const user = await findUserById(db, person.id);
      if (!user || user.email !== person.emailAddress) throw new NotFoundError();
      if (user.status === 'active') throw specError(409, REGISTER_ERRORS.exists);
      // Activated and told how to choose a password together, or neither.
      await db.transaction(async (tx) => {
        const registered = await nameAndActivate(tx, user.id, {
          firstName: person.firstName,
          lastName: person.lastName,
        });
        await identity.sendPasswordCode(tx, mailer, registered!, superadminWelcomeEmail(config.publicUrl));
      });
    },
  };
}

export type SuperadminsService = ReturnType<typeof superadminsService>;
