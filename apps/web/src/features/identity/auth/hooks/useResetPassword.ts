import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { useBusyRetry } from '../../../../lib/api/useBusyRetry';
import { i18n } from '../../../../lib/i18n/i18n';
import { toast } from '../../../../ui/toast';
import { PATHS } from '../../../../lib/navigation/paths';
import { confirmForgotPassword, forgotPassword } from '../api/authApi';

export type ResetStage = 'email' | 'code';

/** The reset screen's state (01 §3 Reset password): send a code, then set the new password. */
export function useResetPassword() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<ResetStage>('email');
  const [email, setEmail] = useState('');
  /** How many codes this visit has sent: the second and later ones are announced as new. */
  const [codesSent, setCodesSent] = useState(0);
  // The new password is hashed, so a busy server is waited for (decision 0042).
  const busy = useBusyRetry();

  const sendCode = useMutation({
    mutationFn: (address: string) => forgotPassword(address),
    meta: { handlesErrors: true },
    onSuccess: (_result, address) => {
      setEmail(address);
      setStage('code');
      setCodesSent((count) => count + 1);
    },
  });

  const reset = useMutation({
    mutationFn: (input: { code: string; newPassword: string }) =>
      busy.run(() => confirmForgotPassword({ email, ...input })),
    meta: { handlesErrors: true },
    onSuccess: () => {
      toast.success({ title: i18n.t('resetPassword.doneTitle'), message: i18n.t('resetPassword.doneMessage') });
      navigate(`${PATHS.authLogin}?email=${encodeURIComponent(email)}`, { replace: true });
    },
  });

  const failed = sendCode.isError ? sendCode.error : reset.isError ? reset.error : null;

  return {
    stage,
    email,
    codesSent,
    sendCode: (address: string) => {
      reset.reset();
      sendCode.mutate(address);
    },
    sendingCode: sendCode.isPending,
    resetPassword: (input: { code: string; newPassword: string }) => {
      sendCode.reset();
      reset.mutate(input);
    },
    resetting: reset.isPending || reset.isSuccess,
    /** Seconds until a busy reset is tried again by itself, else null. */
    busySeconds: busy.secondsLeft,
    serverError: failed ? errorMessageOf(failed) : null,
  };
}
