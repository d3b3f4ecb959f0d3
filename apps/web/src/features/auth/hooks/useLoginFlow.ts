import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_RESET_ERRORS, emailSchema, isChallenge, type Challenge, type SignInResult } from '@campus/contracts';
import { PATHS } from '../../../app/router/paths';
import { isApiError } from '../../../lib/api/ApiError';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { i18n } from '../../../lib/i18n/i18n';
import { answerMfaChallenge, answerNewPasswordChallenge, checkUserExists, login } from '../api/authApi';
import { completeSignIn } from '../api/signIn';

export type LoginStage = 'email' | 'password';

/** Validates an email address as the contract does; returns the normalised address or the error text. */
export function validateEmail(raw: string): { email: string } | { error: string } {
  if (!raw.trim()) return { error: i18n.t('login.emailRequired') };
  const parsed = emailSchema.safeParse(raw);
  if (parsed.success) return { email: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? i18n.t('login.emailRequired') };
}

/**
 * The login screen's state (01 §3 "Login state"): email stage, then password stage, then the
 * challenge the server asks for, if any (one-time code or forced new password).
 */
export function useLoginFlow() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [stage, setStage] = useState<LoginStage>('email');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  const emailCheck = useMutation({
    mutationFn: (address: string) => checkUserExists(address),
    meta: { handlesErrors: true },
    onSuccess: (exists, address) => {
      if (!exists) return;
      setEmail(address);
      setStage('password');
    },
  });

  /** Tokens finish the sign-in; a challenge is shown and answered next. */
  const proceed = async (result: SignInResult): Promise<string | null> => {
    if (isChallenge(result)) {
      setChallenge(result);
      return null;
    }
    return completeSignIn(result);
  };
  const goTo = (destination: string | null) => {
    if (destination) navigate(destination, { replace: true });
  };

  const signIn = useMutation({
    mutationFn: async (password: string) => proceed(await login({ email, password })),
    meta: { handlesErrors: true },
    onSuccess: goTo,
    // 'Reset password required' sends the user to the reset screen (01 §4 Login flow).
    onError: (error) => {
      if (isApiError(error) && error.code === PASSWORD_RESET_ERRORS.resetRequired.code) {
        navigate(`${PATHS.authResetPassword}?forceResetPassword=true&email=${encodeURIComponent(email)}`);
      }
    },
  });

  const answer = useMutation({
    mutationFn: async (input: { code: string } | { newPassword: string }) => {
      if (!challenge) throw new Error(i18n.t('errors.invalidResponse'));
      const result =
        'code' in input
          ? await answerMfaChallenge({ session: challenge.session, code: input.code })
          : await answerNewPasswordChallenge({ session: challenge.session, newPassword: input.newPassword });
      return proceed(result);
    },
    meta: { handlesErrors: true },
    onSuccess: (destination) => {
      answer.reset();
      goTo(destination);
    },
  });

  const emailError = emailCheck.isError
    ? errorMessageOf(emailCheck.error)
    : emailCheck.data === false
      ? i18n.t('login.noAccount')
      : null;

  const startAgain = () => {
    emailCheck.reset();
    signIn.reset();
    answer.reset();
    setChallenge(null);
    setStage('email');
  };

  return {
    stage,
    email,
    challenge: challenge?.challengeName ?? null,
    submitEmail: (address: string) => emailCheck.mutate(address),
    checkingEmail: emailCheck.isPending,
    emailError,
    submitPassword: (password: string) => signIn.mutate(password),
    signingIn: signIn.isPending || (signIn.isSuccess && !challenge),
    passwordError: signIn.isError ? errorMessageOf(signIn.error) : null,
    submitMfaCode: (code: string) => answer.mutate({ code }),
    submitNewPassword: (newPassword: string) => answer.mutate({ newPassword }),
    answering: answer.isPending,
    challengeError: answer.isError ? errorMessageOf(answer.error) : null,
    changeEmail: startAgain,
    startAgain,
  };
}
