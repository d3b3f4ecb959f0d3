/** API paths the web app calls, one place (served by apps/server under /api/<service>/). */
export const ENDPOINTS = {
  userExists: '/api/sso/v3/users/exists',
  login: '/api/sso/v2/auth/login',
  refresh: '/api/sso/v2/auth/refresh',
  logout: '/api/sso/v2/auth/logout',
  forgotPassword: '/api/sso/v2/auth/forgot-password',
  confirmForgotPassword: '/api/sso/v2/auth/confirm-forgot-password',
  exchangeToken: '/api/sso/v2/exchange/token',
  validateWorkspace: (workspaceId: string) => `/api/sso/v2/validate/workspace/${encodeURIComponent(workspaceId)}`,
  userWorkspaces: (userId: string) => `/api/sso/v2/user-workspaces/${encodeURIComponent(userId)}`,
  workspace: (workspaceId: string) => `/api/subscription-manager/workspaces/${encodeURIComponent(workspaceId)}`,
  loginMethods: '/api/subscription-manager/saml/login-methods',
  /** Not fetched: the browser navigates here and is redirected to the identity provider. */
  samlLogin: (subscriptionId: string) => `/api/subscription-manager/saml/login/${encodeURIComponent(subscriptionId)}`,
  samlHandoff: '/api/subscription-manager/saml/handoff',
  presignUpload: '/api/file-storage/files/generatePresignedPost',
  completeUpload: (fileId: string) => `/api/file-storage/files/${encodeURIComponent(fileId)}/complete`,
  fileImage: (fileId: string, size: 'small' | 'medium' | 'large' | 'original' = 'medium') =>
    `/api/file-storage/file/${encodeURIComponent(fileId)}/${size}`,
} as const;
