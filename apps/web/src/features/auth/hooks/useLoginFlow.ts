import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_RESET_ERRORS, emailSchema } from '@campus/contracts';
import { PATHS } from '../../../app/router/paths';
import { isApiError } from '../../../lib/api/ApiError';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { i18n } from '../../../lib/i18n/i18n';
import { checkUserExists, login } from '../api/authApi';
import { completeSignIn } from '../api/signIn';

export type LoginStage = 'email' | 'password';

/** Validates an email address as the contract does; returns the normalised address or the error text. */
export function validateEmail(raw: string): { email: string } | { error: string } {
  if (!raw.trim()) return { error: i18n.t('login.emailRequired') };
  const parsed = emailSchema.safeParse(raw);
  if (parsed.success) return { email: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? i18n.t('login.emailRequired') };
}

/** The login screen's state: email stage, then password stage (01 §3 "Login state"). */
export function useLoginFlow() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [stage, setStage] = useState<LoginStage>('email');
  const [email, setEmail] = useState(params.get('email') ?? '');

  const emailCheck = useMutation({
    mutationFn: (address: string) => checkUserExists(address),
    meta: { handlesErrors: true },
    onSuccess: (exists, address) => {
      if (!exists) return;
      setEmail(address);
      setStage('password');
    },
  });

  const signIn = useMutation({
    mutationFn: async (password: string) => completeSignIn(await login({ email, password })),
    meta: { handlesErrors: true },
    onSuccess: (destination) => navigate(destination, { replace: true }),
    // 'Reset password required' sends the user to the reset screen (01 §4 Login flow).
    onError: (error) => {
      if (isApiError(error) && error.code === PASSWORD_RESET_ERRORS.resetRequired.code) {
        navigate(`${PATHS.authResetPassword}?forceResetPassword=true&email=${encodeURIComponent(email)}`);
      }
    },
  });

  const emailError = emailCheck.isError
    ? errorMessageOf(emailCheck.error)
    : emailCheck.data === false
      ? i18n.t('login.noAccount')
      : null;

  return {
    stage,
    email,
    submitEmail: (address: string) => emailCheck.mutate(address),
    checkingEmail: emailCheck.isPending,
    emailError,
    submitPassword: (password: string) => signIn.mutate(password),
    signingIn: signIn.isPending || signIn.isSuccess,
    passwordError: signIn.isError ? errorMessageOf(signIn.error) : null,
    changeEmail: () => {
      emailCheck.reset();
      signIn.reset();
      setStage('email');
    },
  };
}
