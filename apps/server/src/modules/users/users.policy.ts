import { and, eq } from 'drizzle-orm';
import type { Actor } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { administeredPeople } from './people-scope.js';

type User = typeof users.$inferSelect;

/**
 * Whether the actor may act on this person's account as their administrator: read it back,
 * rename them, reset their password or two-factor, impersonate them. Superadmins may act on
 * anyone; a superadmin's account is administered by superadmins only; everyone else needs the
 * person to be theirs by an accepted tie (see `administeredPeople`, purpose 'account').
 */
export async function mayAdministerAccount(
  db: Queryable,
  actor: Actor,
  person: Pick<User, 'id' | 'isSuperadmin'>,
): Promise<boolean> {
  if (actor.isSuperadmin) return true;
  if (person.isSuperadmin) return false;
  const scope = administeredPeople(db, actor, 'account');
  if (scope === 'nobody') return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, person.id), scope))
    .limit(1);
  return Boolean(row);
}

/** The person, when the actor may administer their account; otherwise null (answered as 404). */
export async function administeredAccount(db: Queryable, actor: Actor, userId: string): Promise<User | null> {
  const [person] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!person) return null;
  return (await mayAdministerAccount(db, actor, person)) ? person : null;
}
