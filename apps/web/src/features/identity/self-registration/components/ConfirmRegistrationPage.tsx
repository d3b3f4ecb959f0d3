import { useEffect, useRef } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS, completeRegistrationPath } from '../../../../lib/navigation/paths';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { AuthCard } from '../../../../ui/AuthCard';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { PageLoader } from '../../../../ui/PageLoader';
import { confirmSignup } from '../api/selfRegistrationApi';
import { useConfirmedRegistration, useResendCode } from '../hooks/useRegistrationCode';

/** /auth/confirm-registration/:userId/:code — the emailed link confirms the registration at once. */
export function ConfirmRegistrationPage() {
  const { t } = useTranslation();
  const { userId = '', code = '' } = useParams();
  const navigate = useNavigate();
  const confirmed = useConfirmedRegistration('');
  const confirm = useMutation({
    mutationFn: confirmSignup,
    meta: { handlesErrors: true },
    onSuccess: confirmed.onSuccess,
    onError: confirmed.onError,
  });
  const resend = useResendCode('', () => navigate(completeRegistrationPath(userId), { replace: true }));

  // Once per visit, also under React's development double effects.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate({ userId, code });
  }, [confirm, userId, code]);

  if (!confirm.isError) return <PageLoader />;
  return (
    <AuthCard title={t('selfRegistration.completeTitle')}>
      <FormErrorAlert
        title={t('selfRegistration.confirmErrorTitle')}
        message={errorMessageOf(resend.isError ? resend.error : confirm.error)}
      />
      <Text>{t('selfRegistration.linkFailed')}</Text>
      <Button loading={resend.isPending} onClick={() => resend.mutate(userId)}>
        {t('resetPassword.sendNewCode')}
      </Button>
      <Anchor component={Link} to={PATHS.authLogin}>
        {t('resetPassword.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}

export default ConfirmRegistrationPage;
