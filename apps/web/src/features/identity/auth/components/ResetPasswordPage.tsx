import { Alert, Anchor, Group } from '@mantine/core';
import { AuthLayout } from '../../../../ui/AuthLayout';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../../lib/navigation/paths';
import { BusyCountdown } from '../../../../ui/BusyCountdown';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
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
    <AuthLayout title={t('resetPassword.title')}>
      {forced && (
        // A note, not an alert: role="alert" is kept for the one inline error of the page.
        <Alert color="blue" variant="light" role="note">
          {t('resetPassword.forced')}
        </Alert>
      )}
      <FormErrorAlert title={t('resetPassword.errorTitle')} message={flow.serverError} />
      <BusyCountdown secondsLeft={flow.busySeconds} />
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
        <Anchor component={Link} to={email ? `${PATHS.authLogin}?email=${encodeURIComponent(email)}` : PATHS.authLogin}>
          {t('resetPassword.backToSignIn')}
        </Anchor>
      </Group>
    </AuthLayout>
  );
}

export default ResetPasswordPage;
