import type { Scope } from '../../../lib/scope.js';

/**
 * Custom profile fields are read and filled in only for the workspace the caller's token is for:
 * another workspace's fields are not theirs to see (answered as 404).
 */
export const isOwnWorkspace = (scope: Scope, workspaceId: string): boolean =>
  scope.workspaceId !== null && scope.workspaceId === workspaceId;
