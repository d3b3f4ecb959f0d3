import type { z } from 'zod';
import type { saveKeyRequestSchema, SelfRegistrationKey } from '@campus/contracts';
import { AppError, NotFoundError } from '../../../lib/errors.js';
import type { Scope } from '../../../lib/scope.js';
import type { AppServices } from '../../../services/services.js';
import { findWorkspaceWithCustomer, mayConfigureWorkspace, setSelfRegistrationEnabled } from '../../platform/index.js';
import { createKey, findKey, keysOfWorkspace, presentKey, updateKey } from './keys.repository.js';
import { allInWorkspace } from './workspaces.repository.js';

type KeyBody = z.infer<typeof saveKeyRequestSchema>;

const expiryOf = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Self-registration keys of a workspace (03: site settings, self-registration step). */
export function keysService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;

  /** The workspace when the caller may manage its keys (`mayConfigureWorkspace`); else 404. */
  async function managedWorkspace(scope: Scope, workspaceId: string) {
    const found = await findWorkspaceWithCustomer(db, workspaceId);
    if (!found || !mayConfigureWorkspace(scope, found.workspace)) throw new NotFoundError();
    return found.workspace;
  }

  /** The org units and groups a key lists must belong to its own workspace. */
  async function assertOwnLists(workspaceId: string, body: KeyBody) {
    const units = body.orgUnits?.availableFor === 'selected' ? body.orgUnits.list : [];
    const groups = body.groups?.availableFor === 'selected' ? body.groups.list : [];
    if (!(await allInWorkspace(db, workspaceId, { units, groups }))) {
      throw new AppError(400, 'not_in_workspace', 'Choose organisation units and groups of this workspace.');
    }
  }

  async function managedKey(scope: Scope, workspaceId: string, keyId: string) {
    await managedWorkspace(scope, workspaceId);
    const key = await findKey(db, workspaceId, keyId);
    if (!key) throw new NotFoundError();
    return key;
  }

  return {
    async list(scope: Scope, workspaceId: string): Promise<{ data: SelfRegistrationKey[] }> {
      await managedWorkspace(scope, workspaceId);
      return { data: (await keysOfWorkspace(db, workspaceId)).map(presentKey) };
    },

    async create(scope: Scope, workspaceId: string, body: KeyBody): Promise<SelfRegistrationKey> {
      const workspace = await managedWorkspace(scope, workspaceId);
      await assertOwnLists(workspace.id, body);
      const key = await createKey(
        db,
        { customerId: workspace.customerId, workspaceId: workspace.id },
        {
          name: body.name || 'Self-registration key',
          usageLimit: typeof body.usageLimit === 'number' ? body.usageLimit : 1,
          status: body.status ?? 'inactive',
          expiryDate: expiryOf(body.expiryDate),
          ...(body.orgUnits ? { orgUnits: body.orgUnits } : {}),
          ...(body.groups ? { groups: body.groups } : {}),
        },
      );
      return presentKey(key);
    },

    get: async (scope: Scope, workspaceId: string, keyId: string): Promise<SelfRegistrationKey> =>
      presentKey(await managedKey(scope, workspaceId, keyId)),

    async update(scope: Scope, workspaceId: string, keyId: string, body: KeyBody): Promise<SelfRegistrationKey> {
      const stored = await managedKey(scope, workspaceId, keyId);
      await assertOwnLists(stored.workspaceId, body);
      // Empty name, limit or status keep the stored values; an empty expiry clears it (03 §5).
      const key = await updateKey(db, stored.id, {
        name: body.name || stored.name,
        usageLimit: typeof body.usageLimit === 'number' ? body.usageLimit : stored.usageLimit,
        status: body.status ?? stored.status,
        expiryDate: body.expiryDate === undefined ? stored.expiryDate : expiryOf(body.expiryDate),
        orgUnits: body.orgUnits ?? stored.orgUnits,
        groups: body.groups ?? stored.groups,
      });
      return presentKey(key);
    },

    async setEnabled(scope: Scope, workspaceId: string, enabled: boolean): Promise<void> {
      await managedWorkspace(scope, workspaceId);
      await setSelfRegistrationEnabled(db, workspaceId, enabled);
    },
  };
}

export type KeysService = ReturnType<typeof keysService>;
