import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface BadgeListProps<T extends string> {
  items: readonly T[];
  /** Text for each item. */
  label: (item: T) => string;
  color?: string;
  /** Accessible name of the list. */
  ariaLabel: string;
}

/** A labelled list of badges (roles, customer roles, services); "None" when empty. */
export function BadgeList<T extends string>({ items, label, color = 'brand', ariaLabel }: BadgeListProps<T>) {
  const { t } = useTranslation();
  if (items.length === 0) return <Text c="dimmed">{t('home.none')}</Text>;
  return (
    <Group component="ul" gap="xs" aria-label={ariaLabel} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <li key={item}>
          <Badge color={color} variant="light" radius="sm" tt="none" size="lg">
            {label(item)}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
