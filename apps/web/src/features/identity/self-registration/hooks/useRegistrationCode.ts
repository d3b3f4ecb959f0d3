import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SELF_REGISTRATION_ERRORS } from '@campus/contracts';
import { PATHS } from '../../../../lib/navigation/paths';
import { isApiError } from '../../../../lib/api/ApiError';
import { toast } from '../../../../ui/toast';
import { resendRegistrationCode } from '../api/selfRegistrationApi';

const isAlreadyConfirmed = (error: unknown) =>
  isApiError(error) && error.code === SELF_REGISTRATION_ERRORS.alreadyConfirmed.code;
const loginPath = (email: string) =>
  email ? `${PATHS.authLogin}?email=${encodeURIComponent(email)}` : PATHS.authLogin;

/** What follows confirming a registration: sign in; an account already confirmed goes there too. */
export function useConfirmedRegistration(email: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return {
    onSuccess: async () => {
      toast.success({ title: t('selfRegistration.doneTitle'), message: t('selfRegistration.doneMessage') });
      await navigate(loginPath(email), { replace: true });
    },
    onError: async (error: unknown) => {
      if (!isAlreadyConfirmed(error)) return;
      toast.normal({
        title: t('selfRegistration.doneTitle'),
        message: SELF_REGISTRATION_ERRORS.alreadyConfirmed.message,
      });
      await navigate(loginPath(email), { replace: true });
    },
  };
}

/**
 * Sends a new code. For a person already confirmed the spec's rule applies: resending leads to
 * the forced password reset (03 §5), as they evidently cannot sign in.
 */
export function useResendCode(email: string, onSent: () => void) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: resendRegistrationCode,
    meta: { handlesErrors: true },
    onSuccess: onSent,
    onError: async (error) => {
      if (!isAlreadyConfirmed(error)) return;
      const query = new URLSearchParams({ forceResetPassword: 'true', ...(email ? { email } : {}) });
      await navigate(`${PATHS.authResetPassword}?${query.toString()}`, { replace: true });
    },
  });
}
