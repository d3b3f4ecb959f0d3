import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/navigation/paths';

/** /auth/two-factor-auth-help: what to do when the authenticator app is lost or its codes fail. */
export function TwoFactorHelpPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" id="main-content" size={560} py={64}>
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('twoFactorHelp.title')}
          </Title>
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
        </Stack>
      </Paper>
    </Container>
  );
}

export default TwoFactorHelpPage;
