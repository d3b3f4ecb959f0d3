import type { IdentityUser } from '@campus/contracts';
import { IDS } from './tokens';

/** What GET /v2/cognito/get-user answers for the test person (Ada), with any field changed. */
export const identityUser = (overrides: Partial<IdentityUser> = {}): IdentityUser => ({
  userId: IDS.user,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  status: 'active',
  mfaEnabled: false,
  mfaRequired: false,
  isSuperadmin: false,
  ...overrides,
});
