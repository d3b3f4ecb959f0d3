import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type Actor } from '@campus/contracts';
import { scopeOf } from '../../lib/scope.js';
import { mayAdministerWorkspaceUsers, mayConfigureWorkspace, mayReadWorkspace } from './workspaces.policy.js';

const OURS = { id: '00000000-0000-4000-8000-0000000000a1', customerId: '00000000-0000-4000-8000-0000000000c1' };
const OUR_OTHER = { id: '00000000-0000-4000-8000-0000000000a2', customerId: OURS.customerId };
const THEIRS = { id: '00000000-0000-4000-8000-0000000000b1', customerId: '00000000-0000-4000-8000-0000000000c2' };

const scope = (actor: Partial<Actor>) =>
  scopeOf({ actor: { ...ANONYMOUS, stage: 'second', userId: 'me', ...actor }, secondStage: null });
const superadmin = scope({ isSuperadmin: true });
const siteAdmin = scope({ customerRoles: ['master_administrator'], customerId: OURS.customerId });
const userAdmin = scope({ roles: ['user_administrator'], workspaceId: OURS.id, customerId: OURS.customerId });
const learner = scope({ roles: ['learner'], workspaceId: OURS.id, customerId: OURS.customerId });

describe('workspace policies: nothing of another customer, and each role only its reach', () => {
  it('reading a workspace', () => {
    expect([superadmin, siteAdmin, userAdmin, learner].map((s) => mayReadWorkspace(s, OURS))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([superadmin, siteAdmin, userAdmin, learner].map((s) => mayReadWorkspace(s, OUR_OTHER))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([siteAdmin, userAdmin, learner].some((s) => mayReadWorkspace(s, THEIRS))).toBe(false);
  });

  it('administering a workspace’s people (invitations)', () => {
    expect(mayAdministerWorkspaceUsers(siteAdmin, OUR_OTHER)).toBe(true);
    expect(mayAdministerWorkspaceUsers(userAdmin, OURS)).toBe(true);
    expect(mayAdministerWorkspaceUsers(userAdmin, OUR_OTHER)).toBe(false);
    expect(mayAdministerWorkspaceUsers(learner, OURS)).toBe(false);
    expect(mayAdministerWorkspaceUsers(siteAdmin, THEIRS)).toBe(false);
  });

  it('configuring a workspace (keys, sign-in options)', () => {
    expect(mayConfigureWorkspace(siteAdmin, OURS)).toBe(true);
    expect(mayConfigureWorkspace(userAdmin, OURS)).toBe(false);
    expect(mayConfigureWorkspace(siteAdmin, THEIRS)).toBe(false);
    expect(mayConfigureWorkspace(superadmin, THEIRS)).toBe(true);
  });
});
