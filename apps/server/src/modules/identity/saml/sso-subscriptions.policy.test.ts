import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type Actor } from '@campus/contracts';
import { scopeOf } from '../../../lib/scope.js';
import { mayConfigureSso, mayOfferAtSignIn } from './sso-subscriptions.policy.js';

const OURS = '00000000-0000-4000-8000-0000000000c1';
const THEIRS = '00000000-0000-4000-8000-0000000000c2';
const workspace = { id: '00000000-0000-4000-8000-0000000000a1', customerId: OURS };

const scope = (actor: Partial<Actor>) =>
  scopeOf({ actor: { ...ANONYMOUS, stage: 'second', userId: 'me', ...actor }, secondStage: null });

describe('SSO subscription policies', () => {
  it('leaves setting up an identity provider to superadmins', () => {
    expect(mayConfigureSso(scope({ isSuperadmin: true }))).toBe(true);
    expect(mayConfigureSso(scope({ customerRoles: ['owner', 'master_administrator'], customerId: OURS }))).toBe(false);
  });

  it('lets a workspace offer only its own customer’s active subscriptions', () => {
    expect(mayOfferAtSignIn(workspace, { customerId: OURS, status: 'active' })).toBe(true);
    expect(mayOfferAtSignIn(workspace, { customerId: OURS, status: 'inactive' })).toBe(false);
    expect(mayOfferAtSignIn(workspace, { customerId: OURS, status: 'cancelled' })).toBe(false);
    expect(mayOfferAtSignIn(workspace, { customerId: THEIRS, status: 'active' })).toBe(false);
  });
});
