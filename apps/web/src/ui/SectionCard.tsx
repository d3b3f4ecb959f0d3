import type { ReactNode } from 'react';
import { Card, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from './icons';

interface SectionCardProps {
  /** The heading's id, which labels the card's region. */
  id: string;
  title: ReactNode;
  icon?: Icon;
  /** A link or badge at the heading's end. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card of a start page or overview (docs/design.md): icon, h2, then its content. */
export function SectionCard({ id, title, icon: IconComponent, aside, children }: SectionCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {IconComponent && (
              <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
                <IconComponent size={18} stroke={1.7} />
              </ThemeIcon>
            )}
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
