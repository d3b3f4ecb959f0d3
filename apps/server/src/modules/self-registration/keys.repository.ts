import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { SelfRegistrationKey } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { selfRegistrationKeys } from '../../db/schema/index.js';

type KeyRow = typeof selfRegistrationKeys.$inferSelect;

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

/** The key if it can be used now: active, not expired, uses left. */
export async function findUsableKey(db: Queryable, key: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(selfRegistrationKeys)
    .where(eq(selfRegistrationKeys.key, key.trim().toUpperCase()));
  if (!row || row.status !== 'active' || row.used >= row.usageLimit) return null;
  if (row.expiryDate && row.expiryDate <= now) return null;
  return row;
}
