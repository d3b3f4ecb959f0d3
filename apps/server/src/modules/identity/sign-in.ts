import type { SignInResult, TokenSet } from '@campus/contracts';
import type { RequestOrigin } from '../../lib/request-origin.js';
import type { AppServices } from '../../services/services.js';
import type { Account } from '../people/index.js';
import { firstStageClaims } from './claims.js';
import { createSession } from './sessions.repository.js';
import type { SignInChallenge } from '../../lib/tokens.js';

/** How long a person has to answer a sign-in challenge. */
const CHALLENGE_TTL_SECONDS = 5 * 60;

/** The last steps of every sign-in (password, challenge answers, old-system hand-over): session and tokens. */
export function signInSteps({ config, database, tokens }: Pick<AppServices, 'config' | 'database' | 'tokens'>) {
  /** Opens a server-side session and issues its first-stage token. */
  async function openSession(user: Account, origin: Pick<RequestOrigin, 'ip' | 'userAgent'>): Promise<TokenSet> {
    const { session, refreshToken } = await createSession(database.db, {
      userId: user.id,
      ttlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
      userAgent: origin.userAgent,
      ip: origin.ip,
    });
    const idToken = await tokens.signFirstStage(
      firstStageClaims(user, session.id, config.MFA_ENFORCEMENT === 'on'),
      config.ACCESS_TOKEN_TTL_SECONDS,
    );
    return { idToken, refreshToken, expiresIn: config.ACCESS_TOKEN_TTL_SECONDS };
  }

  /**
   * After the password (or a new one) proved who it is: a forced new password comes first, then
   * the one-time code when two-factor is on (01 §4 login flow), then the session.
   */
  async function continueSignIn(
    user: Account,
    origin: Pick<RequestOrigin, 'ip' | 'userAgent'>,
    answered: SignInChallenge['kind'][] = [],
  ): Promise<SignInResult> {
    if (user.newPasswordRequired && !answered.includes('newPassword')) {
      return {
        challengeName: 'NEW_PASSWORD_REQUIRED',
        session: await tokens.signChallenge({ kind: 'newPassword', userId: user.id }, CHALLENGE_TTL_SECONDS),
      };
    }
    if (user.mfaEnabled && user.mfaSecret && !answered.includes('mfa')) {
      return {
        challengeName: 'SOFTWARE_TOKEN_MFA',
        session: await tokens.signChallenge({ kind: 'mfa', userId: user.id }, CHALLENGE_TTL_SECONDS),
      };
    }
    return openSession(user, origin);
  }

  return { openSession, continueSignIn };
}
