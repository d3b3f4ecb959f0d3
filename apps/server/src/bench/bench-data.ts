import { sql } from 'drizzle-orm';
import { defaultCustomisation } from '@campus/contracts';
import type { Database } from '../db/client.js';
import { customerUserRoles, customers, subscriptions, userProfiles, users, workspaces } from '../db/schema/index.js';
import { hashPassword } from '../modules/sso/passwords.js';

const CUSTOMERS = 20;
const WORKSPACES_PER_CUSTOMER = 10;
const USERS = 5000;

/** Enough data that queries must use their indexes: 200 workspaces, 5 000 people, 25 000 profiles. */
export async function generateBenchData(db: Database) {
  const passwordHash = await hashPassword('Demo!2345');
  const workspaceIds: string[] = [];
  const customerIds: string[] = [];
  for (let c = 0; c < CUSTOMERS; c++) {
    const [customer] = await db
      .insert(customers)
      .values({ name: `Bench Customer ${c}` })
      .returning();
    customerIds.push(customer!.id);
    await db.insert(subscriptions).values([{ customerId: customer!.id, serviceKey: 'LMS', status: 'active' }]);
    const rows = await db
      .insert(workspaces)
      .values(
        Array.from({ length: WORKSPACES_PER_CUSTOMER }, (_, w) => ({
          customerId: customer!.id,
          name: `Bench ${c}-${w}`,
          customisation: defaultCustomisation(),
        })),
      )
      .returning({ id: workspaces.id, customerId: workspaces.customerId });
    workspaceIds.push(...rows.map((row) => `${row.id}|${row.customerId}`));
  }
  const userIds: string[] = [];
  for (let start = 0; start < USERS; start += 500) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          email: `bench${start + i}@bench.test`,
          firstName: 'Bench',
          lastName: `User ${start + i}`,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    userIds.push(...rows.map((row) => row.id));
  }
  // Every user gets profiles in five workspaces; the bench user (user 0) in fifty.
  const profiles = userIds.flatMap((userId, index) =>
    Array.from({ length: index === 0 ? 50 : 5 }, (_, k) => {
      const [workspaceId, customerId] = workspaceIds[(index + k * 7) % workspaceIds.length]!.split('|') as [
        string,
        string,
      ];
      return { userId, workspaceId, customerId, roles: ['learner'] };
    }),
  );
  for (let start = 0; start < profiles.length; start += 1000)
    await db.insert(userProfiles).values(profiles.slice(start, start + 1000));
  // The bench user is also the first customer's site admin: their user list has its people.
  await db
    .insert(customerUserRoles)
    .values({ customerId: customerIds[0]!, userId: userIds[0]!, role: 'master_administrator' });
  // A live database keeps planner statistics; freshly bulk-loaded tables need them gathered.
  await db.execute(sql`analyze`);
  return {
    users: USERS,
    workspaces: workspaceIds.length,
    benchUserEmail: 'bench0@bench.test',
    benchUserWorkspaces: 50,
    benchCustomerId: customerIds[0]!,
  };
}
