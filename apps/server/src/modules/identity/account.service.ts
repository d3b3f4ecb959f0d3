import { NotFoundError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { findUserById, mayAdministerAccount, rename } from '../people/index.js';
import { activityOf } from './activity-log.repository.js';

/** The person's own account: their name and their activity log (01 §2 account tabs). */
export function accountService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;

  /** One's own name, or the name of someone whose account the caller administers. */
  const mayRename = async (scope: Scope, userId: string) => {
    if (userId === scope.userId) return true;
    const person = await findUserById(db, userId);
    return person !== null && (await mayAdministerAccount(db, scope, person));
  };

  return {
    async rename(scope: Scope, userId: string, firstName: string, lastName: string): Promise<void> {
      if (!(await mayRename(scope, userId))) throw new NotFoundError();
      if (!(await rename(db, userId, { firstName, lastName }))) throw new NotFoundError();
    },

    async activityLog(scope: Scope, page: number, pageSize: number) {
      const { rows, total } = await activityOf(db, scope, page, pageSize);
      return {
        data: rows.map(({ actingFirst, actingLast, occurredAt, ...row }) => ({
          ...row,
          occurredAt: occurredAt.toISOString(),
          actingUser: actingFirst ? `${actingFirst} ${actingLast ?? ''}`.trim() : null,
        })),
        pagination: { page, pageSize, total },
      };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
