import type { OutgoingMail } from '../../../services/mail/mailer.js';

/** The registration's confirmation code, with a link that fills it in. */
export function confirmationEmail(
  user: { id: string; email: string; firstName: string },
  code: string,
  workspace: { id: string; customerId: string; name: string },
  publicUrl: string,
): OutgoingMail {
  const link = `${publicUrl}/auth/confirm-registration/${user.id}/${code}`;
  return {
    to: user.email,
    subject: `Confirm your registration with ${workspace.name}`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `Your confirmation code is ${code}. Open this link to confirm your registration: ${link}`,
      '',
      'If you did not register, you can ignore this email.',
    ].join('\n'),
    customerId: workspace.customerId,
    workspaceId: workspace.id,
  };
}
