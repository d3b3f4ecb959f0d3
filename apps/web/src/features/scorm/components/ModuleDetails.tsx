import { Box, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScormContent, ScormModule } from '@campus/contracts';
import { formatDate, formatZonedTime } from '../../../lib/dates/dates';
import { formatBytes } from '../bytes';
import { durationForForm } from '../forms/moduleForm';
import { mediaItemQuery } from '../../media/api/mediaApi';
import { MediaThumbnail } from '../../media/components/MediaCard';

/** Labelled values of a record (a description list), two columns from 768 px. */
function Details({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={2}>
          <Text component="dt" size="sm" fw={600}>
            {item.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * The module's image as the media library has it: its picture (a private one through the
 * library's signed address) and its title, or that it is no longer there.
 */
function LibraryImage({ id }: { id: string }) {
  const { t } = useTranslation();
  const item = useQuery({
    ...mediaItemQuery(id, { search: '', type: null }),
    // Gone (removed, or private to someone else): said here, not a 404 page.
    meta: { handlesErrors: true },
    retry: false,
  });
  if (item.isPending) return t('app.loading');
  if (item.isError) return t('scorm.imageGone');
  return (
    <Group gap="sm" wrap="nowrap">
      <Box w={120} style={{ flex: 'none' }}>
        <MediaThumbnail item={item.data} />
      </Box>
      <span>{item.data.title}</span>
    </Group>
  );
}

/** The module's details as the wizard's details step sets them (02 §3). */
export function ModuleDetails({ module }: { module: ScormModule }) {
  const { t } = useTranslation();
  const words = (list: readonly string[]) => (list.length === 0 ? t('scorm.none') : list.join(', '));
  return (
    <Details
      items={[
        { label: t('scorm.fields.description'), value: module.description || t('scorm.noDescription') },
        {
          label: t('scorm.fields.duration'),
          value: module.duration ? durationForForm(module.duration) : t('scorm.noDuration'),
        },
        { label: t('scorm.fields.labels'), value: words(module.labels) },
        { label: t('scorm.fields.keywords'), value: words(module.keywords) },
        { label: t('scorm.fields.owner'), value: module.owner.name ?? t('scorm.someone') },
        {
          label: t('scorm.fields.image'),
          value: module.image ? <LibraryImage id={module.image} /> : t('scorm.none'),
        },
      ]}
    />
  );
}

/** The imported package (02 §3 content): its standard, launchable items (SCOs) and size. */
export function ContentSummary({ content }: { content: ScormContent }) {
  const { t } = useTranslation();
  const standard = t(`scorm.standards.${content.standard}`);
  return (
    <Stack gap="sm">
      <Details
        items={[
          { label: t('scorm.fields.package'), value: content.name },
          {
            label: t('scorm.fields.standard'),
            value: content.schemaVersion
              ? t('scorm.standardWithVersion', { standard, schemaVersion: content.schemaVersion })
              : standard,
          },
          { label: t('scorm.fields.size'), value: formatBytes(content.size) },
          {
            label: t('scorm.fields.imported'),
            value: `${formatDate(content.createdAt)}, ${formatZonedTime(content.createdAt)}`,
          },
        ]}
      />
      <Text size="sm" fw={600} id={`scos-${content.id}`}>
        {t('scorm.scosCount', { count: content.scos.length })}
      </Text>
      <List size="sm" aria-labelledby={`scos-${content.id}`} style={{ overflowWrap: 'anywhere' }}>
        {content.scos.map((sco) => (
          <List.Item key={sco.identifier}>
            {t('scorm.scoLine', { title: sco.title, launch: sco.launch })}
            {sco.masteryScore !== null && ` (${t('scorm.masteryScore', { score: sco.masteryScore })})`}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
