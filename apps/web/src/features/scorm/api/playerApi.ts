import {
  SCORM_CONNECTOR_ENDPOINTS,
  SCORM_PLAYER_ENDPOINTS,
  endpointPath,
  type ScormCommit,
  type ScormConnectorLaunchBody,
} from '@campus/contracts';
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

/** A SCORM connector package's launch from another learning system (its key; no session here). */
export const launchConnector = (connectorId: string, body: ScormConnectorLaunchBody) =>
  callEndpoint(SCORM_CONNECTOR_ENDPOINTS.launchLmsConnector, { params: { id: connectorId }, body, auth: 'none' });

/** A connector learner's save: the beacon's call, authorised by the attempt's commit key, awaited. */
export const commitByKey = (attemptId: string, body: ScormCommit & { key: string }) =>
  callEndpoint(SCORM_PLAYER_ENDPOINTS.beaconScorm, { params: { id: attemptId }, body, auth: 'none' });
