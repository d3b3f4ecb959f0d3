import type { accountEnGB } from '../i18n/en-GB';
import { i18n } from '../../../../lib/i18n/i18n';

/** Plain words for the audit actions people recognise; anything else is named by its area. */
type ActionKey = keyof typeof accountEnGB.account.activity.actions;
type ChangeKey = keyof typeof accountEnGB.account.activity.changes;

const KNOWN: Record<string, ActionKey> = {
  'POST /api/sso/v2/auth/login': 'signIn',
  'POST /api/sso/v2/auth/mfa': 'mfaCode',
  'POST /api/sso/v2/auth/new-password': 'newPassword',
  'POST /api/sso/v2/auth/logout': 'signOut',
  'POST /api/sso/v2/auth/change-password': 'changePassword',
  'POST /api/sso/v2/auth/forgot-password': 'resetRequested',
  'POST /api/sso/v2/auth/confirm-forgot-password': 'resetDone',
  'POST /api/sso/v2/cognito/get-mfa-secret-code': 'mfaSetUpStarted',
  'POST /api/sso/v2/cognito/verify-mfa-software-token': 'mfaTurnedOn',
  'POST /api/sso/v2/cognito/set-user-mfa-preference': 'mfaChanged',
  'POST /api/sso/v2/cognito/update-name-attributes': 'nameChanged',
  'POST /api/sso/v2/user/email': 'emailChangeRequested',
  'POST /api/sso/v2/user/email/verify': 'emailChanged',
  'POST /api/sso/v2/validate/workspace/:id': 'workspaceEntered',
  'POST /api/sso/v2/exchange/token': 'workspaceEntered',
};

export function describeActivity(action: string): string {
  const key = KNOWN[action];
  if (key) return i18n.t(`account.activity.actions.${key}`);
  const [method = '', path = ''] = action.split(' ');
  const area = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter((part) => part && !part.startsWith(':') && !/^v\d+$/.test(part));
  const verbs: Record<string, ChangeKey> = { POST: 'created', PATCH: 'updated', PUT: 'updated', DELETE: 'deleted' };
  const verb = verbs[method] ?? 'changed';
  return i18n.t(`account.activity.changes.${verb}`, {
    area: area.slice(1).join(' ').replace(/-/g, ' ') || (area[0] ?? ''),
  });
}
