import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { ActingInCustomerScope, WorkspaceScope } from '../../lib/scope.js';
import {
  customerUserRoles,
  trainerWorkingHours,
  userProfiles,
  users,
  type StoredWorkingDay,
} from '../../db/schema/index.js';

/**
 * Trainers' working hours (`trainer_working_hours`, owned by `modules/trainers`) and
 * who counts as a customer's trainer. Every read and write takes the scope acting in a customer
 * (`actingInCustomer`) or the workspace's scope, and filters on its customer itself.
 */

export interface HoursRow {
  userId: string;
  timeZone: string;
  workingHours: StoredWorkingDay[];
}

/** The stored hours of these people in the customer the scope acts in. */
export async function hoursOf(db: Queryable, scope: ActingInCustomerScope, userIds: readonly string[]) {
  const { customerId } = scope.acting;
  if (userIds.length === 0) return new Map<string, HoursRow>();
  const rows = await db
    .select({
      userId: trainerWorkingHours.userId,
      timeZone: trainerWorkingHours.timeZone,
      workingHours: trainerWorkingHours.workingHours,
    })
    .from(trainerWorkingHours)
    .where(and(eq(trainerWorkingHours.customerId, customerId), inArray(trainerWorkingHours.userId, [...userIds])));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** Stores a person's hours in the customer the scope acts in (a person the caller reached: `personOfCustomer`). */
export async function saveHours(
  db: Queryable,
  scope: ActingInCustomerScope,
  values: {
    userId: string;
    timeZone: string;
    workingHours: StoredWorkingDay[];
    updatedBy: string | null;
  },
) {
  await db
    .insert(trainerWorkingHours)
    .values({ ...values, customerId: scope.acting.customerId })
    .onConflictDoUpdate({
      target: [trainerWorkingHours.customerId, trainerWorkingHours.userId],
      set: { timeZone: values.timeZone, workingHours: values.workingHours, updatedBy: values.updatedBy },
    });
}

/** A person of the customer (a profile in one of its workspaces, or a customer role), with their trainer role. */
export async function personOfCustomer(db: Queryable, scope: ActingInCustomerScope, userId: string) {
  const { customerId } = scope.acting;
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [roles, profiles] = await Promise.all([
    db
      .select({ role: customerUserRoles.role })
      .from(customerUserRoles)
      .where(and(eq(customerUserRoles.customerId, customerId), eq(customerUserRoles.userId, userId))),
    db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(and(eq(userProfiles.customerId, customerId), eq(userProfiles.userId, userId)))
      .limit(1),
  ]);
  if (roles.length === 0 && profiles.length === 0) return null;
  return { ...user, isTrainer: roles.some((row) => row.role === 'trainer') };
}

/** The customer's trainers (customer role trainer) with an active profile in the workspace. */
export async function trainersOfWorkspace(db: Queryable, scope: WorkspaceScope) {
  const { customerId, workspaceId } = scope;
  return db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(customerUserRoles)
    .innerJoin(users, eq(users.id, customerUserRoles.userId))
    .innerJoin(
      userProfiles,
      and(
        eq(userProfiles.userId, customerUserRoles.userId),
        eq(userProfiles.workspaceId, workspaceId),
        eq(userProfiles.status, 'active'),
      ),
    )
    .where(and(eq(customerUserRoles.customerId, customerId), eq(customerUserRoles.role, 'trainer')))
    .orderBy(users.lastName, users.firstName, users.id);
}

/**
 * People's names by id (users, no tenant table): takes ids, the trainers of session dates the
 * caller already reached through its scope.
 * @unscoped global Names are on people's accounts, in no tenant.
 */
export async function namesOf(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { id: string; firstName: string; lastName: string }>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
