import type { ReactNode } from 'react';
import { Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ProductMark } from '../ProductMark';
import classes from './AppHeader.module.css';

interface AppHeaderProps {
  /** Workspace name, or the product name before a workspace is chosen. */
  title: string;
  /** Where the product logo leads: `/`, which picks the role-dependent landing page (01 §2). */
  homePath: string;
  productName: string;
  logo?: { src: string; height: number; alt: string } | null;
  /** On small screens the header stays at the top while scrolling (01 §2 mobile). */
  sticky?: boolean;
  /** Controls at the right-hand end (account menu). */
  actions?: ReactNode;
}

/** The top bar of signed-in pages: product logo (home link), workspace logo and name, account menu. */
export function AppHeader({ title, homePath, productName, logo, sticky = false, actions }: AppHeaderProps) {
  return (
    <header className={classes.header} data-sticky={sticky || undefined}>
      <Group justify="space-between" wrap="nowrap" h="100%" w="100%">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Link to={homePath} className={classes.logo} aria-label={`${productName} – home`}>
            <ProductMark />
          </Link>
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
