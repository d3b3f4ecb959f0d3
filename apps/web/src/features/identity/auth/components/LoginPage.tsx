import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../../ui/AuthLayout';
import { useAddressBranding } from '../hooks/useAddressBranding';
import { useLoginFlow } from '../hooks/useLoginFlow';
import { EmailStep } from './EmailStep';
import { MfaCodeStep } from './MfaCodeStep';
import { NewPasswordChallengeStep } from './NewPasswordChallengeStep';
import { PasswordStep } from './PasswordStep';
import { SsoStep } from './SsoStep';

/**
 * /auth and /auth/login: the email stage, then the password or single sign-on stage, then any
 * challenge the server asks. An address naming a workspace (?targetWorkspace=) wears its brand.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const flow = useLoginFlow();
  const branding = useAddressBranding();

  return (
    <AuthLayout title={t('login.title', { product: branding?.name ?? t('app.productName') })} branding={branding}>
      {flow.challenge === 'SOFTWARE_TOKEN_MFA' ? (
        <MfaCodeStep
          pending={flow.answering}
          serverError={flow.challengeError}
          onSubmit={flow.submitMfaCode}
          onCancel={flow.startAgain}
        />
      ) : flow.challenge === 'NEW_PASSWORD_REQUIRED' ? (
        <NewPasswordChallengeStep
          email={flow.email}
          pending={flow.answering}
          serverError={flow.challengeError}
          busySeconds={flow.busySeconds}
          onSubmit={flow.submitNewPassword}
        />
      ) : flow.stage === 'email' ? (
        <EmailStep
          initialEmail={flow.email}
          pending={flow.checkingEmail}
          serverError={flow.emailError}
          onSubmit={flow.submitEmail}
        />
      ) : flow.stage === 'sso' ? (
        <SsoStep
          email={flow.email}
          authOptions={flow.authOptions}
          passwordAllowed={flow.passwordAllowed}
          onUsePassword={flow.usePassword}
          onChangeEmail={flow.changeEmail}
        />
      ) : (
        <PasswordStep
          email={flow.email}
          pending={flow.signingIn}
          serverError={flow.passwordError}
          busySeconds={flow.busySeconds}
          onSubmit={flow.submitPassword}
          onChangeEmail={flow.changeEmail}
        />
      )}
    </AuthLayout>
  );
}

export default LoginPage;
