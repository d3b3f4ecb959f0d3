import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PASSWORD_RESET_ERRORS,
  SELF_REGISTRATION_ERRORS,
  SSO_ERROR_QUERY_PARAM,
  SSO_ERROR_REASONS,
  emailSchema,
  isChallenge,
  type AuthOption,
  type Challenge,
  type SignInResult,
  type SsoErrorReason,
} from '@campus/contracts';
import { readSignInTarget } from '../../../../lib/navigation/entryLinks';
import { PATHS, completeRegistrationPath } from '../../../../lib/navigation/paths';
import { isApiError } from '../../../../lib/api/ApiError';
import { busyRetryAfterSeconds } from '../../../../lib/api/busyRetry';
import { useBusyRetry } from '../../../../lib/api/useBusyRetry';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { i18n } from '../../../../lib/i18n/i18n';
import { answerMfaChallenge, answerNewPasswordChallenge, checkUserExists, login } from '../api/authApi';
import { completeSignIn, toSignInTarget } from '../api/signIn';
import { fetchLoginMethods } from '../api/ssoApi';

/**
 * A sign-in still refused after the screen tried again by itself (useBusyRetry) says when to try
 * again, in the seconds the server gave; anything else shows the server's own message.
 */
function signInErrorMessage(error: unknown): string {
  const seconds = busyRetryAfterSeconds(error);
  return seconds === null ? errorMessageOf(error) : i18n.t('login.busy', { count: seconds });
}

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

/**
 * The login screen's state (01 §3 "Login state"): email stage, then the password stage, or the
 * single sign-on stage when identity providers are offered for the address (authOptions), from
 * which people with an account can still choose their password; then the challenge the server
 * asks for after a password, if any (one-time code or forced new password).
 */
export function useLoginFlow() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [stage, setStage] = useState<LoginStage>('email');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  const [target] = useState(() => readSignInTarget(params));
  const [ssoError, setSsoError] = useState(() => ssoErrorMessage(params.get(SSO_ERROR_QUERY_PARAM)));
  // Sign-in and the new-password challenge both wait for a password hash (decision 0042).
  const busy = useBusyRetry();

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

  // Arriving with the address already known (back from a password reset, or a new account made
  // from an invitation), the email stage has nothing to ask: go on as if Continue were pressed.
  const prefilled = useRef(params.get('email'));
  useEffect(() => {
    const address = prefilled.current;
    prefilled.current = null;
    if (address && emailSchema.safeParse(address).success) emailCheck.mutate(address);
    // Once, on arrival: later changes of the address are the person's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Tokens finish the sign-in; a challenge is shown and answered next. */
  const proceed = async (result: SignInResult): Promise<string | null> => {
    if (isChallenge(result)) {
      setChallenge(result);
      return null;
    }
    return toSignInTarget(await completeSignIn(result), target);
  };
  const goTo = (destination: string | null) => {
    if (destination) navigate(destination, { replace: true });
  };

  const signIn = useMutation({
    mutationFn: async (password: string) => proceed(await busy.run(() => login({ email, password }))),
    meta: { handlesErrors: true },
    onSuccess: goTo,
    // 'Reset password required' sends the user to the reset screen (01 §4 Login flow).
    onError: (error) => {
      if (isApiError(error) && error.code === PASSWORD_RESET_ERRORS.resetRequired.code) {
        navigate(`${PATHS.authResetPassword}?forceResetPassword=true&email=${encodeURIComponent(email)}`);
      }
      // Registered with a key but never confirmed: back to the code step (a new code can be sent).
      const userId = isApiError(error) ? error.details.userId : undefined;
      if (isApiError(error) && error.code === SELF_REGISTRATION_ERRORS.notConfirmed.code && userId) {
        navigate(completeRegistrationPath(userId, email));
      }
    },
  });

  const answer = useMutation({
    mutationFn: async (input: { code: string } | { newPassword: string }) => {
      if (!challenge) throw new Error(i18n.t('errors.invalidResponse'));
      const result =
        'code' in input
          ? await answerMfaChallenge({ session: challenge.session, code: input.code })
          : await busy.run(() =>
              answerNewPasswordChallenge({ session: challenge.session, newPassword: input.newPassword }),
            );
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
    : emailCheck.data && !emailCheck.data.exists && emailCheck.data.authOptions.length === 0
      ? i18n.t('login.noAccount')
      : ssoError;

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
    authOptions: emailCheck.data?.authOptions ?? [],
    /** Only people with an account may fall back to a password. */
    passwordAllowed: emailCheck.data?.exists ?? false,
    usePassword: () => setStage('password'),
    submitPassword: (password: string) => signIn.mutate(password),
    signingIn: signIn.isPending || (signIn.isSuccess && !challenge),
    passwordError: signIn.isError ? signInErrorMessage(signIn.error) : null,
    /** Seconds until a busy sign-in or new password is tried again by itself, else null. */
    busySeconds: busy.secondsLeft,
    submitMfaCode: (code: string) => answer.mutate({ code }),
    submitNewPassword: (newPassword: string) => answer.mutate({ newPassword }),
    answering: answer.isPending,
    challengeError: answer.isError ? errorMessageOf(answer.error) : null,
    changeEmail: startAgain,
    startAgain,
  };
}
