/**
 * SCORM modules' paths (02 §2 "Modules"): the course creator's list, add, show and edit screens,
 * and the player frame the show page previews in. Gathered into PATHS by lib/navigation/paths.ts.
 */
export const SCORM_PATHS = {
  scormModules: '/catalogue/modules',
  scormModuleAdd: '/catalogue/modules/add',
  scormModuleShow: '/catalogue/modules/:id/show',
  scormModuleEdit: '/catalogue/modules/:id/edit',
  /** The player frame without header and footer (built with the SCORM runtime, issue 27). */
  scormPlayer: '/catalogue/modules/iframe/scorm/:id',
} as const;

/** The wizard's steps (01 §2 "steps content, details, versions"): the same for add and edit. */
export type ScormModuleStep = 'content' | 'details' | 'versions';

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** The module screens' addresses with their ids and steps filled in. */
export const scormModulePaths = {
  list: SCORM_PATHS.scormModules,
  add: (step?: ScormModuleStep) => (step ? `${SCORM_PATHS.scormModuleAdd}/${step}` : SCORM_PATHS.scormModuleAdd),
  show: (id: string) => withId(SCORM_PATHS.scormModuleShow, id),
  edit: (id: string, step?: ScormModuleStep) =>
    step ? `${withId(SCORM_PATHS.scormModuleEdit, id)}/${step}` : withId(SCORM_PATHS.scormModuleEdit, id),
  player: (id: string) => scormPlayerPath(id),
};

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
