import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { CustomFieldDefinition, CustomFieldValue } from '@campus/contracts';
import type { Queryable } from '../../../db/client.js';
import type { WorkspaceScope } from '../../../lib/scope.js';
import { customFieldValues, customFields } from '../../../db/schema/index.js';

type FieldRow = typeof customFields.$inferSelect;

/** Pure, reads no table: a stored field as the API presents it. */
export const definitionOf = (field: FieldRow): CustomFieldDefinition => ({
  id: field.id,
  name: field.name,
  fieldType: field.fieldType,
  required: field.required,
  help: field.help,
  options: field.customValidation?.set ?? [],
  // A bound of 0 means none (03 §5: min/max length 0 omitted).
  minLength: field.customValidation?.minLength || null,
  maxLength: field.customValidation?.maxLength || null,
});

/** The custom profile fields of the caller's workspace, in their order. */
export async function definitionsOf(db: Queryable, scope: WorkspaceScope): Promise<CustomFieldDefinition[]> {
  return definitionsIn(db, scope.workspaceId);
}

/**
 * The custom profile fields a self-registration key's workspace asks for.
 * @unscoped public Public registration by key code, so it takes the key found by its code.
 */
export async function definitionsForKey(db: Queryable, key: { workspaceId: string }): Promise<CustomFieldDefinition[]> {
  return definitionsIn(db, key.workspaceId);
}

async function definitionsIn(db: Queryable, workspaceId: string): Promise<CustomFieldDefinition[]> {
  const rows = await db
    .select()
    .from(customFields)
    .where(eq(customFields.workspaceId, workspaceId))
    .orderBy(asc(customFields.position), asc(customFields.name));
  return rows.map(definitionOf);
}

/** The caller's own values for its workspace's fields, by field id. */
export async function valuesOf(db: Queryable, scope: WorkspaceScope): Promise<Record<string, CustomFieldValue>> {
  const { workspaceId, userId } = scope;
  const rows = await db
    .select({ fieldId: customFieldValues.fieldId, value: customFieldValues.value })
    .from(customFieldValues)
    .where(and(eq(customFieldValues.workspaceId, workspaceId), eq(customFieldValues.userId, userId)));
  return Object.fromEntries(rows.map((row) => [row.fieldId, row.value]));
}

/** Replaces the caller's own values for its workspace with the accepted ones. */
export async function saveValues(
  db: Queryable,
  scope: WorkspaceScope,
  accepted: { field: CustomFieldDefinition; value: CustomFieldValue }[],
): Promise<void> {
  await replaceValues(db, scope, accepted);
}

/**
 * Records a newly registered person's values for the key's workspace.
 * @unscoped public Public registration by key code, so it takes the key found by its code and the
 * person it created.
 */
export async function saveRegistrationValues(
  db: Queryable,
  key: { customerId: string; workspaceId: string },
  userId: string,
  accepted: { field: CustomFieldDefinition; value: CustomFieldValue }[],
): Promise<void> {
  await replaceValues(db, { customerId: key.customerId, workspaceId: key.workspaceId, userId }, accepted);
}

async function replaceValues(
  db: Queryable,
  scope: { customerId: string; workspaceId: string; userId: string },
  accepted: { field: CustomFieldDefinition; value: CustomFieldValue }[],
): Promise<void> {
  await db
    .delete(customFieldValues)
    .where(and(eq(customFieldValues.workspaceId, scope.workspaceId), eq(customFieldValues.userId, scope.userId)));
  if (accepted.length === 0) return;
  await db.insert(customFieldValues).values(
    accepted.map(({ field, value }) => ({
      customerId: scope.customerId,
      workspaceId: scope.workspaceId,
      fieldId: field.id,
      userId: scope.userId,
      value,
    })),
  );
}

/** How many of the caller's workspace's required fields the caller has no value for. */
export async function missingRequiredCount(db: Queryable, scope: WorkspaceScope): Promise<number> {
  const { workspaceId, userId } = scope;
  const [missing] = await db
    .select({ total: count() })
    .from(customFields)
    .leftJoin(
      customFieldValues,
      and(eq(customFieldValues.fieldId, customFields.id), eq(customFieldValues.userId, userId)),
    )
    .where(
      and(
        eq(customFields.workspaceId, workspaceId),
        eq(customFields.required, true),
        isNull(customFieldValues.fieldId),
      ),
    );
  return missing?.total ?? 0;
}
