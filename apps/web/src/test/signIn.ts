import type { ProfileRole } from '@campus/contracts';
import { tokenStore } from '../lib/session/tokenStore';
import { IDS, idToken, workspaceToken } from './tokens';

/** Signs the test browser in to the default workspace with just these profile roles. */
export function signInWithRoles(roles: ProfileRole[]): void {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(
    workspaceToken({ roles, profile: { id: IDS.profile, roles, customerRoles: [] }, customerRoles: [] }),
  );
}
