import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  normaliseProfileRoles,
  type ListedUser,
  type ProfileRole,
  type UserDetails,
  type UsersListResponse,
  type USER_STATUS_FILTERS,
} from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { pageWithTotal } from '../../db/paging.js';
import type { Scope } from '../../lib/scope.js';
import { inScopeCustomer, reachesNone } from '../../db/scope-filters.js';
import { userProfiles, users, workspaces } from '../../db/schema/index.js';
import { findUserById } from './accounts.repository.js';
import { visibleCustomerRolesOf, visibleCustomerRolesOfPeople } from './customer-roles.repository.js';
import { administeredPeople } from './people-scope.repository.js';

const STATUS_OF = { registered: 'active', active: 'active', pending: 'pending', disabled: 'disabled' } as const;

export interface UsersListQuery {
  page: number;
  pageSize: number;
  search?: string;
  statuses: (typeof USER_STATUS_FILTERS)[number][];
}

/** A page of the people the actor looks after (`administeredPeople`, purpose 'list'), in name order, searchable by name or email. */
export async function listUsers(
  db: Queryable,
  scope: Scope,
  query: UsersListQuery,
): Promise<{ data: Omit<ListedUser, 'impersonationWorkspaceId'>[]; pagination: UsersListResponse['pagination'] }> {
  const { page, pageSize, search } = query;
  const statuses = [...new Set(query.statuses.map((status) => STATUS_OF[status]))];
  const people = administeredPeople(db, scope, 'list');
  if (reachesNone(people)) return { data: [], pagination: { page, pageSize, total: 0 } };
  const pattern = search ? `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
  const where = and(
    people,
    statuses.length > 0 ? inArray(users.status, statuses) : undefined,
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.lastName, pattern),
        )
      : undefined,
  );
  const { rows, total } = await pageWithTotal(
    db.select().from(users).where(where).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    db.select({ total: count() }).from(users).where(where),
    { page, pageSize },
  );
  const ids = rows.map((row) => row.id);
  const [profiles, customerRoles] = await Promise.all([
    visibleProfilesOf(db, scope, ids),
    visibleCustomerRolesOfPeople(db, scope, ids),
  ]);
  return {
    data: rows.map((user) => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      emailAddress: user.email,
      status: user.status,
      isSuperadmin: user.isSuperadmin,
      profiles: profiles
        .filter((profile) => profile.userId === user.id)
        .map(({ id, workspaceId, workspaceName, roles, status }) => ({
          id,
          workspaceId,
          workspaceName,
          roles,
          status,
        })),
      customerRoles: customerRoles
        .filter((entry) => entry.userId === user.id)
        .map(({ customerId, customerName, role }) => ({ customerId, customerName, role })),
    })),
    pagination: { page, pageSize, total },
  };
}

/**
 * The profiles of these people that the actor may see, with their workspace's name, in workspace
 * name order: every one for a superadmin, otherwise only their own customer's, never another
 * tenant's.
 */
export async function visibleProfilesOf(db: Queryable, scope: Scope, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      id: userProfiles.id,
      userId: userProfiles.userId,
      customerId: userProfiles.customerId,
      workspaceId: userProfiles.workspaceId,
      workspaceName: workspaces.name,
      roles: userProfiles.roles,
      status: userProfiles.status,
    })
    .from(userProfiles)
    .innerJoin(workspaces, eq(workspaces.id, userProfiles.workspaceId))
    .where(and(inArray(userProfiles.userId, [...userIds]), inScopeCustomer(scope, userProfiles.customerId)))
    .orderBy(asc(workspaces.name));
  return rows.map((row) => ({ ...row, roles: normaliseProfileRoles(row.roles as ProfileRole[]) }));
}

/** Whether the person is tied to the caller as their administrator (`administeredPeople`, purpose 'account'). */
export async function isAdministeredBy(db: Queryable, scope: Scope, userId: string): Promise<boolean> {
  const people = administeredPeople(db, scope, 'account');
  if (reachesNone(people)) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), people))
    .limit(1);
  return Boolean(row);
}

/**
 * A person with their roles, profiles and customer roles (GET /v2/users/{id}). Superadmins see
 * everything; administrators see only their own customer's part, never other tenants'.
 */
export async function personDetails(db: Queryable, scope: Scope, userId: string): Promise<UserDetails | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  // One after the other: inside the role change's transaction they share one connection.
  const profiles = await visibleProfilesOf(db, scope, [userId]);
  const customerRoles = await visibleCustomerRolesOf(db, scope, userId);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    emailAddress: user.email,
    status: user.status,
    roles: user.isSuperadmin ? ['superadmin'] : [],
    mfaEnabled: user.mfaEnabled,
    mfaRequired: user.mfaRequired,
    profiles: profiles.map(({ userId: _userId, ...profile }) => profile),
    customerRoles,
  };
}
