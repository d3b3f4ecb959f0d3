/** Platform's paths (01 §2): the workspace list. Gathered into PATHS by lib/navigation/paths.ts. */
export const PLATFORM_PATHS = {
  workspaceList: '/lms/user/workspaces',
} as const;
