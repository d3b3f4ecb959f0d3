/** SCORM's paths (02 §2). Gathered into PATHS by lib/navigation/paths.ts. */
export const SCORM_PATHS = {
  /** The SCORM player frame, header and footer hidden; `?enrolmentId&nodeId&versionId`, none for a preview. */
  scormPlayer: '/catalogue/modules/iframe/scorm/:id',
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
