import { describe, expect, it } from 'vitest';
import { visibleNavigation } from './navigation.js';
import { PERSONAS, PERSONA_NAMES, type PersonaName } from './personas.js';

/**
 * What each persona sees, section by section with the second row, reviewed against 01 §2
 * "Navigation visibility" (items it does not list follow their route's rule, 01 §6). An entry
 * shows only where the route's rule admits the person as well: where the navigation's rule is
 * wider (an event coordinator's Reports, Venues, Media library and Notifications without
 * master_administrator; a course creator's Setup), nothing is shown, not even as coming soon
 * (issue 25, docs/decisions/0013). A section shows while something of it is reachable.
 */
const EXPECTED: Record<PersonaName, Record<string, string[]>> = {
  anonymous: {},
  identityOnly: {},
  superadmin: {
    setup: ['customers', 'workspaces', 'archived', 'auditLog'],
    people: ['users', 'siteAdmins', 'trainers', 'orgUnits', 'groups'],
  },
  siteAdminNoProfile: {
    setup: ['workspaces', 'auditLog'],
    people: ['users', 'siteAdmins', 'trainers', 'orgUnits', 'groups'],
    catalogue: ['calendar', 'events'],
  },
  siteAdmin: {
    setup: ['siteSettings', 'auditLog'],
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
  trainerCoordinator: { setup: ['mediaLibrary'], catalogue: ['calendar', 'events'], myTraining: [] },
  workspaceAdmin: {},
  learnerLms: { myLearning: ['browseCourses'] },
  learnerEbs: { myLearning: ['browseCourses'] },
  learnerBoth: { myLearning: ['browseCourses'] },
  learnerNoService: {},
  eventCoordinator: { catalogue: ['calendar', 'events'] },
  infrastructureManager: { setup: ['venues'], catalogue: ['calendar', 'events'] },
  lxa: { people: ['autoEnrolments', 'workflows'], catalogue: ['courses', 'requests'], reports: ['dashboard'] },
  lxaEbs: {},
  userAdministrator: { people: ['users', 'orgUnits', 'groups'] },
  courseCreator: { catalogue: ['courses', 'modules', 'licences'] },
  courseCreatorCcsOnly: { catalogue: ['courses', 'modules', 'licences'] },
  licenceManager: { catalogue: ['courses', 'licences'] },
  manager: { people: ['users'] },
  digitalWorkbookAdmin: {},
  oldSystemCoordinator: { catalogue: ['calendar', 'events'] },
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
