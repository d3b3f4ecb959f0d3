import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { CustomFieldDefinition, CustomFieldValue } from '@campus/contracts';
import type { Queryable } from '../../../db/client.js';
import { customFieldValues, customFields } from '../../../db/schema/index.js';

type FieldRow = typeof customFields.$inferSelect;

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

/** The workspace's custom profile fields, in their order. */
export async function definitionsOf(db: Queryable, workspaceId: string): Promise<CustomFieldDefinition[]> {
  const rows = await db
    .select()
    .from(customFields)
    .where(eq(customFields.workspaceId, workspaceId))
    .orderBy(asc(customFields.position), asc(customFields.name));
  return rows.map(definitionOf);
}

/** A person's values for the workspace's fields, by field id. */
export async function valuesOf(
  db: Queryable,
  workspaceId: string,
  userId: string,
): Promise<Record<string, CustomFieldValue>> {
  const rows = await db
    .select({ fieldId: customFieldValues.fieldId, value: customFieldValues.value })
    .from(customFieldValues)
    .where(and(eq(customFieldValues.workspaceId, workspaceId), eq(customFieldValues.userId, userId)));
  return Object.fromEntries(rows.map((row) => [row.fieldId, row.value]));
}

/** Replaces the person's values for the workspace with the accepted ones. */
export async function saveValues(
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

/** How many of the workspace's required fields the person has no value for. */
export async function missingRequiredCount(db: Queryable, workspaceId: string, userId: string): Promise<number> {
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
