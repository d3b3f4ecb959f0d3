import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavigationItemName } from '@campus/contracts';
import { NAVIGATION_ICONS } from '../../../../ui/shell/navigationIcons';
import type { ShownSection } from '../../../../ui/shell/navigationModel';
import { IconChevronRight } from '../../../../ui/icons';
import classes from './Shortcuts.module.css';

export interface Shortcut {
  name: NavigationItemName;
  path: string;
}

/** The person's pages that exist, in the navigation's order: each built item, or a built section without items. */
export function shortcutsOf(sections: ShownSection[]): Shortcut[] {
  return sections.flatMap((section) => {
    const built = section.items.filter((item) => item.available).map(({ name, path }) => ({ name, path }));
    if (built.length > 0) return built;
    return section.available ? [{ name: section.name, path: section.target }] : [];
  });
}

/**
 * Start-page shortcuts: one card per page the person can open, with its icon, what it is for
 * and, where something waits for them there, how many.
 */
export function Shortcuts({ shortcuts, waiting }: { shortcuts: Shortcut[]; waiting: Partial<Record<string, number>> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" className={classes.list}>
      {shortcuts.map((shortcut) => {
        const Icon = NAVIGATION_ICONS[shortcut.name];
        const count = waiting[shortcut.name] ?? 0;
        return (
          <li key={shortcut.name}>
            <Card component={Link} to={shortcut.path} withBorder radius="md" padding="md" className={classes.card}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                  <Icon size={22} stroke={1.7} />
                </ThemeIcon>
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={600}>{t(`nav.${shortcut.name}`)}</Text>
                    {count > 0 && (
                      <Badge size="sm" color="red.9" variant="filled" tt="none">
                        {t('homePage.waiting', { count })}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t(`homePage.shortcuts.${shortcut.name}`, { defaultValue: '' })}
                  </Text>
                </Stack>
                <IconChevronRight size={18} stroke={1.7} aria-hidden className={classes.chevron} />
              </Group>
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
