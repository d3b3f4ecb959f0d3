import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { ENDPOINTS, INVITATION_ERRORS, INVITATION_FIELD_MESSAGES } from '@campus/contracts';
import type { Database } from '../../db/client.js';
import { invitations, userProfiles, users, workspaceGroupMembers, workspaces } from '../../db/schema/index.js';
import { NotFoundError, ValidationError, specError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import { mayAdministerWorkspaceUsers } from '../tenancy/workspaces.policy.js';
import {
  answerInvitation,
  findInvitation,
  findInvitationWithSecret,
  newInvitationSecret,
  placementInWorkspace,
  renewInvitationSecret,
} from './invitations.repository.js';
import { assertStrongPassword } from './password-reset.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail } from './users.repository.js';
import { route } from '../../lib/route.js';

/** The workspace, when the caller administers its users (`mayAdministerWorkspaceUsers`); else 404. */
async function administeredWorkspace(db: Database, scope: Scope, workspaceId: string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  if (!workspace || !mayAdministerWorkspaceUsers(scope, workspace)) throw new NotFoundError();
  return workspace;
}

/**
 * Workspace invitations (01 §2 invitation pages, §4 invitation sign-up, 03 "created with status
 * sent"): an administrator invites, the person accepts, rejects or signs up with it.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const { mailer, config } = app.services;

  async function sendInvitationMail(invitationId: string, secret: string) {
    const found = await findInvitation(db, invitationId);
    if (!found) return;
    const link = `${config.publicUrl}/landing-invitation?invitation=${invitationId}&secret=${secret}`;
    await mailer.send({
      to: found.user.email,
      subject: `You are invited to ${found.workspace.name}`,
      text: [
        `Hello ${found.user.firstName},`,
        '',
        `You have been invited to join ${found.workspace.name} on Campus.`,
        `Open this link to accept the invitation: ${link}`,
      ].join('\n'),
      customerId: found.invitation.customerId,
      workspaceId: found.invitation.workspaceId,
    });
  }

  route(app, ENDPOINTS.createInvitation, { audit: { entity: 'invitation' } }, async (request, reply) => {
    const body = request.body;
    const workspace = await administeredWorkspace(db, request.scope, body.workspaceId);
    const placement = await placementInWorkspace(db, workspace.id, body.organisationUnit, body.groups);
    if (!placement.unit || !placement.groups) {
      throw new ValidationError([
        ...(placement.unit ? [] : [{ path: 'organisationUnit', message: INVITATION_FIELD_MESSAGES.organisationUnit }]),
        ...(placement.groups ? [] : [{ path: 'groups', message: INVITATION_FIELD_MESSAGES.groups }]),
      ]);
    }
    const { secret, secretHash } = newInvitationSecret();
    const id = await db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, body.emailAddress);
      user ??= (
        await tx
          .insert(users)
          .values({ email: body.emailAddress, firstName: body.firstName, lastName: body.lastName, status: 'pending' })
          .returning()
      )[0]!;
      const [existing] = await tx
        .select()
        .from(userProfiles)
        .where(and(eq(userProfiles.userId, user.id), eq(userProfiles.workspaceId, workspace.id)));
      if (existing?.status === 'active') throw specError(409, INVITATION_ERRORS.alreadyMember);
      const profileValues = {
        roles: body.roles,
        status: 'invited' as const,
        organisationUnitId: body.organisationUnit ?? null,
      };
      const [profile] = existing
        ? await tx.update(userProfiles).set(profileValues).where(eq(userProfiles.id, existing.id)).returning()
        : await tx
            .insert(userProfiles)
            .values({
              ...profileValues,
              userId: user.id,
              customerId: workspace.customerId,
              workspaceId: workspace.id,
            })
            .returning();
      // An earlier unanswered invitation to the same workspace is replaced by this one.
      await tx
        .update(invitations)
        .set({ status: 'cancelled', respondedAt: new Date() })
        .where(and(eq(invitations.profileId, profile!.id), eq(invitations.status, 'sent')));
      const [invitation] = await tx
        .insert(invitations)
        .values({
          customerId: workspace.customerId,
          workspaceId: workspace.id,
          userId: user.id,
          profileId: profile!.id,
          invitedBy: request.auth.actor.userId,
          roles: body.roles,
          organisationUnitId: body.organisationUnit ?? null,
          groupIds: [...new Set(body.groups)],
          secretHash,
        })
        .returning();
      return invitation!.id;
    });
    await sendInvitationMail(id, secret);
    return reply.status(201).send({ id });
  });

  route(app, ENDPOINTS.invitation, {}, async (request) => {
    const found = await findInvitationWithSecret(db, request.params.id, request.query.secret);
    if (!found) throw new NotFoundError();
    const { invitation, user, workspace } = found;
    return {
      id: invitation.id,
      status: invitation.status,
      user: { id: user.id, emailAddress: user.email, firstName: user.firstName, lastName: user.lastName },
      workspace,
      hasAccount: Boolean(user.passwordHash) && user.status === 'active',
    };
  });

  /** Activates the invited profile and joins the invitation's groups. */
  async function joinWorkspace(tx: Database, invitation: typeof invitations.$inferSelect) {
    await tx.update(userProfiles).set({ status: 'active' }).where(eq(userProfiles.id, invitation.profileId));
    if (invitation.groupIds.length > 0) {
      await tx
        .insert(workspaceGroupMembers)
        .values(
          invitation.groupIds.map((groupId) => ({
            customerId: invitation.customerId,
            workspaceId: invitation.workspaceId,
            groupId,
            profileId: invitation.profileId,
          })),
        )
        .onConflictDoNothing();
    }
  }

  route(app, ENDPOINTS.acceptInvitation, { audit: { entity: 'invitation' } }, async (request, reply) => {
    const found = await findInvitationWithSecret(db, request.params.id, request.body.secret);
    if (!found || found.invitation.status !== 'sent') throw specError(409, INVITATION_ERRORS.notValid);
    request.auditUserId = found.user.id;
    if (!found.user.passwordHash || found.user.status !== 'active')
      throw specError(409, INVITATION_ERRORS.signUpRequired);
    await db.transaction(async (tx) => {
      if (!(await answerInvitation(tx, found.invitation.id, 'accepted')))
        throw specError(409, INVITATION_ERRORS.notValid);
      await joinWorkspace(tx, found.invitation);
    });
    return reply.status(204).send();
  });

  route(app, ENDPOINTS.rejectInvitation, { audit: { entity: 'invitation' } }, async (request, reply) => {
    const found = await findInvitationWithSecret(db, request.params.id, request.body.secret);
    if (!found) throw specError(409, INVITATION_ERRORS.notValid);
    request.auditUserId = found.user.id;
    await db.transaction(async (tx) => {
      if (!(await answerInvitation(tx, found.invitation.id, 'rejected')))
        throw specError(409, INVITATION_ERRORS.notValid);
      // The prepared profile goes away with the invitation (archived, as profiles are).
      await tx
        .update(userProfiles)
        .set({ status: 'deleted' })
        .where(and(eq(userProfiles.id, found.invitation.profileId), eq(userProfiles.status, 'invited')));
    });
    return reply.status(204).send();
  });

  const answers = [
    ['cancel', ENDPOINTS.cancelInvitation],
    ['resend', ENDPOINTS.resendInvitation],
  ] as const;
  for (const [action, endpoint] of answers) {
    route(app, endpoint, { audit: { entity: 'invitation' } }, async (request, reply) => {
      const found = await findInvitation(db, request.params.id);
      if (!found) throw new NotFoundError();
      await administeredWorkspace(db, request.scope, found.invitation.workspaceId);
      if (found.invitation.status !== 'sent') throw specError(409, INVITATION_ERRORS.notValid);
      if (action === 'resend') {
        await sendInvitationMail(found.invitation.id, await renewInvitationSecret(db, found.invitation.id));
      } else {
        await db.transaction(async (tx) => {
          await answerInvitation(tx, found.invitation.id, 'cancelled');
          await tx
            .update(userProfiles)
            .set({ status: 'deleted' })
            .where(and(eq(userProfiles.id, found.invitation.profileId), eq(userProfiles.status, 'invited')));
        });
      }
      return reply.status(204).send();
    });
  }

  route(app, ENDPOINTS.signUp, { audit: { entity: 'user' } }, async (request, reply) => {
    const body = request.body;
    const found = await findInvitationWithSecret(db, body.invitationId, body.invitationSecret);
    if (!found || found.invitation.status !== 'sent') throw specError(400, INVITATION_ERRORS.notValid);
    request.auditUserId = found.user.id;
    if (found.user.passwordHash) throw specError(409, INVITATION_ERRORS.userAlreadyExists);
    assertStrongPassword(body.password);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      // Only the first of two racing sign-ups sets the password.
      const claimed = await tx
        .update(users)
        .set({
          passwordHash,
          status: 'active',
          marketingAgree: body.marketingAgree,
          ...(body.firstName ? { firstName: body.firstName } : {}),
          ...(body.lastName ? { lastName: body.lastName } : {}),
        })
        .where(and(eq(users.id, found.user.id), eq(users.status, 'pending')))
        .returning({ id: users.id });
      if (claimed.length === 0) throw specError(409, INVITATION_ERRORS.userAlreadyExists);
      if (!(await answerInvitation(tx, found.invitation.id, 'accepted')))
        throw specError(400, INVITATION_ERRORS.notValid);
      await joinWorkspace(tx, found.invitation);
    });
    return reply.status(204).send();
  });
};
