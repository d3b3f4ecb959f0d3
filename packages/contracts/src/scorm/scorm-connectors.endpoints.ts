import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { idParamSchema } from '../platform/workspaces.contract.js';
import {
  lmsConnectorMultiQuerySchema,
  scormConnectorLaunchBodySchema,
  scormConnectorLaunchSchema,
  scormConnectorListQuerySchema,
  scormConnectorListSchema,
  scormConnectorSchema,
} from './scorm-connectors.contract.js';

/**
 * SCORM connectors (ELMS; docs/scorm.md "SCORM connectors"): the spec's two zip downloads (02 §7),
 * and ours: the packages issued, revoking one, and the launch a package makes from another
 * learning system (open, authorised by the package's key).
 */
export const SCORM_CONNECTOR_ENDPOINTS = endpointGroup('scorm', {
  /** 02 §7: a SCORM 1.2 package (application/zip) for a catalogue item (a course offered in the workspace). */
  lmsConnector: defineEndpoint({
    method: 'GET',
    path: '/api/course-catalogue/v2/lms-connector/:id',
    service: 'course-catalogue',
    access: RULES.lmsConnectors,
    params: idParamSchema,
    toast: 'generic',
  }),
  /** 02 §7: a zip of packages, one per course the workspace `{id}` offers with SCORM modules. */
  lmsConnectorMulti: defineEndpoint({
    method: 'GET',
    path: '/api/course-catalogue/v2/lms-connector-multi/:id',
    service: 'course-catalogue',
    access: RULES.lmsConnectors,
    params: idParamSchema,
    querystring: lmsConnectorMultiQuerySchema,
    toast: 'generic',
  }),
  /** The packages issued in the workspace, newest first. */
  listLmsConnectors: defineEndpoint({
    method: 'GET',
    path: '/api/course-catalogue/v2/lms-connectors',
    service: 'course-catalogue',
    access: RULES.lmsConnectors,
    querystring: scormConnectorListQuerySchema,
    response: { 200: scormConnectorListSchema },
    toast: 'silent',
  }),
  /** Revokes a package: its launches and its learners' saves are refused from now on. */
  revokeLmsConnector: defineEndpoint({
    method: 'POST',
    path: '/api/course-catalogue/v2/lms-connectors/:id/revoke',
    service: 'course-catalogue',
    access: RULES.lmsConnectors,
    params: idParamSchema,
    response: { 200: scormConnectorSchema },
    toast: 'generic',
  }),
  /**
   * A package's launch from the other learning system, for its learner: open (that system's
   * learners have no account here), authorised by the package's key, for a live package of a
   * customer subscribed to ELMS. Commits then go by the attempt's commit key (beaconScorm).
   */
  launchLmsConnector: defineEndpoint({
    method: 'POST',
    path: '/api/course-catalogue/v2/lms-connectors/:id/launch',
    service: 'course-catalogue',
    access: RULES.open,
    params: idParamSchema,
    body: scormConnectorLaunchBodySchema,
    response: { 200: scormConnectorLaunchSchema },
    toast: 'silent',
  }),
});
