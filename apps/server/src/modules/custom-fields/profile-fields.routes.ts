import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { type Actor, ENDPOINTS } from '@campus/contracts';
import { users } from '../../db/schema/index.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import { acceptedValues, definitionsOf, saveValues, valuesOf } from './custom-fields.repository.js';
import { route } from '../../lib/route.js';

/** Only the workspace the caller's token is for: another workspace's fields are not theirs to see. */
function ownWorkspace(actor: Actor, workspaceId: string): string {
  if (actor.workspaceId !== workspaceId) throw new NotFoundError();
  return workspaceId;
}

/**
 * A person's custom profile fields in their workspace (01 §4 "Empty user fields" gate, 03 §3):
 * the workspace's field definitions, the caller's own values, and saving them (PATCH /v2/users
 * for oneself; editing other people comes with the users area).
 */
export const profileFieldRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  route(app, ENDPOINTS.customFields, {}, async (request) => ({
    data: await definitionsOf(db, ownWorkspace(request.auth.actor, request.params.workspaceId)),
  }));

  route(app, ENDPOINTS.myCustomFields, {}, async (request) => {
    const { actor } = request.auth;
    return { values: await valuesOf(db, ownWorkspace(actor, request.params.workspaceId), actor.userId as string) };
  });

  route(app, ENDPOINTS.updateUser, { audit: { entity: 'user' } }, async (request, reply) => {
    const { actor } = request.auth;
    const body = request.body;
    if (body.id !== actor.userId) throw new NotFoundError();
    const workspaceId = ownWorkspace(actor, body.workspaceId);
    const [user] = await db.select().from(users).where(eq(users.id, body.id));
    if (!user) throw new NotFoundError();
    if (body.emailAddress !== undefined && body.emailAddress.trim().toLowerCase() !== user.email) {
      throw new AppError(400, 'email_change_needs_verification', 'Change your email address from your account page.');
    }
    const accepted = acceptedValues(await definitionsOf(db, workspaceId), body.customFields);
    await db.transaction(async (tx) => {
      if (body.firstName || body.lastName) {
        await tx
          .update(users)
          .set({ firstName: body.firstName ?? user.firstName, lastName: body.lastName ?? user.lastName })
          .where(eq(users.id, user.id));
      }
      await saveValues(tx, { customerId: actor.customerId as string, workspaceId, userId: user.id }, accepted);
    });
    return reply.status(204).send();
  });
};
