import { SCORM_PLAYER_ENDPOINTS, endpointPath, type ScormCommit } from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../lib/api/queryKeys';

/** The launch: one attempt per module, enrolment and node (a preview without them). */
export const launchQuery = (moduleId: string, where: { enrolmentId?: string; nodeId?: string; versionId?: string }) =>
  endpointQuery(SCORM_PLAYER_ENDPOINTS.launchScorm, { params: { moduleId }, query: where });

export const commitAttempt = (attemptId: string, body: ScormCommit) =>
  callEndpoint(SCORM_PLAYER_ENDPOINTS.commitScorm, { params: { id: attemptId }, body });

/**
 * The page-hide save: `navigator.sendBeacon` outlives the page but sends no headers, so the body
 * carries the attempt's commit key instead of the session token.
 */
export function beaconAttempt(attemptId: string, body: ScormCommit & { key: string }): boolean {
  const url = endpointPath(SCORM_PLAYER_ENDPOINTS.beaconScorm, { id: attemptId });
  return navigator.sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'application/json' }));
}
