import type { ReactNode } from 'react';
import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProductMark } from './ProductMark';
import classes from './AuthLayout.module.css';

export interface AuthBranding {
  /** The workspace's display name. */
  name: string;
  logo: { src: string; height: number } | null;
}

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  /** The card's width: 440 for sign-in, wider for longer forms and help. */
  width?: number;
  /** The workspace the address names; the product's own brand without one. */
  branding?: AuthBranding | null;
}

/**
 * The frame of the open pages (sign-in, password reset, sign-up, invitations): a brand panel in
 * the primary colour, the workspace's (logo and name) when the address names one, else Campus's;
 * beside it on wide screens, above it on phones, the page's card with its one h1.
 */
export function AuthLayout({ title, children, width = 440, branding = null }: AuthLayoutProps) {
  const { t } = useTranslation();
  const product = t('app.productName');
  return (
    <div className={classes.page}>
      <header className={classes.brand}>
        <div className={classes.brandInner}>
          <div className={classes.identity}>
            {branding?.logo ? (
              <span className={classes.logoChip}>
                <Image
                  src={branding.logo.src}
                  h={Math.min(branding.logo.height, 40)}
                  w="auto"
                  fit="contain"
                  alt={t('app.workspaceLogoAlt', { name: branding.name })}
                />
              </span>
            ) : (
              <span className={classes.mark}>
                <ProductMark size={36} />
              </span>
            )}
            <Text component="span" fw={700} size="lg" className={classes.name}>
              {branding?.name ?? product}
            </Text>
          </div>
          <Text className={classes.tagline}>
            {branding ? t('authLayout.workspaceTagline', { product }) : t('authLayout.tagline')}
          </Text>
        </div>
      </header>
      <main id="main-content" className={classes.content}>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={width}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
