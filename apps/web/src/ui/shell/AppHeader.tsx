import { Group, Image, Text } from '@mantine/core';
import classes from './AppHeader.module.css';

interface AppHeaderProps {
  /** Workspace name, or the product name before a workspace is chosen. */
  title: string;
  logo?: { src: string; height: number; alt: string } | null;
}

/** The top bar of signed-in pages: workspace logo and name (navigation comes later). */
export function AppHeader({ title, logo }: AppHeaderProps) {
  return (
    <header className={classes.header}>
      <Group gap="sm" wrap="nowrap" h="100%">
        {logo && <Image src={logo.src} h={logo.height} w="auto" fit="contain" alt={logo.alt} />}
        <Text component="span" fw={700} size="lg" truncate>
          {title}
        </Text>
      </Group>
    </header>
  );
}
