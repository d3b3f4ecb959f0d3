import type { z } from 'zod';
import type { saveKeyRequestSchema, SelfRegistrationKey } from '@campus/contracts';
import { AppError, NotFoundError } from '../../../lib/errors.js';
import { administering, type AdministeringScope, type Scope } from '../../../lib/scope.js';
import type { AppServices } from '../../../services/services.js';
import { findWorkspaceInScope, mayConfigureWorkspace, setSelfRegistrationEnabled } from '../../platform/index.js';
import { createKey, findKey, keysOfWorkspace, presentKey, updateKey } from './keys.repository.js';
import { allInWorkspace } from './workspaces.repository.js';

type KeyBody = z.infer<typeof saveKeyRequestSchema>;

const expiryOf = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Self-registration keys of a workspace (03: site settings, self-registration step). */
export function keysService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;

  /** The caller administering the workspace when it may manage its keys (`mayConfigureWorkspace`); else 404. */
  async function managedWorkspace(scope: Scope, workspaceId: string): Promise<AdministeringScope> {
    const found = await findWorkspaceInScope(db, scope, workspaceId);
    return administering(scope, found?.workspace, (workspace) => mayConfigureWorkspace(scope, workspace));
  }

  /** The org units and groups a key lists must belong to its own workspace. */
  async function assertOwnLists(scope: AdministeringScope, body: KeyBody) {
    const units = body.orgUnits?.availableFor === 'selected' ? body.orgUnits.list : [];
    const groups = body.groups?.availableFor === 'selected' ? body.groups.list : [];
    if (!(await allInWorkspace(db, scope, { units, groups }))) {
      throw new AppError(400, 'not_in_workspace', 'Choose organisation units and groups of this workspace.');
    }
  }

  async function managedKey(scope: Scope, workspaceId: string, keyId: string) {
    const acting = await managedWorkspace(scope, workspaceId);
    const key = await findKey(db, acting, keyId);
    if (!key) throw new NotFoundError();
    return { key, acting };
  }

  return {
    async list(scope: Scope, workspaceId: string): Promise<{ data: SelfRegistrationKey[] }> {
      const acting = await managedWorkspace(scope, workspaceId);
      return { data: (await keysOfWorkspace(db, acting)).map(presentKey) };
    },

    async create(scope: Scope, workspaceId: string, body: KeyBody): Promise<SelfRegistrationKey> {
      const acting = await managedWorkspace(scope, workspaceId);
      await assertOwnLists(acting, body);
      const key = await createKey(db, acting, {
        name: body.name || 'Self-registration key',
        usageLimit: typeof body.usageLimit === 'number' ? body.usageLimit : 1,
        status: body.status ?? 'inactive',
        expiryDate: expiryOf(body.expiryDate),
        ...(body.orgUnits ? { orgUnits: body.orgUnits } : {}),
        ...(body.groups ? { groups: body.groups } : {}),
      });
      return presentKey(key);
    },

    get: async (scope: Scope, workspaceId: string, keyId: string): Promise<SelfRegistrationKey> =>
      presentKey((await managedKey(scope, workspaceId, keyId)).key),

    async update(scope: Scope, workspaceId: string, keyId: string, body: KeyBody): Promise<SelfRegistrationKey> {
      const { key: stored, acting } = await managedKey(scope, workspaceId, keyId);
      await assertOwnLists(acting, body);
      // Empty name, limit or status keep the stored values; an empty expiry clears it (03 §5).
      const key = await updateKey(db, acting, stored.id, {
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
      const acting = await managedWorkspace(scope, workspaceId);
      await setSelfRegistrationEnabled(db, acting, enabled);
    },
  };
}

export type KeysService = ReturnType<typeof keysService>;
