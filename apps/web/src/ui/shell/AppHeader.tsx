import type { ReactNode } from 'react';
import { Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
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

/** The Campus mark: an open book under a roof, in the workspace's primary colour. */
function ProductMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M6 13 16 6l10 7"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M8 15.5c2.8-.9 5.5-.6 8 1.2 2.5-1.8 5.2-2.1 8-1.2V25c-2.8-.9-5.5-.6-8 1.2-2.5-1.8-5.2-2.1-8-1.2z"
        fill="#fff"
      />
      <path d="M16 16.7v9.5" stroke="var(--mantine-primary-color-filled)" strokeWidth="1.4" />
    </svg>
  );
}
