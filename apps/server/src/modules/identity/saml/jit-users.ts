import type { Database } from '../../../db/client.js';
import {
  type Account,
  activateAccount,
  addLearnerProfiles,
  ensurePerson,
  findUserByEmail,
  hasActiveProfileIn,
} from '../../people/index.js';
import type { MappedPerson } from './attribute-mapping.js';
import { workspacesEnabledFor } from './sign-in-options.repository.js';
import type { SsoSubscriptionRow } from './sso-subscriptions.repository.js';

/** The identity provider vouched for someone it may not speak for; the sign-in is refused. */
export class SsoNotAllowed extends Error {}

/**
 * Just-in-time linking (docs/decisions/0006). An identity provider may sign in an address when
 * its domain is one of the subscription's email domains, or when that person already has an
 * active profile in a workspace that offers this subscription. Then:
 * - a known person is linked by email (a 'pending' account becomes active: the provider has
 *   proved the address); disabled accounts and superadmins are refused;
 * - an unknown person gets an active account without a password (domain match only);
 * - in every active workspace that offers the subscription the person gets a learner profile
 *   if they have none there (existing profiles, including removed ones, are left alone).
 * Names held by Campus are not overwritten: the provider's names seed new accounts only.
 */
export async function linkUser(db: Database, subscription: SsoSubscriptionRow, person: MappedPerson): Promise<Account> {
  const domain = person.email.split('@').pop() ?? '';
  const domainAllowed = subscription.emailDomains.includes(domain);

  return db.transaction(async (tx) => {
    const enabled = await workspacesEnabledFor(tx, subscription.id);
    let user = await findUserByEmail(tx, person.email);

    if (user) {
      if (user.status === 'disabled' || user.isSuperadmin) throw new SsoNotAllowed();
      const enabledIds = enabled.map((workspace) => workspace.id);
      if (!domainAllowed && !(await hasActiveProfileIn(tx, user.id, enabledIds))) throw new SsoNotAllowed();
      if (user.status === 'pending') user = await activateAccount(tx, user.id);
    } else {
      if (!domainAllowed) throw new SsoNotAllowed();
      // An active account without a password, named by the provider; of two first sign-ins at
      // once, one inserts and both read the same person back.
      user = await ensurePerson(tx, {
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        passwordHash: null,
        status: 'active',
      });
    }
    if (!user) throw new Error('The signed-in user could not be read back');

    await addLearnerProfiles(tx, user.id, enabled);
    return user;
  });
}
