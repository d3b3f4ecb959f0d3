import { DEFAULT_TIME_ZONE, isTimeZone, type Trainer, type updateTrainerBodySchema } from '@campus/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.js';
import type { StoredWorkingDay } from '../../db/schema/index.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { actingInCustomer, type ActingInCustomerScope, type Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { hoursOf, namesOf, personOfCustomer, saveHours } from './trainers.repository.js';
import { DEFAULT_WORKING_HOURS, outsideHoursWarning, toUtcTime, withinWorkingHours } from './working-hours.js';

/**
 * The warnings for dates outside the trainers' working hours (03 §5): one per trainer and date,
 * in the order of the dates. Used by the session save and the clash check.
 */
export async function workingHoursWarnings(
  db: Queryable,
  scope: ActingInCustomerScope,
  items: readonly { start: Date; end: Date; timeZone: string; trainerIds: readonly string[] }[],
): Promise<string[]> {
  const ids = [...new Set(items.flatMap((item) => item.trainerIds))];
  if (ids.length === 0) return [];
  const [hours, names] = await Promise.all([hoursOf(db, scope, ids), namesOf(db, ids)]);
  const warnings: string[] = [];
  for (const item of items) {
    for (const trainerId of item.trainerIds) {
      const stored = hours.get(trainerId);
      const zone = stored?.timeZone ?? DEFAULT_TIME_ZONE;
      if (withinWorkingHours(stored?.workingHours ?? DEFAULT_WORKING_HOURS, zone, item.start, item.end)) continue;
      const person = names.get(trainerId);
      if (person) warnings.push(outsideHoursWarning(person, { ...item, timeZone: item.timeZone || zone }));
    }
  }
  return warnings;
}

/** Whether the trainer works at that time (users/available), by their stored or default hours. */
export async function withinHoursOf(
  db: Queryable,
  scope: ActingInCustomerScope,
  userIds: readonly string[],
  start: Date,
  end: Date,
) {
  const hours = await hoursOf(db, scope, userIds);
  return new Map(
    userIds.map((id) => {
      const stored = hours.get(id);
      return [
        id,
        withinWorkingHours(
          stored?.workingHours ?? DEFAULT_WORKING_HOURS,
          stored?.timeZone ?? DEFAULT_TIME_ZONE,
          start,
          end,
        ),
      ] as const;
    }),
  );
}

type UpdateTrainer = z.output<typeof updateTrainerBodySchema>;

/** Trainers' working hours and the trainer check (03 §3 Trainer, §7 Trainers). */
export function trainersService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;

  async function present(tx: Queryable, acting: ActingInCustomerScope, userId: string): Promise<Trainer> {
    const person = await personOfCustomer(tx, acting, userId);
    if (!person) throw new NotFoundError();
    const stored = (await hoursOf(tx, acting, [userId])).get(userId);
    const timeZone = stored?.timeZone ?? DEFAULT_TIME_ZONE;
    const days: StoredWorkingDay[] = stored?.workingHours ?? DEFAULT_WORKING_HOURS;
    return {
      id: person.id,
      userId: person.id,
      customerId: acting.acting.customerId,
      firstName: person.firstName,
      lastName: person.lastName,
      emailAddress: person.email,
      roleStatus: person.isTrainer ? 'active' : 'inactive',
      timeZone,
      workingHoursSet: stored !== undefined,
      workingHours: [...days]
        .sort((a, b) => a.weekday - b.weekday)
        .map((day) => ({
          weekday: day.weekday,
          active: day.active,
          workFrom: toUtcTime(day.workFrom, timeZone),
          workTo: toUtcTime(day.workTo, timeZone),
          localWorkFrom: day.workFrom,
          localWorkTo: day.workTo,
        })),
    };
  }

  return {
    /** GET /trainer-user/{id}: the trainer of the caller's customer with their working hours. */
    async get(scope: Scope, userId: string) {
      if (scope.actor.isSuperadmin && !scope.customerId) throw new NotFoundError();
      return present(db, actingInCustomer(scope), userId);
    },

    /** PATCH /trainers {userId, customerId, workingHours}. */
    async update(scope: Scope, body: UpdateTrainer) {
      // The customer the caller acts in: their own; a superadmin names any.
      const acting = actingInCustomer(scope, body.customerId);
      const timeZone = body.timeZone ?? DEFAULT_TIME_ZONE;
      if (!isTimeZone(timeZone))
        throw new ValidationError([{ path: 'body.timeZone', message: 'The timeZone is not valid' }]);
      return db.transaction(async (tx) => {
        if (!(await personOfCustomer(tx, acting, body.userId))) throw new NotFoundError();
        await saveHours(tx, acting, {
          userId: body.userId,
          timeZone,
          workingHours: body.workingHours
            .map((day) => ({ weekday: day.weekday, active: day.active, workFrom: day.workFrom, workTo: day.workTo }))
            .sort((a, b) => a.weekday - b.weekday),
          updatedBy: scope.userId,
        });
        return present(tx, acting, body.userId);
      });
    },

    /**
     * GET /trainers-check/{userId}/{domain} (01 start-up call): whether the person is a trainer of
     * the customer `domain` names (the caller's workspace or customer id). Callers check
     * themselves; site admins and coordinators check people of their customer.
     */
    async check(scope: Scope, userId: string, domain: string) {
      if (!scope.customerId || (domain !== scope.customerId && domain !== scope.workspaceId)) throw new NotFoundError();
      const staff =
        scope.customerRoles.includes('master_administrator') ||
        scope.customerRoles.includes('owner') ||
        scope.roles.includes('event_coordinator');
      if (userId !== scope.userId && !staff) throw new NotFoundError();
      const person = await personOfCustomer(db, actingInCustomer(scope), userId);
      if (!person) throw new NotFoundError();
      return { isTrainer: person.isTrainer, trainerAlreadyExists: person.isTrainer };
    },
  };
}

export type TrainersService = ReturnType<typeof trainersService>;
