import { describe, expect, it } from 'vitest';
import { visibleNavigation } from './navigation.js';
import { PERSONAS, PERSONA_NAMES, type PersonaName } from './personas.js';

/**
 * What each persona sees, section by section with the second row, reviewed against 01 §2
 * "Navigation visibility" (items it does not list follow their route's rule, 01 §6). Sections the
 * spec grants while none of their items are (an event coordinator's Reports, a course creator's
 * Setup) are shown as the spec says; see docs/decisions/0013.
 */
const EXPECTED: Record<PersonaName, Record<string, string[]>> = {
  anonymous: {},
  identityOnly: {},
  superadmin: {
    setup: ['siteSettings', 'customers', 'workspaces', 'archived', 'auditLog'],
    people: ['users', 'siteAdmins', 'trainers', 'orgUnits', 'groups'],
  },
  siteAdminNoProfile: {
    setup: ['siteSettings', 'venues', 'mediaLibrary', 'notifications', 'workspaces', 'auditLog'],
    people: ['users', 'siteAdmins', 'trainers', 'orgUnits', 'groups'],
    catalogue: ['calendar', 'events'],
  },
  siteAdmin: {
    setup: ['siteSettings', 'venues', 'mediaLibrary', 'notifications', 'auditLog'],
    people: ['users', 'siteAdmins', 'trainers', 'orgUnits', 'groups'],
    catalogue: ['calendar', 'events'],
    reports: ['dashboard', 'reportList'],
  },
  siteAdminCoordinator: {
    setup: ['siteSettings', 'venues', 'mediaLibrary', 'notifications', 'auditLog'],
    people: ['users', 'siteAdmins', 'trainers', 'orgUnits', 'groups'],
    catalogue: ['calendar', 'events'],
    reports: ['dashboard', 'reportList'],
  },
  trainer: { catalogue: ['calendar', 'events'], myTraining: [] },
  trainerCoordinator: {
    setup: ['venues', 'mediaLibrary', 'notifications'],
    catalogue: ['calendar', 'events'],
    reports: [],
    myTraining: [],
  },
  workspaceAdmin: {},
  learnerLms: { myLearning: ['browseCourses'] },
  learnerEbs: { myLearning: ['browseCourses'] },
  learnerBoth: { myLearning: ['browseCourses'] },
  learnerNoService: {},
  eventCoordinator: {
    setup: ['venues', 'mediaLibrary', 'notifications'],
    catalogue: ['calendar', 'events'],
    reports: [],
  },
  infrastructureManager: { setup: ['venues', 'mediaLibrary'], catalogue: ['calendar', 'events'] },
  lxa: {
    setup: ['mediaLibrary', 'notifications'],
    people: ['autoEnrolments', 'workflows'],
    catalogue: ['courses', 'requests'],
    reports: ['dashboard'],
  },
  lxaEbs: { setup: ['mediaLibrary', 'notifications'] },
  userAdministrator: { setup: ['mediaLibrary', 'notifications'], people: ['users', 'orgUnits', 'groups'] },
  courseCreator: { setup: [], catalogue: ['courses', 'modules', 'licences'] },
  courseCreatorCcsOnly: { catalogue: ['courses', 'modules', 'licences'] },
  licenceManager: { catalogue: ['courses', 'licences'] },
  manager: { people: ['users'] },
  digitalWorkbookAdmin: {},
  oldSystemCoordinator: {
    setup: ['venues', 'mediaLibrary', 'notifications'],
    people: [],
    catalogue: ['calendar', 'events'],
    reports: [],
  },
  oldSystemLearner: {},
  impersonatedLearner: { myLearning: ['browseCourses'] },
};

describe('navigation visibility per persona (01 §2)', () => {
  it('covers every persona', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...PERSONA_NAMES].sort());
  });

  it.each(PERSONA_NAMES)('%s', (persona) => {
    const shown = Object.fromEntries(
      visibleNavigation(PERSONAS[persona]).map((section) => [section.name, section.items.map((item) => item.name)]),
    );
    expect(shown).toEqual(EXPECTED[persona]);
  });

  it('never shows Achievements', () => {
    for (const persona of PERSONA_NAMES) {
      const names = visibleNavigation(PERSONAS[persona]).flatMap((section) => section.items.map((item) => item.name));
      expect(names).not.toContain('achievements');
    }
  });
});
