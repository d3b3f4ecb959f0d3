import { Container, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoginFlow } from '../hooks/useLoginFlow';
import { EmailStep } from './EmailStep';
import { PasswordStep } from './PasswordStep';
import { SsoStep } from './SsoStep';

/** /auth and /auth/login: the email stage, then the password or single sign-on stage. */
export function LoginPage() {
  const { t } = useTranslation();
  const flow = useLoginFlow();

  return (
    <Container component="main" id="main-content" size={440} py={64}>
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <Title order={1} size="h2" mb="lg">
          {t('login.title', { product: t('app.productName') })}
        </Title>
        {flow.stage === 'email' ? (
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
            onSubmit={flow.submitPassword}
            onChangeEmail={flow.changeEmail}
          />
        )}
      </Paper>
    </Container>
  );
}

export default LoginPage;
