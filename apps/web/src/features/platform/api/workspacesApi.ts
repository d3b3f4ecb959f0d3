import { type UserWorkspacesResponse, type Workspace, IDENTITY_ENDPOINTS, PLATFORM_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';

export function fetchUserWorkspaces(userId: string, signal?: AbortSignal): Promise<UserWorkspacesResponse> {
  return callEndpoint(IDENTITY_ENDPOINTS.userWorkspaces, { params: { userId: userId }, auth: 'identity', signal });
}

/** The current workspace with its customisation; app-wide (theme, header), not tied to a section. */
export function fetchWorkspace(workspaceId: string, signal?: AbortSignal): Promise<Workspace> {
  return callEndpoint(PLATFORM_ENDPOINTS.workspace, {
    params: { id: workspaceId },
    signal,
    scope: 'global',
  });
}

export const workspaceKeys = {
  userWorkspaces: (userId: string) => ['user-workspaces', userId] as const,
  workspace: (workspaceId: string) => ['workspace', workspaceId] as const,
};
