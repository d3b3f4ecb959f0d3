import type { TokenSet, UserWorkspace } from '@campus/contracts';
import { platformDestination } from '../../../../lib/navigation/destinations';
import { PATHS } from '../../../../lib/navigation/paths';
import { builtOrAccount } from '../../../../lib/navigation/screens';
import type { SignInTarget } from '../../../../lib/navigation/entryLinks';
import { toast } from '../../../../ui/toast';
import { i18n } from '../../../../lib/i18n/i18n';
import { getSession, readFirstStageClaims } from '../../../../lib/session/session';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { fetchUserWorkspaces } from '../../../platform/api/workspacesApi';
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
  // Two-factor required but not set up: the server answers nothing but the set-up screen's calls
  // until it is (decision 0017), so go there without asking for workspaces.
  if (claims.mfa_required && !claims.mfa_enabled) return PATHS.accountSecurity;

  const { data: workspaces } = await fetchUserWorkspaces(claims.sub);
  return enterAfterSignIn(workspaces);
}

/**
 * Two-factor has just been set up by someone who had to: the session may now do what sign-in
 * would have done, so take the workspace or platform token (the person stays on the page).
 */
export async function enterAfterMfaSetUp(idToken: string): Promise<void> {
  const claims = readFirstStageClaims(idToken);
  if (!claims || tokenStore.get().workspaceToken) return;
  const { data: workspaces } = await fetchUserWorkspaces(claims.sub);
  await enterAfterSignIn(workspaces);
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

/**
 * Sign-in from an email link (01 §2): the login address carried targetWorkspace and targetPath.
 * The person enters that workspace and opens the path; a workspace they cannot enter sends them
 * to the workspace list. A path alone is honoured once they are in a workspace.
 */
export async function toSignInTarget(destination: string, target: SignInTarget): Promise<string> {
  if (target.workspaceId) {
    try {
      tokenStore.setWorkspaceToken(await validateWorkspace(target.workspaceId));
    } catch {
      return PATHS.workspaceList;
    }
    toast.success({ title: i18n.t('entry.toastTitle'), message: i18n.t('entry.accessed') });
    return target.path ?? PATHS.default;
  }
  return target.path && destination !== PATHS.workspaceList ? target.path : destination;
}
