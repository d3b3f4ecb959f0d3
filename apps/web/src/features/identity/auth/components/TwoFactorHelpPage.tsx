import { Anchor, Text, Title } from '@mantine/core';
import { AuthLayout } from '../../../../ui/AuthLayout';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../lib/navigation/paths';

/** /auth/two-factor-auth-help: what to do when the authenticator app is lost or its codes fail. */
export function TwoFactorHelpPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('twoFactorHelp.title')} width={560}>
      <Text>{t('twoFactorHelp.intro')}</Text>
      <Title order={2} size="h4">
        {t('twoFactorHelp.lostTitle')}
      </Title>
      <Text>{t('twoFactorHelp.lostBody')}</Text>
      <Title order={2} size="h4">
        {t('twoFactorHelp.codeTitle')}
      </Title>
      <Text>{t('twoFactorHelp.codeBody')}</Text>
      <Anchor component={Link} to={PATHS.authLogin}>
        {t('twoFactorHelp.backToSignIn')}
      </Anchor>
    </AuthLayout>
  );
}

export default TwoFactorHelpPage;
