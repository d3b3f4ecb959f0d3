import { Anchor, Group, Loader, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconLifebuoy, IconMail, IconPhone } from '../icons';
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

const ICON = { size: 16, stroke: 1.7, 'aria-hidden': true } as const;

/**
 * The footer (01 §2 application shell): helpdesk email and phone, terms, privacy and cookies,
 * Reset welcome and help banners, Release notes and the copyright line. Every entry of a row is
 * the same size and weight on one baseline: the reset is a button that looks like its neighbours.
 */
export function AppFooter(props: AppFooterProps) {
  const { t } = useTranslation();
  const { helpdeskEmail, helpdeskPhone } = props;
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        {(helpdeskEmail || helpdeskPhone) && (
          <Group gap="md" wrap="wrap" className={classes.row}>
            <Text size="sm" fw={600} className={classes.entry}>
              <IconLifebuoy {...ICON} />
              {t('footer.helpdesk')}
            </Text>
            {helpdeskEmail && (
              <Anchor href={`mailto:${helpdeskEmail}`} size="sm" className={classes.entry}>
                <IconMail {...ICON} />
                {helpdeskEmail}
              </Anchor>
            )}
            {helpdeskPhone && (
              <Anchor href={`tel:${helpdeskPhone.replace(/[^\d+]/g, '')}`} size="sm" className={classes.entry}>
                <IconPhone {...ICON} />
                {helpdeskPhone}
              </Anchor>
            )}
          </Group>
        )}
        <Group gap="lg" wrap="wrap" component="nav" aria-label={t('footer.label')} className={classes.row}>
          <Anchor href={props.termsUrl} size="sm" className={classes.entry}>
            {t('footer.terms')}
          </Anchor>
          <Anchor href={props.privacyUrl} size="sm" className={classes.entry}>
            {t('footer.privacy')}
          </Anchor>
          <Anchor component={Link} to={props.releaseNotesPath} size="sm" className={classes.entry}>
            {t('footer.releaseNotes')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            className={classes.entry}
            onClick={props.onResetBanners}
            disabled={props.resetting}
            aria-busy={props.resetting || undefined}
          >
            {t('footer.resetBanners')}
            {props.resetting && <Loader size={12} aria-hidden />}
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </div>
    </footer>
  );
}
