import { Group, List, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../ui/SectionCard';
import { IconHourglassHigh } from '../../../../ui/icons';
import { NAVIGATION_ICONS } from '../../../../ui/shell/navigationIcons';
import type { ShownSection } from '../../../../ui/shell/navigationModel';

/**
 * What the person's roles will give them once each area is built, grouped by section: said in
 * words, so it reads as a plan rather than as broken links. Nothing shows when nothing is missing.
 */
export function ComingSoonCard({ sections, narrow = false }: { sections: ShownSection[]; narrow?: boolean }) {
  const { t } = useTranslation();
  const groups = sections
    .map((section) => ({
      section,
      items:
        section.items.length > 0 ? section.items.filter((item) => !item.available) : section.available ? [] : [section],
    }))
    .filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;

  return (
    <SectionCard id="start-coming-soon" title={t('start.comingSoon.title')} icon={IconHourglassHigh}>
      <Text size="sm" c="dimmed">
        {t('start.comingSoon.intro')}
      </Text>
      <SimpleGrid cols={narrow ? 1 : { base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        {groups.map(({ section, items }) => (
          <div key={section.name}>
            <Text
              size="xs"
              fw={700}
              tt="uppercase"
              c="dimmed"
              style={{ letterSpacing: '0.04em' }}
              id={`soon-${section.name}`}
            >
              {t(`nav.${section.name}`)}
            </Text>
            <List listStyleType="none" spacing={2} mt={4} p={0} aria-labelledby={`soon-${section.name}`}>
              {items.map((item) => {
                const Icon = NAVIGATION_ICONS[item.name];
                return (
                  <List.Item key={item.name}>
                    <Group gap={8} wrap="nowrap">
                      <Icon size={16} stroke={1.7} aria-hidden color="var(--mantine-color-dimmed)" />
                      <Text size="sm">{t(`nav.${item.name}`)}</Text>
                    </Group>
                  </List.Item>
                );
              })}
            </List>
          </div>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
