import type { OutgoingMail } from '../../services/mail/mailer.js';
import { displayDate, displayTimes } from '../trainers/index.js';
import type { EventRow } from './events.repository.js';

/**
 * The invitation to a session (03 §4 "invites resent or cancelled"): sent when a coordinator
 * invites a learner and again on resend. Plain text; the learner accepts or declines on the
 * session's page. (The mail area may restyle it with the other booking emails.)
 */
export function invitationEmail(input: {
  event: Pick<EventRow, 'id' | 'name'>;
  sessionId: string;
  person: { firstName: string };
  items: { start: Date; end: Date; timeZone: string; place: string }[];
  publicUrl: string;
}): Omit<OutgoingMail, 'to'> {
  const link = `${input.publicUrl}/my-learning/event/${input.event.id}/session/${input.sessionId}/show/single`;
  return {
    subject: `You’re invited to ${input.event.name}`,
    text: [
      `Hello ${input.person.firstName},`,
      '',
      `You have been invited to a session of ${input.event.name}. A place is held for you until you accept or decline.`,
      '',
      ...input.items.map(
        (item) =>
          `${displayDate(item.start, item.timeZone)}, ${displayTimes(item.start, item.end, item.timeZone)} – ${item.place}`,
      ),
      '',
      `Accept or decline the invitation: ${link}`,
    ].join('\n'),
  };
}
