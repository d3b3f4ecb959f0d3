import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type Actor } from '@campus/contracts';
import { scopeOf } from '../../lib/scope.js';
import { impersonationWorkspaceFor } from './users.policy.js';

/** Where an administrator may impersonate someone from (01 §4): the rule the list and the call share. */
const HERE = '00000000-0000-4000-8000-00000000000a';
const THERE = '00000000-0000-4000-8000-00000000000b';
const ME = '00000000-0000-4000-8000-000000000001';
const THEM = '00000000-0000-4000-8000-000000000002';

const scope = (actor: Partial<Actor>) =>
  scopeOf({ actor: { ...ANONYMOUS, stage: 'second', userId: ME, services: ['LMS'], ...actor }, secondStage: null });
const userAdmin = scope({ roles: ['user_administrator'], workspaceId: HERE, hasSelectedProfile: true });
const superadmin = scope({ isSuperadmin: true });
const person = (profiles: { workspaceId: string; status: string }[], extra = {}) => ({
  id: THEM,
  isSuperadmin: false,
  status: 'active',
  profiles,
  ...extra,
});

describe('impersonationWorkspaceFor', () => {
  it('lets a user administrator act as an active person of their own workspace only', () => {
    expect(impersonationWorkspaceFor(userAdmin, person([{ workspaceId: HERE, status: 'active' }]))).toBe(HERE);
    expect(impersonationWorkspaceFor(userAdmin, person([{ workspaceId: THERE, status: 'active' }]))).toBeNull();
    expect(impersonationWorkspaceFor(userAdmin, person([{ workspaceId: HERE, status: 'invited' }]))).toBeNull();
    expect(impersonationWorkspaceFor(userAdmin, person([{ workspaceId: HERE, status: 'active' }]), THERE)).toBeNull();
  });

  it('never for oneself, a superadmin, someone not active, or without the administration rule', () => {
    const here = [{ workspaceId: HERE, status: 'active' }];
    expect(impersonationWorkspaceFor(userAdmin, person(here, { id: ME }))).toBeNull();
    expect(impersonationWorkspaceFor(userAdmin, person(here, { isSuperadmin: true }))).toBeNull();
    expect(impersonationWorkspaceFor(userAdmin, person(here, { status: 'disabled' }))).toBeNull();
    const learner = scope({ roles: ['learner'], workspaceId: HERE, hasSelectedProfile: true });
    expect(impersonationWorkspaceFor(learner, person(here))).toBeNull();
  });

  it('lets a superadmin start from the named workspace, or else the person’s first active one', () => {
    const profiles = [
      { workspaceId: THERE, status: 'expired' },
      { workspaceId: HERE, status: 'active' },
    ];
    expect(impersonationWorkspaceFor(superadmin, person(profiles))).toBe(HERE);
    expect(impersonationWorkspaceFor(superadmin, person(profiles), HERE)).toBe(HERE);
    expect(impersonationWorkspaceFor(superadmin, person(profiles), THERE)).toBeNull();
  });
});
