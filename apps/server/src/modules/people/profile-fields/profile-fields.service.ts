import type { z } from 'zod';
import type { updateUserRequestSchema } from '@campus/contracts';
import { AppError, NotFoundError } from '../../../lib/errors.js';
import { hasWorkspace, type Scope, type WorkspaceScope } from '../../../lib/scope.js';
import type { AppServices } from '../../../services/services.js';
import { findUserById, normaliseEmail, rename } from '../accounts.repository.js';
import { acceptedValues } from './accepted-values.js';
import { isOwnWorkspace } from './custom-fields.policy.js';
import { definitionsOf, missingRequiredCount, saveValues, valuesOf } from './custom-fields.repository.js';

/**
 * A person's custom profile fields in their workspace (01 §4 "Empty user fields" gate, 03 §3):
 * the workspace's field definitions, the caller's own values, and saving them (PATCH /v2/users
 * for oneself; editing other people comes with the users area).
 */
export function profileFieldsService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;

  /** The caller's scope when the workspace named is its own (another's fields answer 404). */
  const ownWorkspace = (scope: Scope, workspaceId: string): WorkspaceScope => {
    if (!hasWorkspace(scope) || !isOwnWorkspace(scope, workspaceId)) throw new NotFoundError();
    return scope;
  };

  return {
    definitions: async (scope: Scope, workspaceId: string) => ({
      data: await definitionsOf(db, ownWorkspace(scope, workspaceId)),
    }),

    myValues: async (scope: Scope, workspaceId: string) => ({
      values: await valuesOf(db, ownWorkspace(scope, workspaceId)),
    }),

    /** Whether the caller has a value for every required field (01 §4 gate "Empty user fields"). */
    allFilledIn: async (scope: Scope, workspaceId: string) => ({
      allFilledIn: (await missingRequiredCount(db, ownWorkspace(scope, workspaceId))) === 0,
    }),

    /** The caller's own names and field values; the email address changes only with its code. */
    async update(scope: Scope, body: z.infer<typeof updateUserRequestSchema>): Promise<void> {
      if (body.id !== scope.userId) throw new NotFoundError();
      const own = ownWorkspace(scope, body.workspaceId);
      const user = await findUserById(db, body.id);
      if (!user) throw new NotFoundError();
      if (body.emailAddress !== undefined && normaliseEmail(body.emailAddress) !== user.email) {
        throw new AppError(400, 'email_change_needs_verification', 'Change your email address from your account page.');
      }
      const accepted = acceptedValues(await definitionsOf(db, own), body.customFields);
      await db.transaction(async (tx) => {
        if (body.firstName || body.lastName) {
          await rename(tx, user.id, {
            firstName: body.firstName ?? user.firstName,
            lastName: body.lastName ?? user.lastName,
          });
        }
        await saveValues(tx, own, accepted);
      });
    },
  };
}

export type ProfileFieldsService = ReturnType<typeof profileFieldsService>;
