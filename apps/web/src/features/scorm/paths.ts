/**
 * SCORM's paths (02 §2): the course creator's module list, add, show and edit screens, and the
 * player frame. Gathered into PATHS by lib/navigation/paths.ts.
 */
export const SCORM_PATHS = {
  scormModules: '/catalogue/modules',
  scormModuleAdd: '/catalogue/modules/add',
  scormModuleShow: '/catalogue/modules/:id/show',
  scormModuleEdit: '/catalogue/modules/:id/edit',
  /** The SCORM player frame, header and footer hidden; `?enrolmentId&nodeId&versionId`, none for a preview. */
  scormPlayer: '/catalogue/modules/iframe/scorm/:id',
  /** A SCORM connector package's player, framed by another learning system (docs/scorm.md "SCORM connectors"). */
  scormConnectorPlayer: '/catalogue/modules/iframe/connector/:id',
} as const;

/** The player's address for a module: a course node of an enrolment, or the creator's preview. */
export function scormPlayerPath(
  moduleId: string,
  where: { enrolmentId?: string; nodeId?: string; versionId?: string } = {},
): string {
  const query = new URLSearchParams(
    Object.entries(where).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ).toString();
  return `${SCORM_PATHS.scormPlayer.replace(':id', encodeURIComponent(moduleId))}${query ? `?${query}` : ''}`;
}

/** The module wizard's steps (01 §2 "steps content, details, versions"): the same for add and edit. */
export type ScormModuleStep = 'content' | 'details' | 'versions';

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** The module screens' addresses with their ids and steps filled in. */
export const scormModulePaths = {
  list: SCORM_PATHS.scormModules,
  add: (step?: ScormModuleStep) => (step ? `${SCORM_PATHS.scormModuleAdd}/${step}` : SCORM_PATHS.scormModuleAdd),
  show: (id: string) => withId(SCORM_PATHS.scormModuleShow, id),
  edit: (id: string, step?: ScormModuleStep) =>
    step ? `${withId(SCORM_PATHS.scormModuleEdit, id)}/${step}` : withId(SCORM_PATHS.scormModuleEdit, id),
  /** The creator's preview: the player frame without an enrolment. */
  preview: (id: string) => scormPlayerPath(id),
};
