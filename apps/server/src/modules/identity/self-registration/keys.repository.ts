import crypto from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { SelfRegistrationKey } from '@campus/contracts';
import type { Queryable } from '../../../db/client.js';
import { selfRegistrationKeys } from '../../../db/schema/index.js';
import type { AdministeringScope } from '../../../lib/scope.js';

export type KeyRow = typeof selfRegistrationKeys.$inferSelect;
/** What a key's settings can hold; the workspace it belongs to is set at creation only. */
export type KeySettings = Pick<KeyRow, 'name' | 'usageLimit' | 'status' | 'expiryDate'> &
  Partial<Pick<KeyRow, 'orgUnits' | 'groups'>>;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 12-character key people can read aloud and type (no 0/O, 1/I). */
export function newKeyCode(): string {
  return Array.from(crypto.randomBytes(12), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export const presentKey = (row: KeyRow): SelfRegistrationKey => ({
  id: row.id,
  name: row.name,
  key: row.key,
  used: row.used,
  usageLimit: row.usageLimit,
  status: row.status,
  expiryDate: row.expiryDate?.toISOString() ?? null,
  orgUnits: row.orgUnits,
  groups: row.groups,
  workspace: row.workspaceId,
});

/** The keys of the workspace the caller administers, oldest first. */
export async function keysOfWorkspace(db: Queryable, scope: AdministeringScope) {
  return db
    .select()
    .from(selfRegistrationKeys)
    .where(eq(selfRegistrationKeys.workspaceId, scope.administered.workspaceId))
    .orderBy(asc(selfRegistrationKeys.createdAt));
}

/** One key of the workspace the caller administers, or null. */
export async function findKey(db: Queryable, scope: AdministeringScope, keyId: string) {
  const [row] = await db
    .select()
    .from(selfRegistrationKeys)
    .where(
      and(eq(selfRegistrationKeys.workspaceId, scope.administered.workspaceId), eq(selfRegistrationKeys.id, keyId)),
    );
  return row ?? null;
}

/**
 * The key with this code, whatever its state (codes are read aloud, so case and spaces do not
 * matter).
 * @unscoped public Self-registration before any scope exists: the code is the key.
 */
export async function findKeyByCode(db: Queryable, key: string): Promise<KeyRow | null> {
  const [row] = await db
    .select()
    .from(selfRegistrationKeys)
    .where(eq(selfRegistrationKeys.key, key.trim().toUpperCase()));
  return row ?? null;
}

/** A new key of the workspace the caller administers. */
export async function createKey(db: Queryable, scope: AdministeringScope, settings: KeySettings): Promise<KeyRow> {
  const { workspaceId, customerId } = scope.administered;
  const [row] = await db
    .insert(selfRegistrationKeys)
    .values({ customerId, workspaceId, ...settings, key: newKeyCode() })
    .returning();
  if (!row) throw new Error('Key was not created');
  return row;
}

/** Changes a key of the workspace the caller administers. */
export async function updateKey(
  db: Queryable,
  scope: AdministeringScope,
  id: string,
  settings: Required<KeySettings>,
): Promise<KeyRow> {
  const [row] = await db
    .update(selfRegistrationKeys)
    .set(settings)
    .where(and(eq(selfRegistrationKeys.id, id), eq(selfRegistrationKeys.workspaceId, scope.administered.workspaceId)))
    .returning();
  if (!row) throw new Error('Key was not updated');
  return row;
}

/**
 * Takes one use of the key atomically, so concurrent registrations cannot exceed its limit; false
 * when it is used up or no longer active.
 * @unscoped public Self-registration before any scope exists: the code is the key.
 */
export async function takeKeyUse(db: Queryable, id: string): Promise<boolean> {
  const taken = await db
    .update(selfRegistrationKeys)
    .set({ used: sql`${selfRegistrationKeys.used} + 1` })
    .where(
      and(
        eq(selfRegistrationKeys.id, id),
        eq(selfRegistrationKeys.status, 'active'),
        lt(selfRegistrationKeys.used, selfRegistrationKeys.usageLimit),
      ),
    )
    .returning({ id: selfRegistrationKeys.id });
  return taken.length === 1;
}
