import crypto from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { SelfRegistrationKey } from '@campus/contracts';
import type { Queryable } from '../../../db/client.js';
import { selfRegistrationKeys } from '../../../db/schema/index.js';

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

export async function keysOfWorkspace(db: Queryable, workspaceId: string) {
  return db
    .select()
    .from(selfRegistrationKeys)
    .where(eq(selfRegistrationKeys.workspaceId, workspaceId))
    .orderBy(asc(selfRegistrationKeys.createdAt));
}

export async function findKey(db: Queryable, workspaceId: string, keyId: string) {
  const [row] = await db
    .select()
    .from(selfRegistrationKeys)
    .where(and(eq(selfRegistrationKeys.workspaceId, workspaceId), eq(selfRegistrationKeys.id, keyId)));
  return row ?? null;
}

/** The key with this code, whatever its state (codes are read aloud, so case and spaces do not matter). */
export async function findKeyByCode(db: Queryable, key: string): Promise<KeyRow | null> {
  const [row] = await db
    .select()
    .from(selfRegistrationKeys)
    .where(eq(selfRegistrationKeys.key, key.trim().toUpperCase()));
  return row ?? null;
}

export async function createKey(
  db: Queryable,
  place: { customerId: string; workspaceId: string },
  settings: KeySettings,
): Promise<KeyRow> {
  const [row] = await db
    .insert(selfRegistrationKeys)
    .values({ ...place, ...settings, key: newKeyCode() })
    .returning();
  if (!row) throw new Error('Key was not created');
  return row;
}

export async function updateKey(db: Queryable, id: string, settings: Required<KeySettings>): Promise<KeyRow> {
  const [row] = await db.update(selfRegistrationKeys).set(settings).where(eq(selfRegistrationKeys.id, id)).returning();
  if (!row) throw new Error('Key was not updated');
  return row;
}

/**
 * Takes one use of the key atomically, so concurrent registrations cannot exceed its limit;
 * false when it is used up or no longer active.
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
