import { eq, sql } from 'drizzle-orm';
import { defaultCustomisation } from '@campus/contracts';
import type { Database } from '../db/client.js';
import {
  catalogItemWorkspaces,
  catalogItems,
  courseVersions,
  courses,
  customerUserRoles,
  customers,
  enrolments,
  rooms,
  subscriptions,
  userProfiles,
  users,
  venues,
  workspaces,
} from '../db/schema/index.js';
import { hashPassword } from '../modules/people/index.js';

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
  const profileRows: { id: string; userId: string; workspaceId: string; customerId: string }[] = [];
  for (let start = 0; start < profiles.length; start += 1000) {
    profileRows.push(
      ...(await db
        .insert(userProfiles)
        .values(profiles.slice(start, start + 1000))
        .returning({
          id: userProfiles.id,
          userId: userProfiles.userId,
          workspaceId: userProfiles.workspaceId,
          customerId: userProfiles.customerId,
        })),
    );
  }
  const { benchWorkspaceId, enrolmentCount } = await generateEnrolments(db, profileRows, userIds[0]!);
  // The bench user is also the first customer's site admin: their user list has its people.
  await db
    .insert(customerUserRoles)
    .values({ customerId: customerIds[0]!, userId: userIds[0]!, role: 'master_administrator' });
  const [benchWorkspace] = await db
    .select({ customerId: workspaces.customerId })
    .from(workspaces)
    .where(eq(workspaces.id, benchWorkspaceId));
  const venueCustomerId = benchWorkspace!.customerId;
  const venueCount = await generateVenues(db, venueCustomerId, benchWorkspaceId);
  // A live database keeps planner statistics; freshly bulk-loaded tables need them gathered.
  await db.execute(sql`analyze`);
  return {
    users: USERS,
    workspaces: workspaceIds.length,
    benchUserEmail: 'bench0@bench.test',
    benchUserWorkspaces: 50,
    benchCustomerId: customerIds[0]!,
    benchWorkspaceId,
    enrolments: enrolmentCount,
    venues: venueCount,
    venueCustomerId,
  };
}

/** Venues in the bench workspace (issue 13: the list stays fast at 5 000), a room each. */
const VENUES = 5000;
async function generateVenues(db: Database, customerId: string, workspaceId: string): Promise<number> {
  const statuses = ['draft', 'active', 'active', 'archived'] as const;
  for (let start = 0; start < VENUES; start += 1000) {
    const made = await db
      .insert(venues)
      .values(
        Array.from({ length: Math.min(1000, VENUES - start) }, (_, k) => {
          const index = start + k;
          return {
            customerId,
            workspaceId,
            name: `Venue ${String(index).padStart(5, '0')}`,
            city: index % 2 ? 'London' : 'Leeds',
            formattedAddress: `${index} High Street, ${index % 2 ? 'London' : 'Leeds'}, United Kingdom`,
            status: statuses[index % statuses.length],
          };
        }),
      )
      .returning({ id: venues.id });
    await db
      .insert(rooms)
      .values(made.map((venue) => ({ customerId, workspaceId, venueId: venue.id, name: 'Main room', capacity: 20 })));
  }
  return VENUES;
}

/**
 * Two courses offered in every workspace (the first needing approval) and two enrolments per
 * profile, one in ten still waiting: about 50 000 enrolments. The bench user becomes the LXA of
 * their first workspace, whose request list is measured.
 */
async function generateEnrolments(
  db: Database,
  profiles: { id: string; userId: string; workspaceId: string; customerId: string }[],
  benchUserId: string,
): Promise<{ benchWorkspaceId: string; enrolmentCount: number }> {
  const itemsByWorkspace = new Map<string, string[]>();
  for (const workspaceId of new Set(profiles.map((profile) => profile.workspaceId))) {
    const customerId = profiles.find((profile) => profile.workspaceId === workspaceId)!.customerId;
    const items: string[] = [];
    for (const requireApproval of [true, false]) {
      const [course] = await db
        .insert(courses)
        .values({ customerId, workspaceId, name: `Bench course ${items.length}`, draft: false })
        .returning({ id: courses.id });
      const [version] = await db
        .insert(courseVersions)
        .values({ customerId, courseId: course!.id, major: 1, minor: 0 })
        .returning({ id: courseVersions.id });
      const [item] = await db
        .insert(catalogItems)
        .values({ customerId, workspaceId, courseId: course!.id, versionId: version!.id })
        .returning({ id: catalogItems.id });
      await db
        .insert(catalogItemWorkspaces)
        .values({ catalogItemId: item!.id, customerId, workspaceId, requireApproval });
      items.push(item!.id);
    }
    itemsByWorkspace.set(workspaceId, items);
  }
  const rows = profiles.flatMap((profile, index) =>
    itemsByWorkspace.get(profile.workspaceId)!.map((catalogItemId, k) => ({
      customerId: profile.customerId,
      workspaceId: profile.workspaceId,
      catalogItemId,
      learnerProfileId: profile.id,
      learnerUserId: profile.userId,
      state: k === 0 && index % 5 === 0 ? ('awaiting_approval' as const) : ('enrolled' as const),
    })),
  );
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(enrolments).values(rows.slice(start, start + 1000));
  const benchProfile = profiles.find((profile) => profile.userId === benchUserId)!;
  await db
    .update(userProfiles)
    .set({ roles: ['learner', 'learning_experience_administrator', 'infrastructure_manager'] })
    .where(eq(userProfiles.id, benchProfile.id));
  return { benchWorkspaceId: benchProfile.workspaceId, enrolmentCount: rows.length };
}
