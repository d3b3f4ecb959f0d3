import { describe, expect, it } from 'vitest';
import { PERSONAS, type PersonaName } from './personas.js';
import { firstReachableChild, myLearningDashboard, type SectionPath } from './redirects.js';

/** Expected from the spec's child orders and each child's access (01 §2, 02 §6, 03 §6). */
const EXPECTED: [PersonaName, SectionPath, string | null][] = [
  ['superadmin', '/catalogue', null],
  ['siteAdmin', '/catalogue', '/catalogue/events'],
  ['courseCreator', '/catalogue', '/catalogue/courses'],
  ['licenceManager', '/catalogue', '/catalogue/courses'],
  ['eventCoordinator', '/catalogue', '/catalogue/events'],
  ['manager', '/catalogue', '/catalogue/requests'],
  ['learnerLms', '/catalogue', null],
  ['superadmin', '/users', '/users/users'],
  ['userAdministrator', '/users', '/users/users'],
  ['lxa', '/users', '/users/autoenrolments'],
  ['learnerLms', '/users', null],
  ['superadmin', '/setup', '/setup/customers'],
  ['siteAdmin', '/setup', '/setup/site-settings/workspace/edit'],
  ['infrastructureManager', '/setup', '/setup/venues'],
  ['learnerEbs', '/setup', null],
  ['lxa', '/reports', '/reports/dashboard'],
  ['learnerLms', '/reports', null],
];

describe('redirect-only routes', () => {
  it.each(EXPECTED)('%s: %s goes to %s', (persona, section, expected) => {
    expect(firstReachableChild(section, PERSONAS[persona])).toBe(expected);
  });

  it('passes over children whose screens are not built, when asked to', () => {
    const built = (path: string) => path === '/catalogue/requests';
    expect(firstReachableChild('/catalogue', PERSONAS.lxa, built)).toBe('/catalogue/requests');
    expect(firstReachableChild('/catalogue', PERSONAS.courseCreator, built)).toBeNull();
  });

  it.each([
    ['learnerLms', '/my-learning/dashboard/courses'],
    ['learnerBoth', '/my-learning/dashboard/courses'],
    ['learnerEbs', '/my-learning/dashboard/learner'],
    ['trainer', '/my-learning/dashboard/trainer'],
    ['siteAdmin', null],
  ] as [PersonaName, string | null][])('%s: /my-learning/dashboard goes to %s', (persona, expected) => {
    expect(myLearningDashboard(PERSONAS[persona])).toBe(expected);
  });
});
