import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from './icons';

interface EmptyStateProps {
  icon: Icon;
  title: string;
  /** What to do next: the way out of the empty state, in a sentence. */
  description: ReactNode;
  /** A button or link that does it, when there is one. */
  action?: ReactNode;
  /** The heading level in its page: 2 under a page title, 3 inside a section. */
  headingOrder?: 2 | 3;
}

/**
 * What a list shows when it has nothing (docs/design.md): an icon, what is empty, what to do next
 * and, where there is one, the action that does it. Used wherever a list can be empty.
 */
export function EmptyState({ icon: IconComponent, title, description, action, headingOrder = 2 }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="empty-state" style={{ borderStyle: 'dashed' }}>
      <Stack gap="xs" align="center" ta="center" maw={480} mx="auto">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconComponent size={26} stroke={1.6} />
        </ThemeIcon>
        <Title order={headingOrder} size="h4" mt="xs">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {action && <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>{action}</div>}
      </Stack>
    </Paper>
  );
}
