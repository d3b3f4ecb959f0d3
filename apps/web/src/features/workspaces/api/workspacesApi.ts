import {
  userWorkspacesResponseSchema,
  workspaceSchema,
  type UserWorkspacesResponse,
  type Workspace,
} from '@campus/contracts';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';

export function fetchUserWorkspaces(userId: string, signal?: AbortSignal): Promise<UserWorkspacesResponse> {
  return apiRequest(ENDPOINTS.userWorkspaces(userId), {
    auth: 'identity',
    signal,
    schema: userWorkspacesResponseSchema,
  });
}

/** The current workspace with its customisation; app-wide (theme, header), not tied to a section. */
export function fetchWorkspace(workspaceId: string, signal?: AbortSignal): Promise<Workspace> {
  return apiRequest(ENDPOINTS.workspace(workspaceId), { signal, scope: 'global', schema: workspaceSchema });
}

export const workspaceKeys = {
  userWorkspaces: (userId: string) => ['user-workspaces', userId] as const,
  workspace: (workspaceId: string) => ['workspace', workspaceId] as const,
};
