import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/router/paths';

/** /404 and every unknown route. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" id="main-content" size="sm" py={64}>
      <Stack gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.body')}</Text>
        <Anchor component={Link} to={PATHS.default} fw={600}>
          {t('notFound.home')}
        </Anchor>
      </Stack>
    </Container>
  );
}
