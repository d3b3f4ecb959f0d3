import type { ReactNode } from 'react';
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import classes from './PageLayout.module.css';

/**
 * How wide a page's content runs (docs/design.md): lists use the whole content column; forms and
 * settings a readable measure with their section titles beside the fields on wide screens; narrow
 * pages (one message, one short form) a single column.
 */
export const PAGE_WIDTHS = { list: 1200, form: 960, narrow: 640 } as const;
export type PageWidth = keyof typeof PAGE_WIDTHS;

interface PageLayoutProps {
  title: ReactNode;
  /** One sentence under the title: what the page is for, or whose it is. */
  description?: ReactNode;
  /** The page's main actions, at the title's end (below it on phones). */
  actions?: ReactNode;
  width?: PageWidth;
  /** The title's id, for sections or forms labelled by it. */
  titleId?: string;
  children: ReactNode;
}

/**
 * Every signed-in screen's frame: the page title (the one h1), a description, the page's actions,
 * then the content, at the width its kind of page uses. Later areas start from this.
 */
export function PageLayout({ title, description, actions, width = 'list', titleId, children }: PageLayoutProps) {
  return (
    <Stack gap="lg" maw={PAGE_WIDTHS[width]} w="100%" className={classes.page} data-width={width}>
      <Group justify="space-between" align="flex-end" gap="md" className={classes.header}>
        <Box miw={0} className={classes.heading}>
          <Title order={1} id={titleId}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" mt={4} className={classes.description}>
              {description}
            </Text>
          )}
        </Box>
        {actions && (
          <Group gap="sm" className={classes.actions}>
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </Stack>
  );
}
