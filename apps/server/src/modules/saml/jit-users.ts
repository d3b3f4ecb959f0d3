import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userProfiles, users } from '../../db/schema/index.js';
import { findUserByEmail } from '../sso/users.repository.js';
import type { MappedPerson } from './attribute-mapping.js';
import { workspacesEnabledFor, type SsoSubscriptionRow } from './sso-subscriptions.repository.js';

/** The identity provider vouched for someone it may not speak for; the sign-in is refused. */
export class SsoNotAllowed extends Error {}

type User = typeof users.$inferSelect;

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
export async function linkUser(db: Database, subscription: SsoSubscriptionRow, person: MappedPerson): Promise<User> {
  const domain = person.email.split('@').pop() ?? '';
  const domainAllowed = subscription.emailDomains.includes(domain);

  return db.transaction(async (tx) => {
    const enabled = await workspacesEnabledFor(tx, subscription.id);
    let user = await findUserByEmail(tx, person.email);

    if (user) {
      if (user.status === 'disabled' || user.isSuperadmin) throw new SsoNotAllowed();
      if (!domainAllowed) {
        const profiles =
          enabled.length === 0
            ? []
            : await tx
                .select({ id: userProfiles.id })
                .from(userProfiles)
                .where(
                  and(
                    eq(userProfiles.userId, user.id),
                    eq(userProfiles.status, 'active'),
                    inArray(
                      userProfiles.workspaceId,
                      enabled.map((workspace) => workspace.id),
                    ),
                  ),
                )
                .limit(1);
        if (profiles.length === 0) throw new SsoNotAllowed();
      }
      if (user.status === 'pending') {
        const [activated] = await tx.update(users).set({ status: 'active' }).where(eq(users.id, user.id)).returning();
        user = activated ?? null;
      }
    } else {
      if (!domainAllowed) throw new SsoNotAllowed();
      // Two first sign-ins at once: the unique email index lets one insert win; both read it back.
      await tx
        .insert(users)
        .values({
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          passwordHash: null,
          status: 'active',
        })
        .onConflictDoNothing({ target: users.email });
      user = await findUserByEmail(tx, person.email);
    }
    if (!user) throw new Error('The signed-in user could not be read back');

    if (enabled.length > 0) {
      await tx
        .insert(userProfiles)
        .values(
          enabled.map((workspace) => ({
            userId: (user as User).id,
            customerId: workspace.customerId,
            workspaceId: workspace.id,
          })),
        )
        .onConflictDoNothing({ target: [userProfiles.userId, userProfiles.workspaceId] });
    }
    return user;
  });
}
