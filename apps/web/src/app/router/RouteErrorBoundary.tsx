import { useEffect } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../../features/shell/errors/components/NotFoundPage';
import { canReloadForStaleChunk, isStaleChunkError, reloadForStaleChunk } from './staleChunk';

/** The router's error element: stale chunks reload, 404 responses show the 404 page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const reload = isStaleChunkError(error) && canReloadForStaleChunk();

  useEffect(() => {
    if (reload) reloadForStaleChunk();
  }, [reload]);

  if (reload) return null;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <Container component="main" id="main-content" size="sm" py={64}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('errors.unexpectedTitle')}</Title>
        <Text>{t('errors.unexpectedBody')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Container>
  );
}
