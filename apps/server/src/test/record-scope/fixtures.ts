import { recordScope as catalogue } from '../../modules/catalogue/catalogue.record-scope.js';
import { recordScope as enrolments } from '../../modules/enrolments/enrolments.record-scope.js';
import { recordScope as events } from '../../modules/events/events.record-scope.js';
import { recordScope as identity } from '../../modules/identity/identity.record-scope.js';
import { recordScope as media } from '../../modules/media/media.record-scope.js';
import { recordScope as people } from '../../modules/people/people.record-scope.js';
import { recordScope as places } from '../../modules/places/places.record-scope.js';
import { recordScope as platform } from '../../modules/platform/platform.record-scope.js';
import { recordScope as reports } from '../../modules/reports/reports.record-scope.js';
import { recordScope as scorm } from '../../modules/scorm/scorm.record-scope.js';
import { recordScope as trainers } from '../../modules/trainers/trainers.record-scope.js';
import type { EndpointName, Fixture, RecordScope } from './cases.js';

export type { Call, Case, CaseContext, EndpointName, Fixture } from './cases.js';

/**
 * The record-scope fixtures, gathered: each module keeps those of the endpoints it serves beside
 * it (`modules/<domain>/<domain>.record-scope.ts`, exporting `recordScope`), and a module with
 * id-taking endpoints adds one line above and its name here.
 */
const MODULES: Record<string, RecordScope> = {
  identity,
  people,
  platform,
  media,
  enrolments,
  places,
  events,
  trainers,
  reports,
  scorm,
  catalogue,
};

/** One module's entries merged into all of them; an endpoint claimed by two modules is an error. */
function gather<T>(part: (module: RecordScope) => Partial<Record<EndpointName, T>> | undefined) {
  const all: Partial<Record<EndpointName, T>> = {};
  const claimedBy = new Map<string, string>();
  for (const [module, scope] of Object.entries(MODULES)) {
    for (const [name, entry] of Object.entries(part(scope) ?? {}) as [EndpointName, T][]) {
      const other = claimedBy.get(name);
      if (other) throw new Error(`${name} has record-scope entries in both modules/${other} and modules/${module}`);
      claimedBy.set(name, module);
      all[name] = entry;
    }
  }
  return all;
}

/** The fixture of every endpoint that takes a record id (see the architecture's "Record-scope harness"). */
export const FIXTURES: Partial<Record<EndpointName, Fixture>> = gather((module) => module.fixtures);

/**
 * Endpoints whose id is not a tenant record to be scoped, one line each on why. Anything else
 * that takes an id needs a fixture: `record-scope.test.ts` fails naming it otherwise.
 */
export const EXEMPT: Partial<Record<EndpointName, string>> = gather((module) => module.exempt);
