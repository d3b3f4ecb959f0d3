import type { ReactNode } from 'react';
import { Group, Image, Text } from '@mantine/core';
import classes from './AppHeader.module.css';

interface AppHeaderProps {
  /** Workspace name, or the product name before a workspace is chosen. */
  title: string;
  logo?: { src: string; height: number; alt: string } | null;
  /** Controls at the right-hand end (account link, log out). */
  actions?: ReactNode;
}

/** The top bar of signed-in pages: workspace logo and name (navigation comes later). */
export function AppHeader({ title, logo, actions }: AppHeaderProps) {
  return (
    <header className={classes.header}>
      <Group justify="space-between" wrap="nowrap" h="100%">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {logo && <Image src={logo.src} h={logo.height} w="auto" fit="contain" alt={logo.alt} />}
          <Text component="span" fw={700} size="lg" truncate>
            {title}
          </Text>
        </Group>
        {actions && (
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        )}
      </Group>
    </header>
  );
}
