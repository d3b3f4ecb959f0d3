import type { Occurrence } from '@campus/contracts';
import { i18n } from '../../../lib/i18n/i18n';

/**
 * The learner's completion of a session they were booked on, once it has ended (issue 26 item 7:
 * completed and passed shown truthfully, as the server records them): completed, passed, not
 * completed (absent on a date, or not passed), or still waiting for the register or summary.
 * Null before the session ends, or when the learner was not booked on it.
 */
export function completionText(session: Pick<Occurrence, 'status' | 'userCompletionStatus'>): string | null {
  const status = session.userCompletionStatus;
  if (status === null || session.status !== 'ended') return null;
  return status === 'in_progress' || status === 'not_started'
    ? i18n.t('learnerEvents.completion.awaiting')
    : i18n.t(`learnerEvents.completion.${status}`);
}
