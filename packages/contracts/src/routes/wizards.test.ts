import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './route-table.js';
import { WIZARD_ADD_PATHS, firstWizardStep, wizardSteps } from './wizards.js';

describe('wizard add routes', () => {
  it('are all routes of the spec', () => {
    const known = new Set(ROUTE_TABLE.map((route) => route.path));
    expect(WIZARD_ADD_PATHS.filter((path) => !known.has(path))).toEqual([]);
  });

  it('cover every add route the route list gives steps for', () => {
    // The route table keeps the spec's notes; an add route whose note lists steps is a wizard.
    const withSteps = ROUTE_TABLE.filter((route) => route.path.endsWith('/add') && /steps/.test(route.notes ?? ''))
      .map((route) => route.path)
      .sort();
    expect([...WIZARD_ADD_PATHS].sort()).toEqual(withSteps);
  });

  it.each([
    ['/catalogue/courses/add', {}, '/catalogue/courses/add/details'],
    ['/catalogue/modules/add', {}, '/catalogue/modules/add/content'],
    ['/users/users/bulk/add', {}, '/users/users/bulk/add/upload'],
    [
      '/catalogue/events/event/:eventId/session/add',
      { eventId: 'e 1' },
      '/catalogue/events/event/e%201/session/add/details',
    ],
    [
      '/setup/customers/:customerId/services/sso/add',
      { customerId: 'c1' },
      '/setup/customers/c1/services/sso/add/mel-setup',
    ],
  ] as const)('%s starts at its first step', (path, params, expected) => {
    expect(firstWizardStep(path, params)).toBe(expected);
  });

  it('refuses to build a step address without its parameters', () => {
    expect(() => firstWizardStep('/catalogue/events/event/:eventId/session/add')).toThrow('needs eventId');
  });

  it('leaves the course enrolment step out without LMS', () => {
    expect(wizardSteps('/catalogue/courses/add', ['CCS'])).not.toContain('enrolment');
    expect(wizardSteps('/catalogue/courses/add', ['CCS', 'LMS'])).toContain('enrolment');
  });
});
