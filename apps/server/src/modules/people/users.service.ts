import type { ListedUser, UsersListResponse } from '@campus/contracts';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { impersonationWorkspaceFor } from './users.policy.js';
import { listUsers, type UsersListQuery } from './users.repository.js';

/** The user list (03 §7): the people the caller looks after, decided from the scope. */
export function usersService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;

  return {
    async list(
      scope: Scope,
      query: UsersListQuery,
    ): Promise<{ data: ListedUser[]; pagination: UsersListResponse['pagination'] }> {
      const found = await listUsers(db, scope, query);
      // What the caller may do with each row comes with it, decided by the policy.
      return {
        ...found,
        data: found.data.map((person) => ({
          ...person,
          impersonationWorkspaceId: impersonationWorkspaceFor(scope, person),
        })),
      };
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
