import type { Queryable } from '../../../db/client.js';
import type { WorkspaceScope } from '../../../lib/scope.js';

/** A released module a course's module node may play (02 §7 POST …/module {moduleId, versionId}). */
export interface ReleasedModule {
  moduleId: string;
  /** The release the node plays: the one asked for, else the latest. */
  versionId: string;
  /** The release's content (02 §3 externalModule.externalId). */
  externalId: string;
  major: number;
  minor: number;
}

/**
 * What courses ask of the modules they hold: SCORM modules stand on the catalogue (connectors read
 * its catalogue items), so the catalogue may not import them; it declares this, scorm answers it
 * by its shape (`courseModules` in scorm's index.ts) and `modules/index.ts` hands it over, checked
 * with `satisfies`, as events' `CourseProgress`.
 */
export interface CourseModules {
  /**
   * The module of the caller's workspace, not deleted, with its release `versionId` (its latest
   * without one); null when there is no such module or release.
   */
  releasedModule(
    db: Queryable,
    scope: WorkspaceScope,
    moduleId: string,
    versionId?: string | null,
  ): Promise<ReleasedModule | null>;
}

/**
 * What courses ask of the events their event module nodes name (02 §3 subType event): events stand
 * on the catalogue (their courses are catalogue items), so `courseEvents` in events' index.ts
 * answers it, handed over by `modules/index.ts`.
 */
export interface CourseEvents {
  /** The event of the caller's workspace, not archived; null when there is no such event. */
  eventOf(db: Queryable, scope: WorkspaceScope, eventId: string): Promise<{ eventId: string } | null>;
}

/**
 * What a release asks of enrolments before it moves a catalogue item to a new version (enrolments
 * stand on the catalogue; `enrolmentVersions` in their index.ts answers it, handed over by
 * `modules/index.ts`): learners part-way or done keep the version they were on.
 */
export interface EnrolmentVersions {
  /** Pins the item's begun enrolments that follow it to `versionId`; answers how many. */
  keepBegunOnVersion(tx: Queryable, scope: WorkspaceScope, catalogItemId: string, versionId: string): Promise<number>;
}
