import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Learning history. Enrolments and completions arrive with the catalogue area; until then
 * there is nothing to list, and the tab says so plainly.
 */
export function LearningHistoryTab() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="xs" align="center" ta="center">
        <Title order={2} size="h3">
          {t('account.learningHistory.emptyTitle')}
        </Title>
        <Text c="dimmed">{t('account.learningHistory.emptyBody')}</Text>
      </Stack>
    </Paper>
  );
}
