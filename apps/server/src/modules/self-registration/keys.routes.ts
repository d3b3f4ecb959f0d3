import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import { ENDPOINTS, type saveKeyRequestSchema } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { organisationUnits, selfRegistrationKeys, workspaceGroups, workspaces } from '../../db/schema/index.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import { mayConfigureWorkspace } from '../tenancy/workspaces.policy.js';
import { findKey, keysOfWorkspace, newKeyCode, presentKey } from './keys.repository.js';
import { route } from '../../lib/route.js';

/** The workspace when the caller may manage its keys (`mayConfigureWorkspace`); else 404. */
async function managedWorkspace(db: Queryable, scope: Scope, workspaceId: string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  if (!workspace || !mayConfigureWorkspace(scope, workspace)) throw new NotFoundError();
  return workspace;
}

type KeyBody = z.infer<typeof saveKeyRequestSchema>;

/** The org units and groups a key lists must belong to its own workspace. */
async function assertOwnLists(db: Queryable, workspaceId: string, body: KeyBody) {
  const units = body.orgUnits?.availableFor === 'selected' ? body.orgUnits.list : [];
  const groups = body.groups?.availableFor === 'selected' ? body.groups.list : [];
  const [foundUnits, foundGroups] = await Promise.all([
    units.length
      ? db
          .select({ id: organisationUnits.id })
          .from(organisationUnits)
          .where(and(eq(organisationUnits.workspaceId, workspaceId), inArray(organisationUnits.id, units)))
      : [],
    groups.length
      ? db
          .select({ id: workspaceGroups.id })
          .from(workspaceGroups)
          .where(and(eq(workspaceGroups.workspaceId, workspaceId), inArray(workspaceGroups.id, groups)))
      : [],
  ]);
  if (foundUnits.length !== new Set(units).size || foundGroups.length !== new Set(groups).size) {
    throw new AppError(400, 'not_in_workspace', 'Choose organisation units and groups of this workspace.');
  }
}

const expiryOf = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Self-registration keys of a workspace (03: site settings, self-registration step). */
export const selfRegistrationKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  route(app, ENDPOINTS.keys, {}, async (request) => {
    await managedWorkspace(db, request.scope, request.params.workspaceId);
    return { data: (await keysOfWorkspace(db, request.params.workspaceId)).map(presentKey) };
  });

  route(app, ENDPOINTS.createKey, { audit: { entity: 'self-registration-key' } }, async (request, reply) => {
    const workspace = await managedWorkspace(db, request.scope, request.params.workspaceId);
    const body = request.body;
    await assertOwnLists(db, workspace.id, body);
    const [row] = await db
      .insert(selfRegistrationKeys)
      .values({
        customerId: workspace.customerId,
        workspaceId: workspace.id,
        name: body.name || 'Self-registration key',
        key: newKeyCode(),
        usageLimit: body.usageLimit ?? 1,
        status: body.status ?? 'inactive',
        expiryDate: expiryOf(body.expiryDate),
        ...(body.orgUnits ? { orgUnits: body.orgUnits } : {}),
        ...(body.groups ? { groups: body.groups } : {}),
      })
      .returning();
    return reply.status(201).send(presentKey(row!));
  });

  route(app, ENDPOINTS.key, {}, async (request) => {
    await managedWorkspace(db, request.scope, request.params.workspaceId);
    const key = await findKey(db, request.params.workspaceId, request.params.keyId);
    if (!key) throw new NotFoundError();
    return presentKey(key);
  });

  route(app, ENDPOINTS.updateKey, { audit: { entity: 'self-registration-key', idParam: 'keyId' } }, async (request) => {
    await managedWorkspace(db, request.scope, request.params.workspaceId);
    const stored = await findKey(db, request.params.workspaceId, request.params.keyId);
    if (!stored) throw new NotFoundError();
    const body = request.body;
    await assertOwnLists(db, stored.workspaceId, body);
    // Empty name, limit or status keep the stored values; an empty expiry clears it (03 §5).
    const [row] = await db
      .update(selfRegistrationKeys)
      .set({
        name: body.name || stored.name,
        usageLimit: body.usageLimit ?? stored.usageLimit,
        status: body.status ?? stored.status,
        expiryDate: body.expiryDate === undefined ? stored.expiryDate : expiryOf(body.expiryDate),
        orgUnits: body.orgUnits ?? stored.orgUnits,
        groups: body.groups ?? stored.groups,
      })
      .where(eq(selfRegistrationKeys.id, stored.id))
      .returning();
    return presentKey(row!);
  });

  route(
    app,
    ENDPOINTS.setSelfRegistration,
    { audit: { entity: 'workspace', idParam: 'workspaceId' } },
    async (request, reply) => {
      await managedWorkspace(db, request.scope, request.params.workspaceId);
      await db
        .update(workspaces)
        .set({ selfRegistrationEnabled: request.body.enabled })
        .where(eq(workspaces.id, request.params.workspaceId));
      return reply.status(204).send();
    },
  );
};
