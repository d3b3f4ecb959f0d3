import type { TokenSet, UserWorkspace } from '@campus/contracts';
import { platformDestination } from '../../../app/router/destinations';
import { PATHS } from '../../../app/router/paths';
import { builtOrAccount } from '../../../app/router/screens';
import { i18n } from '../../../lib/i18n/i18n';
import { getSession, readFirstStageClaims } from '../../../lib/session/session';
import { tokenStore } from '../../../lib/session/tokenStore';
import { fetchUserWorkspaces } from '../../workspaces/api/workspacesApi';
import { exchangeToken, validateWorkspace } from './authApi';

/**
 * After the password is accepted (01 §2 "After-login destination", §4 "Login flow"): keep the
 * identity tokens, then exactly one workspace → enter it and go to default; several → the
 * workspace list; none → a platform token without a workspace and the person's destination.
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
  if (!only) return enterWithoutWorkspace();
  if (others.length > 0) return PATHS.workspaceList;
  try {
    tokenStore.setWorkspaceToken(await validateWorkspace(only.id));
    return PATHS.default;
  } catch {
    return PATHS.workspaceList;
  }
}

/** No workspace: a platform token for people with roles, then their destination; else the personal account. */
async function enterWithoutWorkspace(): Promise<string> {
  try {
    tokenStore.setWorkspaceToken(await exchangeToken());
  } catch {
    return PATHS.accountPersonal;
  }
  const { actor, identity } = getSession();
  return builtOrAccount(platformDestination(actor, identity?.mfa_enabled ?? false));
}
