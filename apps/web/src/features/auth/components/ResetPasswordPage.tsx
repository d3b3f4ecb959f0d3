import { Alert, Anchor, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../lib/navigation/paths';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { useResetPassword } from '../hooks/useResetPassword';
import { EmailStep } from './EmailStep';
import { NewPasswordForm } from './NewPasswordForm';

/** /auth/reset-password (query forceResetPassword, email): code by email, then a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const flow = useResetPassword();
  const forced = params.get('forceResetPassword') === 'true';
  const email = flow.email || params.get('email') || '';

  return (
    <Container component="main" id="main-content" size={440} py={64}>
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('resetPassword.title')}
          </Title>
          {forced && (
            // A note, not an alert: role="alert" is kept for the one inline error of the page.
            <Alert color="blue" variant="light" role="note">
              {t('resetPassword.forced')}
            </Alert>
          )}
          <FormErrorAlert title={t('resetPassword.errorTitle')} message={flow.serverError} />
          {flow.stage === 'email' ? (
            <EmailStep
              initialEmail={email}
              pending={flow.sendingCode}
              serverError={null}
              onSubmit={flow.sendCode}
              intro={t('resetPassword.intro')}
              submitLabel={t('resetPassword.sendCode')}
              formLabel={t('resetPassword.title')}
            />
          ) : (
            <NewPasswordForm
              email={flow.email}
              codesSent={flow.codesSent}
              pending={flow.resetting}
              resendPending={flow.sendingCode}
              onSubmit={flow.resetPassword}
              onResend={() => flow.sendCode(flow.email)}
            />
          )}
          <Group justify="center">
            <Anchor
              component={Link}
              to={email ? `${PATHS.authLogin}?email=${encodeURIComponent(email)}` : PATHS.authLogin}
            >
              {t('resetPassword.backToSignIn')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

export default ResetPasswordPage;
