import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './AppFooter.module.css';

interface AppFooterProps {
  /** From the workspace customisation; absent when not set (or no workspace yet). */
  helpdeskEmail: string | null;
  helpdeskPhone: string | null;
  termsUrl: string;
  privacyUrl: string;
  releaseNotesPath: string;
  onResetBanners: () => void;
  resetting: boolean;
}

/**
 * The footer (01 §2 application shell): helpdesk email and phone, terms, privacy and cookies,
 * Reset welcome and help banners, Release notes and the copyright line.
 */
export function AppFooter(props: AppFooterProps) {
  const { t } = useTranslation();
  const { helpdeskEmail, helpdeskPhone } = props;
  return (
    <footer className={classes.footer}>
      <Stack gap="xs">
        {(helpdeskEmail || helpdeskPhone) && (
          <Group gap="md" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('footer.helpdesk')}
            </Text>
            {helpdeskEmail && (
              <Anchor href={`mailto:${helpdeskEmail}`} size="sm">
                {helpdeskEmail}
              </Anchor>
            )}
            {helpdeskPhone && (
              <Anchor href={`tel:${helpdeskPhone.replace(/[^\d+]/g, '')}`} size="sm">
                {helpdeskPhone}
              </Anchor>
            )}
          </Group>
        )}
        <Group gap="md" wrap="wrap" component="nav" aria-label={t('footer.label')}>
          <Anchor href={props.termsUrl} size="sm">
            {t('footer.terms')}
          </Anchor>
          <Anchor href={props.privacyUrl} size="sm">
            {t('footer.privacy')}
          </Anchor>
          <Anchor component={Link} to={props.releaseNotesPath} size="sm">
            {t('footer.releaseNotes')}
          </Anchor>
          <Button variant="subtle" size="compact-sm" onClick={props.onResetBanners} loading={props.resetting}>
            {t('footer.resetBanners')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Stack>
    </footer>
  );
}
