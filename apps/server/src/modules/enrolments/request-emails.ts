import type { OutgoingMail } from '../../services/mail/mailer.js';

export interface ResolvedRequest {
  learnerEmail: string;
  learnerFirstName: string;
  courseName: string;
  customerId: string;
  workspaceId: string;
}

/**
 * Tells the learner how their request ended. The spec has no template for it (its email
 * catalogue is configured per workspace, 02 §3 Email); these are our words (docs/decisions/0014).
 */
export function requestOutcomeEmail(request: ResolvedRequest, outcome: 'approved' | 'rejected'): OutgoingMail {
  const approved = outcome === 'approved';
  return {
    to: request.learnerEmail,
    customerId: request.customerId,
    workspaceId: request.workspaceId,
    subject: approved
      ? `You are enrolled on ${request.courseName}`
      : `Your request to enrol on ${request.courseName} was declined`,
    text: [
      `Hello ${request.learnerFirstName},`,
      '',
      approved
        ? `Your request to enrol on ${request.courseName} has been approved: you are now enrolled.`
        : `Your request to enrol on ${request.courseName} has not been approved. If you think this is a mistake, please contact your manager or learning administrator.`,
    ].join('\n'),
  };
}
