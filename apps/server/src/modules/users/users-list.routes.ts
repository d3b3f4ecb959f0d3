import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  RULES,
  isSiteAdmin,
  normaliseProfileRoles,
  usersListQuerySchema,
  usersListResponseSchema,
  type Actor,
  type ProfileRole,
} from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { customerUserRoles, userProfiles, users, workspaces } from '../../db/schema/index.js';

/**
 * Whose accounts the caller may list (03 §6): superadmins everyone; site admins their customer's
 * people; user administrators their workspace's; managers the people of the units they manage.
 * Decided from the token, never from the query.
 */
function scopeOf(db: Queryable, actor: Actor, managedUnits: readonly string[]): SQL | undefined | 'nobody' {
  if (actor.isSuperadmin) return undefined;
  const profileWhere = (condition: SQL | undefined) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(userProfiles)
        .where(and(eq(userProfiles.userId, users.id), condition)),
    );
  const scopes: SQL[] = [];
  if (isSiteAdmin(actor) && actor.customerId) {
    scopes.push(profileWhere(eq(userProfiles.customerId, actor.customerId)));
    scopes.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(customerUserRoles)
          .where(and(eq(customerUserRoles.userId, users.id), eq(customerUserRoles.customerId, actor.customerId))),
      ),
    );
  }
  if (actor.workspaceId && actor.roles.includes('user_administrator')) {
    scopes.push(profileWhere(eq(userProfiles.workspaceId, actor.workspaceId)));
  }
  if (actor.workspaceId && actor.roles.includes('manager') && managedUnits.length > 0) {
    scopes.push(
      profileWhere(
        and(
          eq(userProfiles.workspaceId, actor.workspaceId),
          inArray(userProfiles.organisationUnitId, [...managedUnits]),
        ),
      ),
    );
  }
  return scopes.length > 0 ? or(...scopes) : 'nobody';
}

const STATUS_OF = { registered: 'active', active: 'active', pending: 'pending', disabled: 'disabled' } as const;

/** GET /api/sso/v2/users (03 §7): a page of the people the caller looks after, searchable by name or email. */
export const usersListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/api/sso/v2/users',
    {
      config: { access: RULES.usersList },
      schema: { tags: ['sso'], querystring: usersListQuerySchema, response: { 200: usersListResponseSchema } },
    },
    async (request) => {
      const { actor } = request.auth;
      const { page, pageSize, search } = request.query;
      const statuses = [...new Set(request.query['filters[status]'].map((status) => STATUS_OF[status]))];
      const scope = scopeOf(db, actor, request.auth.secondStage?.managedOrganisationUnits ?? []);
      if (scope === 'nobody') return { data: [], pagination: { page, pageSize, total: 0 } };
      const pattern = search ? `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
      const where = and(
        scope,
        statuses.length > 0 ? inArray(users.status, statuses) : undefined,
        pattern
          ? or(
              ilike(users.email, pattern),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
              ilike(users.lastName, pattern),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(users).where(where),
      ]);
      const ids = rows.map((row) => row.id);
      const profiles =
        ids.length === 0
          ? []
          : await db
              .select({
                id: userProfiles.id,
                userId: userProfiles.userId,
                workspaceId: userProfiles.workspaceId,
                workspaceName: workspaces.name,
                roles: userProfiles.roles,
                status: userProfiles.status,
              })
              .from(userProfiles)
              .innerJoin(workspaces, eq(workspaces.id, userProfiles.workspaceId))
              .where(
                and(
                  inArray(userProfiles.userId, ids),
                  actor.isSuperadmin ? undefined : eq(userProfiles.customerId, actor.customerId ?? ''),
                ),
              )
              .orderBy(asc(workspaces.name));
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
            .map(({ userId: _userId, ...profile }) => ({
              ...profile,
              roles: normaliseProfileRoles(profile.roles as ProfileRole[]),
            })),
        })),
        pagination: { page, pageSize, total: total?.total ?? 0 },
      };
    },
  );
};
