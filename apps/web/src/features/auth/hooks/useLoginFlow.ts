import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PASSWORD_RESET_ERRORS,
  SSO_ERROR_QUERY_PARAM,
  SSO_ERROR_REASONS,
  emailSchema,
  type AuthOption,
  type SsoErrorReason,
} from '@campus/contracts';
import { PATHS } from '../../../app/router/paths';
import { isApiError } from '../../../lib/api/ApiError';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { i18n } from '../../../lib/i18n/i18n';
import { checkUserExists, login } from '../api/authApi';
import { completeSignIn } from '../api/signIn';
import { fetchLoginMethods } from '../api/ssoApi';

export type LoginStage = 'email' | 'password' | 'sso';

/** Why single sign-on sent the browser back here (?ssoError=), as the text to show. */
function ssoErrorMessage(reason: string | null): string | null {
  if (!reason) return null;
  const known = (SSO_ERROR_REASONS as readonly string[]).includes(reason) ? (reason as SsoErrorReason) : 'failed';
  return i18n.t(`login.sso.errors.${known}`);
}

/**
 * The email stage asks both whether an account exists and which identity providers the address
 * may use. A failing provider look-up must not block password sign-in, so it counts as none.
 */
async function checkEmail(address: string): Promise<{ exists: boolean; authOptions: AuthOption[] }> {
  const [exists, authOptions] = await Promise.all([
    checkUserExists(address),
    fetchLoginMethods(address).catch((): AuthOption[] => []),
  ]);
  return { exists, authOptions };
}

/** Validates an email address as the contract does; returns the normalised address or the error text. */
export function validateEmail(raw: string): { email: string } | { error: string } {
  if (!raw.trim()) return { error: i18n.t('login.emailRequired') };
  const parsed = emailSchema.safeParse(raw);
  if (parsed.success) return { email: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? i18n.t('login.emailRequired') };
}

/**
 * The login screen's state (01 §3 "Login state"): email stage, then the password stage, or the
 * single sign-on stage when identity providers are offered for the address (authOptions), from
 * which people with an account can still choose their password.
 */
export function useLoginFlow() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [stage, setStage] = useState<LoginStage>('email');
  const [email, setEmail] = useState(params.get('email') ?? '');

  const [ssoError, setSsoError] = useState(() => ssoErrorMessage(params.get(SSO_ERROR_QUERY_PARAM)));

  const emailCheck = useMutation({
    mutationFn: checkEmail,
    meta: { handlesErrors: true },
    onMutate: () => setSsoError(null),
    onSuccess: ({ exists, authOptions }, address) => {
      if (authOptions.length > 0) {
        setEmail(address);
        setStage('sso');
        return;
      }
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
    : emailCheck.data && !emailCheck.data.exists && emailCheck.data.authOptions.length === 0
      ? i18n.t('login.noAccount')
      : ssoError;

  return {
    stage,
    email,
    submitEmail: (address: string) => emailCheck.mutate(address),
    checkingEmail: emailCheck.isPending,
    emailError,
    authOptions: emailCheck.data?.authOptions ?? [],
    /** Only people with an account may fall back to a password. */
    passwordAllowed: emailCheck.data?.exists ?? false,
    usePassword: () => setStage('password'),
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
