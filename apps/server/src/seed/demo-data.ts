import { count } from 'drizzle-orm';
import { defaultCustomisation, type CustomerRole, type ProfileRole, type Service } from '@campus/contracts';
import type { Database, Transaction } from '../db/client.js';
import {
  customerUserRoles,
  customers,
  customFields,
  organisationUnitManagers,
  organisationUnits,
  subscriptions,
  userProfiles,
  users,
  workspaceGroupMembers,
  workspaceGroups,
  workspaces,
} from '../db/schema/index.js';
import { hashPassword } from '../modules/people/index.js';
import { seedDemoEvents } from './demo-events.js';
import { seedDemoLearning } from './demo-learning.js';
import { seedDemoVenues } from './demo-venues.js';
import { seedDemoMedia } from './demo-media.js';
import { seedDemoScorm } from './demo-scorm.js';

/** The documented demo sign-ins (README "Demo sign-ins"); all share DEMO_PASSWORD. */
export const DEMO_USERS = [
  { email: 'superadmin@campus.test', firstName: 'Sam', lastName: 'Superadmin', note: 'superadmin' },
  { email: 'support@campus.test', firstName: 'Sofia', lastName: 'Reyes', note: 'superadmin (platform support)' },
  { email: 'owner@northwind.test', firstName: 'Olivia', lastName: 'Turner', note: 'Northwind owner (site admin)' },
  {
    email: 'learner@northwind.test',
    firstName: 'Liam',
    lastName: 'Hughes',
    note: 'learner, Northwind Learning and Northwind Events (bookings)',
  },
  { email: 'trainer@northwind.test', firstName: 'Tara', lastName: 'Singh', note: 'customer role trainer' },
  {
    email: 'coordinator@northwind.test',
    firstName: 'Chloe',
    lastName: 'Evans',
    note: 'event_coordinator, Northwind Events',
  },
  {
    email: 'infra@northwind.test',
    firstName: 'Isaac',
    lastName: 'Patel',
    note: 'infrastructure_manager, Northwind Events',
  },
  { email: 'lxa@northwind.test', firstName: 'Leah', lastName: 'Morgan', note: 'learning_experience_administrator' },
  { email: 'useradmin@northwind.test', firstName: 'Umar', lastName: 'Khan', note: 'user_administrator' },
  { email: 'creator@northwind.test', firstName: 'Cara', lastName: 'Lewis', note: 'course_creator' },
  { email: 'licences@northwind.test', firstName: 'Leo', lastName: 'Walker', note: 'course_licence_manager' },
  { email: 'manager@northwind.test', firstName: 'Mia', lastName: 'Roberts', note: 'manager' },
  { email: 'multi@northwind.test', firstName: 'Max', lastName: 'Wright', note: 'learner in both Northwind workspaces' },
  {
    email: 'media@northwind.test',
    firstName: 'Mina',
    lastName: 'Das',
    note: 'trainer with event_coordinator, Northwind Events (media library)',
  },
  { email: 'admin@southwind.test', firstName: 'Amelia', lastName: 'Clarke', note: 'Southwind site admin' },
  { email: 'learner@southwind.test', firstName: 'Noah', lastName: 'Bennett', note: 'learner, Southwind' },
  { email: 'tutor@southwind.test', firstName: 'Tom', lastName: 'Price', note: 'manager, Southwind' },
] as const;

type DemoEmail = (typeof DEMO_USERS)[number]['email'];

/** Learners of Northwind Events who fill the demo sessions' seats and waiting list (same password). */
const EVENT_CROWD = [
  ['Ava', 'Green'],
  ['Ben', 'Carter'],
  ['Chen', 'Li'],
  ['Daisy', 'Ahmed'],
  ['Ethan', 'Murphy'],
  ['Fatima', 'Begum'],
  ['George', 'Taylor'],
  ['Hannah', 'Kowalski'],
  ['Isla', 'Campbell'],
  ['Jack', 'Okafor'],
  ['Keira', 'Nolan'],
  ['Lucas', 'Silva'],
] as const;

const SUPERADMINS = new Set<DemoEmail>(['superadmin@campus.test', 'support@campus.test']);

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  return (row?.total ?? 0) === 0;
}

async function addCustomer(tx: Transaction, name: string, services: Service[]) {
  const [customer] = await tx
    .insert(customers)
    .values({ name, longName: `${name} Ltd`, email: `hello@${name.split(' ')[0]?.toLowerCase()}.test` })
    .returning();
  if (!customer) throw new Error('customer');
  const since = new Date(Date.UTC(2026, 0, 1));
  await tx.insert(subscriptions).values(
    services.map((serviceKey) => ({
      customerId: customer.id,
      serviceKey,
      fromDate: since,
      status: 'active' as const,
    })),
  );
  return customer;
}

async function addWorkspace(tx: Transaction, customerId: string, name: string, domain: string, helpdesk: string) {
  const customisation = {
    ...defaultCustomisation(),
    displayName: name,
    helpdeskEmail: helpdesk,
    helpdeskPhone: '020 7946 0000',
  };
  const [workspace] = await tx.insert(workspaces).values({ customerId, name, domain, customisation }).returning();
  if (!workspace) throw new Error('workspace');
  return workspace;
}

/** A small tree: root → children → grandchildren, given as nested names. */
async function addUnits(
  tx: Transaction,
  customerId: string,
  workspaceId: string,
  tree: Record<string, Record<string, string[]>>,
) {
  const ids: Record<string, string> = {};
  const add = async (name: string, parentId: string | null, position: number) => {
    const [unit] = await tx
      .insert(organisationUnits)
      .values({ customerId, workspaceId, parentId, name, position })
      .returning();
    if (!unit) throw new Error('unit');
    ids[name] = unit.id;
    return unit.id;
  };
  for (const [rootName, children] of Object.entries(tree)) {
    const rootId = await add(rootName, null, 0);
    let position = 0;
    for (const [childName, grandchildren] of Object.entries(children)) {
      const childId = await add(childName, rootId, position++);
      for (const [index, grandchild] of grandchildren.entries()) await add(grandchild, childId, index);
    }
  }
  return ids;
}

/** Loads the demo customers, workspaces, people, org units, groups and custom fields in one transaction. */
export async function seedDemoData(db: Database, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userIds = {} as Record<DemoEmail, string>;
    for (const demo of DEMO_USERS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: demo.email,
          firstName: demo.firstName,
          lastName: demo.lastName,
          passwordHash,
          isSuperadmin: SUPERADMINS.has(demo.email),
          // The superadmin role always needs two-factor authentication (01 §4).
          mfaRequired: SUPERADMINS.has(demo.email),
        })
        .returning();
      if (!user) throw new Error('user');
      userIds[demo.email] = user.id;
    }

    const northwind = await addCustomer(tx, 'Northwind Training', ['EBS', 'LMS', 'CCS', 'ELMS', 'SSO']);
    const learning = await addWorkspace(
      tx,
      northwind.id,
      'Northwind Learning',
      'northwind-learning',
      'help@northwind.test',
    );
    const events = await addWorkspace(
      tx,
      northwind.id,
      'Northwind Events',
      'northwind-events',
      'events@northwind.test',
    );
    const southwind = await addCustomer(tx, 'Southwind Academy', ['EBS', 'LMS']);
    const campus = await addWorkspace(tx, southwind.id, 'Southwind Campus', 'southwind-campus', 'help@southwind.test');

    const customerRole = (email: DemoEmail, customerId: string, role: CustomerRole) => ({
      customerId,
      userId: userIds[email],
      role,
    });
    await tx
      .insert(customerUserRoles)
      .values([
        customerRole('owner@northwind.test', northwind.id, 'owner'),
        customerRole('owner@northwind.test', northwind.id, 'master_administrator'),
        customerRole('trainer@northwind.test', northwind.id, 'trainer'),
        customerRole('media@northwind.test', northwind.id, 'trainer'),
        customerRole('admin@southwind.test', southwind.id, 'master_administrator'),
      ]);

    const learningUnits = await addUnits(tx, northwind.id, learning.id, {
      Northwind: { Sales: ['Inside Sales', 'Field Sales'], Operations: ['Logistics'] },
    });
    const eventUnits = await addUnits(tx, northwind.id, events.id, { 'Events team': { London: [], Manchester: [] } });
    const campusUnits = await addUnits(tx, southwind.id, campus.id, {
      Southwind: { Faculty: ['Science'], Students: [] },
    });

    const profile = async (
      email: DemoEmail,
      workspace: typeof learning,
      roles: ProfileRole[],
      unitId: string | undefined,
    ) => {
      const [row] = await tx
        .insert(userProfiles)
        .values({
          userId: userIds[email],
          customerId: workspace.customerId,
          workspaceId: workspace.id,
          roles,
          organisationUnitId: unitId ?? null,
        })
        .returning();
      if (!row) throw new Error('profile');
      return row;
    };
    const learnerProfile = await profile(
      'learner@northwind.test',
      learning,
      ['learner'],
      learningUnits['Inside Sales'],
    );
    await profile('lxa@northwind.test', learning, ['learning_experience_administrator'], learningUnits['Northwind']);
    await profile('useradmin@northwind.test', learning, ['user_administrator'], learningUnits['Northwind']);
    await profile('creator@northwind.test', learning, ['course_creator'], learningUnits['Operations']);
    await profile('licences@northwind.test', learning, ['course_licence_manager'], learningUnits['Operations']);
    const managerProfile = await profile('manager@northwind.test', learning, ['manager'], learningUnits['Sales']);
    const multiLearning = await profile('multi@northwind.test', learning, ['learner'], learningUnits['Field Sales']);
    await profile('multi@northwind.test', events, ['learner'], eventUnits['London']);
    await profile('coordinator@northwind.test', events, ['event_coordinator'], eventUnits['Events team']);
    await profile('infra@northwind.test', events, ['infrastructure_manager'], eventUnits['Events team']);
    await profile('trainer@northwind.test', events, ['learner'], eventUnits['Manchester']);
    // The media library's content builder (03 §6: a trainer with event_coordinator).
    await profile('media@northwind.test', events, ['event_coordinator'], eventUnits['Events team']);
    const demoMedia = await seedDemoMedia(tx, events, userIds['media@northwind.test']);
    const southLearner = await profile('learner@southwind.test', campus, ['learner'], campusUnits['Students']);
    await profile('tutor@southwind.test', campus, ['manager'], campusUnits['Faculty']);

    const group = async (workspace: typeof learning, name: string, members: string[]) => {
      const [row] = await tx
        .insert(workspaceGroups)
        .values({ customerId: workspace.customerId, workspaceId: workspace.id, name })
        .returning();
      if (!row) throw new Error('group');
      if (members.length) {
        await tx.insert(workspaceGroupMembers).values(
          members.map((profileId) => ({
            customerId: workspace.customerId,
            workspaceId: workspace.id,
            groupId: row.id,
            profileId,
          })),
        );
      }
    };
    await group(learning, 'New starters', [learnerProfile.id, multiLearning.id]);
    await group(learning, 'Sales managers', [managerProfile.id]);
    await group(events, 'Trainers pool', []);
    await group(campus, 'Cohort 2026', [southLearner.id]);
    // Mia manages both sales teams: her user list shows their people.
    await tx.insert(organisationUnitManagers).values(
      (['Inside Sales', 'Field Sales'] as const).map((unit) => ({
        customerId: northwind.id,
        workspaceId: learning.id,
        unitId: learningUnits[unit] as string,
        profileId: managerProfile.id,
      })),
    );

    await seedDemoLearning(
      tx,
      {
        workspace: learning,
        creatorId: userIds['creator@northwind.test'],
        learner: { userId: userIds['learner@northwind.test'], profileId: learnerProfile.id },
        multi: { userId: userIds['multi@northwind.test'], profileId: multiLearning.id },
      },
      {
        workspace: campus,
        ownerId: userIds['admin@southwind.test'],
        learner: { userId: userIds['learner@southwind.test'], profileId: southLearner.id },
      },
    );
    // The course creator's released SCORM modules, one SCORM 1.2 and one 2004 (issue 27).
    await seedDemoScorm(tx, learning, userIds['creator@northwind.test']);

    const londonRooms = await seedDemoVenues(tx, events, campus, demoMedia);
    await profile('learner@northwind.test', events, ['learner'], eventUnits['London']);
    const crowd = await tx
      .insert(users)
      .values(
        EVENT_CROWD.map(([firstName, lastName]) => ({
          email: `${firstName}.${lastName}@northwind.test`.toLowerCase(),
          firstName,
          lastName,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    await tx.insert(userProfiles).values(
      crowd.map(({ id }, index) => ({
        userId: id,
        customerId: northwind.id,
        workspaceId: events.id,
        roles: ['learner' as const],
        organisationUnitId: (index % 2 ? eventUnits['Manchester'] : eventUnits['London']) ?? null,
      })),
    );
    await seedDemoEvents(tx, londonRooms, {
      customerId: northwind.id,
      workspaceId: events.id,
      coordinatorId: userIds['coordinator@northwind.test'],
      trainerIds: [userIds['trainer@northwind.test'], userIds['media@northwind.test']],
      learnerId: userIds['learner@northwind.test'],
      multiId: userIds['multi@northwind.test'],
      crowd: crowd.map(({ id }) => id),
    });

    await tx.insert(customFields).values([
      {
        customerId: northwind.id,
        workspaceId: learning.id,
        name: 'Employee number',
        fieldType: 'text',
        customValidation: { minLength: 4, maxLength: 10 },
        help: 'As shown on your badge',
        required: false,
        position: 0,
      },
      {
        customerId: northwind.id,
        workspaceId: learning.id,
        name: 'Department',
        fieldType: 'single_choice',
        customValidation: { set: ['Sales', 'Operations', 'Finance'] },
        help: null,
        required: false,
        position: 1,
      },
      {
        customerId: southwind.id,
        workspaceId: campus.id,
        name: 'Student number',
        fieldType: 'text',
        customValidation: { minLength: 6, maxLength: 8 },
        help: 'As printed on your student card',
        // Required and empty for everyone: Southwind shows the "Empty user fields" gate (01 §4).
        required: true,
        position: 0,
      },
    ]);
  });
}
