import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../../../lib/navigation/paths';
import { useSession } from '../../../../lib/session/useSession';

/** /404 and every unknown route; a refused hand-over passes the server's message to show (01 §7). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { state } = useLocation() as { state: { message?: unknown } | null };
  const message = typeof state?.message === 'string' ? state.message : null;
  // Signed in, the page sits inside the app's frame, which has the main landmark already.
  const framed = useSession().actor.stage !== 'none';
  return (
    <Container component={framed ? 'div' : 'main'} id={framed ? undefined : 'main-content'} size="sm" py={64}>
      <Stack gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        {message && (
          <Text fw={600} role="alert">
            {message}
          </Text>
        )}
        <Text>{t('notFound.body')}</Text>
        <Anchor component={Link} to={PATHS.default} fw={600}>
          {t('notFound.home')}
        </Anchor>
      </Stack>
    </Container>
  );
}
