import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  customerUserRoles,
  trainerWorkingHours,
  userProfiles,
  users,
  type StoredWorkingDay,
} from '../../db/schema/index.js';

/**
 * Trainers' working hours (`trainer_working_hours`, owned by `modules/trainers`) and
 * who counts as a customer's trainer. Every read names the customer: the caller's scope decides it.
 */

export interface HoursRow {
  userId: string;
  timeZone: string;
  workingHours: StoredWorkingDay[];
}

export async function hoursOf(db: Queryable, customerId: string, userIds: readonly string[]) {
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

export async function saveHours(
  db: Queryable,
  values: {
    customerId: string;
    userId: string;
    timeZone: string;
    workingHours: StoredWorkingDay[];
    updatedBy: string | null;
  },
) {
  await db
    .insert(trainerWorkingHours)
    .values(values)
    .onConflictDoUpdate({
      target: [trainerWorkingHours.customerId, trainerWorkingHours.userId],
      set: { timeZone: values.timeZone, workingHours: values.workingHours, updatedBy: values.updatedBy },
    });
}

/** A person of the customer (a profile in one of its workspaces, or a customer role), with their trainer role. */
export async function personOfCustomer(db: Queryable, customerId: string, userId: string) {
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
export async function trainersOfWorkspace(db: Queryable, customerId: string, workspaceId: string) {
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

export async function namesOf(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { id: string; firstName: string; lastName: string }>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
