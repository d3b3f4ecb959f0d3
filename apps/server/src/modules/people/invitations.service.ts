import type { z } from 'zod';
import {
  INVITATION_ERRORS,
  INVITATION_FIELD_MESSAGES,
  type createInvitationSchema,
  type signUpRequestSchema,
} from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { NotFoundError, ValidationError, specError } from '../../lib/errors.js';
import type { RequestOrigin } from '../../lib/request-origin.js';
import { administering, type AdministeringScope, type Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { findWorkspaceInScope, mayAdministerWorkspaceUsers } from '../platform/index.js';
import { claimPendingAccount, ensurePerson } from './accounts.repository.js';
import {
  activateProfile,
  addToGroups,
  findProfileIn,
  inviteProfile,
  withdrawInvitedProfile,
} from './profiles.repository.js';
import { invitationEmail } from './invitation-email.js';
import {
  answerInvitation,
  createInvitation,
  findInvitation,
  findInvitationWithSecret,
  newInvitationSecret,
  placementInWorkspace,
  renewInvitationSecret,
  type Invitation,
} from './invitations.repository.js';
import { assertStrongPassword, hashPassword } from './passwords.js';

/** Activates the invited profile and joins the invitation's groups. */
async function joinWorkspace(db: Queryable, invitation: Invitation): Promise<void> {
  await activateProfile(db, invitation);
  await addToGroups(
    db,
    { id: invitation.profileId, customerId: invitation.customerId, workspaceId: invitation.workspaceId },
    invitation.groupIds,
  );
}

/**
 * Workspace invitations (01 §2 invitation pages, §4 invitation sign-up, 03 "created with status
 * sent"): an administrator invites, the person accepts, rejects or signs up with it.
 */
export function invitationsService({ config, database, mailer }: Pick<AppServices, 'config' | 'database' | 'mailer'>) {
  const { db } = database;

  /** The caller administering the workspace's users (`mayAdministerWorkspaceUsers`); else 404. */
  async function administeredWorkspace(scope: Scope, workspaceId: string): Promise<AdministeringScope> {
    const found = await findWorkspaceInScope(db, scope, workspaceId);
    return administering(scope, found?.workspace, (workspace) => mayAdministerWorkspaceUsers(scope, workspace));
  }

  /** Recorded in the invitation's (or new secret's) own transaction, so neither exists without the other. */
  async function sendInvitationMail(tx: Queryable, scope: Scope, invitationId: string, secret: string) {
    const found = await findInvitation(tx, scope, invitationId);
    if (found) await mailer.send(invitationEmail(found, config.publicUrl, secret), { db: tx });
  }

  return {
    async create(scope: Scope, body: z.infer<typeof createInvitationSchema>): Promise<{ id: string }> {
      const administered = await administeredWorkspace(scope, body.workspaceId);
      const placement = await placementInWorkspace(db, administered, body.organisationUnit, body.groups);
      if (!placement.unit || !placement.groups) {
        throw new ValidationError([
          ...(placement.unit
            ? []
            : [{ path: 'organisationUnit', message: INVITATION_FIELD_MESSAGES.organisationUnit }]),
          ...(placement.groups ? [] : [{ path: 'groups', message: INVITATION_FIELD_MESSAGES.groups }]),
        ]);
      }
      const { secret, secretHash } = newInvitationSecret();
      const id = await db.transaction(async (tx) => {
        const user = await ensurePerson(tx, {
          email: body.emailAddress,
          firstName: body.firstName,
          lastName: body.lastName,
          status: 'pending',
        });
        const existing = await findProfileIn(tx, administered, user.id);
        if (existing?.status === 'active') throw specError(409, INVITATION_ERRORS.alreadyMember);
        const organisationUnitId = body.organisationUnit ?? null;
        const profile = await inviteProfile(tx, administered, {
          userId: user.id,
          roles: body.roles,
          organisationUnitId,
        });
        const invitationId = await createInvitation(tx, administered, {
          userId: user.id,
          profileId: profile.id,
          roles: body.roles,
          organisationUnitId,
          groupIds: [...new Set(body.groups)],
          secretHash,
        });
        await sendInvitationMail(tx, administered, invitationId, secret);
        return invitationId;
      });
      return { id };
    },

    async read(id: string, secret: string) {
      const found = await findInvitationWithSecret(db, id, secret);
      if (!found) throw new NotFoundError();
      const { invitation, user, workspace } = found;
      return {
        id: invitation.id,
        status: invitation.status,
        user: { id: user.id, emailAddress: user.email, firstName: user.firstName, lastName: user.lastName },
        workspace,
        hasAccount: Boolean(user.passwordHash) && user.status === 'active',
      };
    },

    async accept(id: string, secret: string, origin: RequestOrigin): Promise<void> {
      const found = await findInvitationWithSecret(db, id, secret);
      if (!found || found.invitation.status !== 'sent') throw specError(409, INVITATION_ERRORS.notValid);
      origin.attributeTo(found.user.id);
      if (!found.user.passwordHash || found.user.status !== 'active') {
        throw specError(409, INVITATION_ERRORS.signUpRequired);
      }
      await db.transaction(async (tx) => {
        if (!(await answerInvitation(tx, found.invitation, 'accepted'))) {
          throw specError(409, INVITATION_ERRORS.notValid);
        }
        await joinWorkspace(tx, found.invitation);
      });
    },

    async reject(id: string, secret: string, origin: RequestOrigin): Promise<void> {
      const found = await findInvitationWithSecret(db, id, secret);
      if (!found) throw specError(409, INVITATION_ERRORS.notValid);
      origin.attributeTo(found.user.id);
      await db.transaction(async (tx) => {
        if (!(await answerInvitation(tx, found.invitation, 'rejected'))) {
          throw specError(409, INVITATION_ERRORS.notValid);
        }
        await withdrawInvitedProfile(tx, found.invitation);
      });
    },

    /** The administrator's follow-up of a sent invitation: cancel it, or send it again with a new secret. */
    async followUp(scope: Scope, id: string, action: 'cancel' | 'resend'): Promise<void> {
      const found = await findInvitation(db, scope, id);
      if (!found) throw new NotFoundError();
      const administered = await administeredWorkspace(scope, found.invitation.workspaceId);
      if (found.invitation.status !== 'sent') throw specError(409, INVITATION_ERRORS.notValid);
      if (action === 'resend') {
        await db.transaction(async (tx) =>
          sendInvitationMail(
            tx,
            administered,
            found.invitation.id,
            await renewInvitationSecret(tx, administered, found.invitation.id),
          ),
        );
        return;
      }
      await db.transaction(async (tx) => {
        await answerInvitation(tx, found.invitation, 'cancelled');
        await withdrawInvitedProfile(tx, found.invitation);
      });
    },

    /** A person without an account signs up with their invitation: a password, and they join. */
    async signUp(body: z.infer<typeof signUpRequestSchema>, origin: RequestOrigin): Promise<void> {
      const found = await findInvitationWithSecret(db, body.invitationId, body.invitationSecret);
      if (!found || found.invitation.status !== 'sent') throw specError(400, INVITATION_ERRORS.notValid);
      origin.attributeTo(found.user.id);
      if (found.user.passwordHash) throw specError(409, INVITATION_ERRORS.userAlreadyExists);
      assertStrongPassword(body.password);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const claimed = await claimPendingAccount(tx, found.user.id, {
          passwordHash,
          marketingAgree: body.marketingAgree,
          ...(body.firstName ? { firstName: body.firstName } : {}),
          ...(body.lastName ? { lastName: body.lastName } : {}),
        });
        // Only the first of two racing sign-ups sets the password.
        if (!claimed) throw specError(409, INVITATION_ERRORS.userAlreadyExists);
        if (!(await answerInvitation(tx, found.invitation, 'accepted'))) {
          throw specError(400, INVITATION_ERRORS.notValid);
        }
        await joinWorkspace(tx, found.invitation);
      });
    },
  };
}

export type InvitationsService = ReturnType<typeof invitationsService>;
