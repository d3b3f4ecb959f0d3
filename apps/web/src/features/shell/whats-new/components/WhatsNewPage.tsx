import { List, Stack, Text, Title } from '@mantine/core';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/dates/dates';
import { RELEASES } from '../releaseNotes';

/** /what-new (01 §2): the latest release's highlights, then every release's notes. */
export function WhatsNewPage() {
  const { t } = useTranslation();
  const [latest, ...earlier] = RELEASES;
  return (
    <PageLayout title={t('whatsNew.title')} width="form">
      {latest && (
        <section aria-labelledby="latest-release">
          <Title order={2} size="h3" id="latest-release">
            {latest.summary}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('whatsNew.version', { version: latest.version, date: formatDate(latest.date) })}
          </Text>
          <List spacing="xs">
            {latest.changes.map((change) => (
              <List.Item key={change}>{change}</List.Item>
            ))}
          </List>
        </section>
      )}
      <section aria-labelledby="release-notes-heading" id="release-notes">
        <Title order={2} size="h3" id="release-notes-heading">
          {t('whatsNew.releaseNotes')}
        </Title>
        <Stack gap="lg" mt="sm">
          {earlier.map((release) => (
            <article key={release.version} aria-labelledby={`release-${release.version}`}>
              <Title order={3} size="h4" id={`release-${release.version}`}>
                {t('whatsNew.versionTitle', { version: release.version, summary: release.summary })}
              </Title>
              <Text size="sm" c="dimmed" mb={4}>
                {formatDate(release.date)}
              </Text>
              <List spacing={4} size="sm">
                {release.changes.map((change) => (
                  <List.Item key={change}>{change}</List.Item>
                ))}
              </List>
            </article>
          ))}
        </Stack>
      </section>
    </PageLayout>
  );
}
