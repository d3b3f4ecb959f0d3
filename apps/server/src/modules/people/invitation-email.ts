import type { OutgoingMail } from '../../services/mail/mailer.js';
import type { findInvitation } from './invitations.repository.js';

type FoundInvitation = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

/** The invitation email: its link carries the secret, which only this email knows. */
export function invitationEmail(found: FoundInvitation, publicUrl: string, secret: string): OutgoingMail {
  const link = `${publicUrl}/landing-invitation?invitation=${found.invitation.id}&secret=${secret}`;
  return {
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
  };
}
