import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { useSession } from '../../../../lib/session/useSession';
import { TeamBooking } from '../../view/components/TeamBooking';
import { SectionCard } from '../../../../ui/SectionCard';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { IconCalendarEvent, IconInbox } from '../../../../ui/icons';
import { dashboardKindOf, learnerEventPaths } from '../paths';
import { sessionLine } from '../when';
import { BookingPanel } from './BookingPanel';
import { SessionDetails } from './SessionDetails';
import { useOfferedSession } from './useOfferedSession';
import { CheckInFromAddress } from '../../register-extras/components/CheckInFromAddress';

/**
 * The learner session view (03 §2): /my-learning/event/:eventId/session/:sessionId/show/single and
 * its variants under /my-learning/dashboard/{browse|courses|completions}/event/…: the session's
 * dates, place and spaces, and the learner's booking.
 */
export function LearnerSessionPage() {
  const { t } = useTranslation();
  const { eventId = '', sessionId = '' } = useParams();
  const { pathname } = useLocation();
  const { actor } = useSession();
  const learnerId = actor.userId ?? '';
  const { query, item } = useOfferedSession(eventId, sessionId);
  const kind = dashboardKindOf(pathname);

  if (query.isPending || query.isError || !item) {
    return (
      <PageLayout title={t('learnerEvents.sessionTitle')} width="form">
        <CheckInFromAddress />
        {query.isPending ? (
          <Loader role="status" aria-label={t('app.loading')} />
        ) : query.isError ? (
          <Alert color="red" title={t('learnerEvents.loadFailed')}>
            {errorMessageOf(query.error)}
          </Alert>
        ) : (
          <Alert color="yellow">{t('learnerEvents.notOffered')}</Alert>
        )}
      </PageLayout>
    );
  }

  const { session } = item;
  return (
    <PageLayout title={session.eventName} description={sessionLine(session)} width="form">
      <Stack gap="lg">
        <CheckInFromAddress />
        {item.eventDescription && (
          <Text style={{ whiteSpace: 'pre-line' }} data-testid="event-description">
            {item.eventDescription}
          </Text>
        )}
        <SectionCard id="session-booking" title={t('learnerEvents.booking.title')} icon={IconInbox}>
          <BookingPanel item={item} learnerId={learnerId} />
        </SectionCard>
        {actor.roles.includes('manager') && <TeamBooking eventId={eventId} sessionId={session.id} />}
        <SectionCard id="session-dates" title={t('learnerEvents.dates')} icon={IconCalendarEvent}>
          <SessionDetails session={session} />
        </SectionCard>
        <Text size="sm">
          {kind ? (
            <Anchor component={Link} to={learnerEventPaths.dashboardEvent(kind, eventId)}>
              {t('learnerEvents.backToEvent')}
            </Anchor>
          ) : (
            <Anchor component={Link} to={learnerEventPaths.dashboard}>
              {t('learnerEvents.backToDashboard')}
            </Anchor>
          )}
        </Text>
      </Stack>
    </PageLayout>
  );
}

export default LearnerSessionPage;
