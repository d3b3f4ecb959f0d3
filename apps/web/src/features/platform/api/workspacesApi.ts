import { type UserWorkspacesResponse, IDENTITY_ENDPOINTS, PLATFORM_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../lib/api/queryKeys';

export function fetchUserWorkspaces(userId: string, signal?: AbortSignal): Promise<UserWorkspacesResponse> {
  return callEndpoint(IDENTITY_ENDPOINTS.userWorkspaces, { params: { userId: userId }, auth: 'identity', signal });
}

/** The workspaces a person belongs to, asked with the identity token. */
export const userWorkspacesEndpointQuery = (userId: string) =>
  endpointQuery(IDENTITY_ENDPOINTS.userWorkspaces, { params: { userId }, auth: 'identity' });

/** The current workspace with its customisation; app-wide (theme, header), not tied to a section. */
export const workspaceEndpointQuery = (workspaceId: string) =>
  endpointQuery(PLATFORM_ENDPOINTS.workspace, { params: { id: workspaceId }, scope: 'global' });
