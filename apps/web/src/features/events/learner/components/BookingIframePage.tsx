import { Alert, Anchor, Box, Button, Card, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { loginPathFor } from '../../../../lib/navigation/entryLinks';
import { useSession } from '../../../../lib/session/useSession';
import { IconExternalLink } from '../../../../ui/icons';
import { learnerEventPaths } from '../paths';
import { BookingPanel } from './BookingPanel';
import { SessionDetails } from './SessionDetails';
import { useOfferedSession } from './useOfferedSession';

/**
 * /catalogue/events/:eventId/session/:sessionId/iframe/booking (03 §2): the booking part of the
 * session view, without the app's header and footer, for other sites to frame (the server allows
 * framing this page only, decision 0033). Signed-out visitors get a sign-in link that opens in a
 * new tab and comes back here; this frame follows the sign-in as soon as it happens (the tokens
 * are shared with the other tab).
 */
export function BookingIframePage() {
  const { t } = useTranslation();
  const { eventId = '', sessionId = '' } = useParams();
  const { actor } = useSession();
  const here = learnerEventPaths.iframe(eventId, sessionId);
  return (
    <Box component="main" p="md" maw={720} mx="auto">
      {actor.stage === 'second' && actor.workspaceId ? (
        <SignedIn eventId={eventId} sessionId={sessionId} learnerId={actor.userId ?? ''} />
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={1} size="h3">
              {t('learnerEvents.iframe.signInTitle')}
            </Title>
            <Text size="sm">{t('learnerEvents.iframe.signInBody')}</Text>
            <Button
              component="a"
              href={loginPathFor({ path: here, workspaceId: null })}
              target="_blank"
              rel="noopener"
              rightSection={<IconExternalLink size={16} stroke={1.8} aria-hidden />}
              w="fit-content"
            >
              {t('learnerEvents.iframe.signIn')}
              <VisuallyHidden> {t('learnerEvents.iframe.newTab')}</VisuallyHidden>
            </Button>
          </Stack>
        </Card>
      )}
    </Box>
  );
}

function SignedIn({ eventId, sessionId, learnerId }: { eventId: string; sessionId: string; learnerId: string }) {
  const { t } = useTranslation();
  const { query, item } = useOfferedSession(eventId, sessionId);
  if (query.isPending) return <Loader role="status" aria-label={t('app.loading')} />;
  if (query.isError || !item)
    return (
      <>
        <Title order={1} size="h3" mb="sm">
          {t('learnerEvents.sessionTitle')}
        </Title>
        <Alert color={query.isError ? 'red' : 'yellow'}>
          {query.isError ? errorMessageOf(query.error) : t('learnerEvents.notOffered')}
        </Alert>
      </>
    );
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {item.session.eventName}
      </Title>
      <SessionDetails session={item.session} />
      <BookingPanel item={item} learnerId={learnerId} />
      <Anchor href={learnerEventPaths.session(eventId, sessionId)} target="_blank" rel="noopener" size="sm">
        {t('learnerEvents.iframe.openFull')} {t('learnerEvents.iframe.newTab')}
      </Anchor>
    </Stack>
  );
}

export default BookingIframePage;
