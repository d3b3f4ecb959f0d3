import type { TokenSet, UserWorkspace } from '@campus/contracts';
import { PATHS } from '../../../app/router/paths';
import { i18n } from '../../../lib/i18n/i18n';
import { readFirstStageClaims } from '../../../lib/session/session';
import { tokenStore } from '../../../lib/session/tokenStore';
import { fetchUserWorkspaces } from '../../workspaces/api/workspacesApi';
import { exchangeToken, validateWorkspace } from './authApi';

/**
 * After the password is accepted (01 §2 "After-login destination", §4 "Login flow"): keep the
 * identity tokens, then exactly one workspace → enter it and go to default; several → the
 * workspace list; none → a platform token without a workspace and default.
 * Resolves with the path to go to.
 */
export async function completeSignIn(tokens: TokenSet): Promise<string> {
  const claims = readFirstStageClaims(tokens.idToken);
  if (!claims) throw new Error(i18n.t('errors.invalidResponse'));
  tokenStore.signIn({ idToken: tokens.idToken, refreshToken: tokens.refreshToken });

  const { data: workspaces } = await fetchUserWorkspaces(claims.sub);
  return enterAfterSignIn(workspaces);
}

export async function enterAfterSignIn(workspaces: readonly UserWorkspace[]): Promise<string> {
  const [only, ...others] = workspaces;
  if (!only) {
    tokenStore.setWorkspaceToken(await exchangeToken());
    return PATHS.default;
  }
  if (others.length > 0) return PATHS.workspaceList;
  try {
    tokenStore.setWorkspaceToken(await validateWorkspace(only.id));
    return PATHS.default;
  } catch {
    return PATHS.workspaceList;
  }
}
