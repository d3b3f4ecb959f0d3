import { describe, expect, it } from 'vitest';
import { PERSONAS, type PersonaName } from '@campus/contracts';
import { platformDestination, rootDestination } from './destinations';

describe('root redirect (01 §2)', () => {
  it.each<[PersonaName, string]>([
    ['anonymous', '/auth/login'],
    ['identityOnly', '/lms/user/workspaces'],
    ['siteAdmin', '/home'],
    ['siteAdminNoProfile', '/home'],
    ['lxa', '/home'],
    ['manager', '/home'],
    ['userAdministrator', '/home'],
    ['courseCreator', '/home'],
    ['licenceManager', '/home'],
    ['eventCoordinator', '/home'],
    ['infrastructureManager', '/home'],
    // An LXA whose customer has no LMS is not one of the "LMS learning-experience administrators".
    ['lxaEbs', '/lms/user/account/personal'],
    ['trainer', '/my-learning/dashboard/trainer'],
    ['learnerLms', '/my-learning/dashboard/courses'],
    ['learnerBoth', '/my-learning/dashboard/courses'],
    ['learnerEbs', '/my-learning/dashboard/learner'],
    ['learnerNoService', '/lms/user/account/personal'],
    ['digitalWorkbookAdmin', '/lms/user/account/personal'],
    ['oldSystemCoordinator', '/home'],
    ['oldSystemLearner', '/catalogue/events'],
    ['impersonatedLearner', '/my-learning/dashboard/courses'],
  ])('%s → %s', (persona, expected) => {
    expect(rootDestination(PERSONAS[persona], false)).toBe(expected);
  });

  it('sends a superadmin to the user list once two-factor is on, else to account security', () => {
    expect(rootDestination(PERSONAS.superadmin, true)).toBe('/users/users');
    expect(rootDestination(PERSONAS.superadmin, false)).toBe('/lms/user/account/security');
  });
});

describe('after-login destination without a workspace (01 §2)', () => {
  it.each<[PersonaName, boolean, string]>([
    ['superadmin', true, '/users/users'],
    ['superadmin', false, '/lms/user/account/security'],
    ['siteAdminNoProfile', false, '/users/users'],
    ['trainer', false, '/my-learning/dashboard/trainer'],
    ['learnerLms', false, '/lms/user/account/personal'],
  ])('%s (two-factor on: %s) → %s', (persona, mfa, expected) => {
    expect(platformDestination(PERSONAS[persona], mfa)).toBe(expected);
  });
});
