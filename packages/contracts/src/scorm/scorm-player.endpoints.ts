import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { idParamSchema } from '../platform/workspaces.contract.js';
import {
  clearSuspendDataSchema,
  scormAttemptParamsSchema,
  scormAttemptStatusSchema,
  scormBeaconSchema,
  scormCommitResultSchema,
  scormCommitSchema,
  scormContentParamsSchema,
  scormFrameParamsSchema,
  scormFrameQuerySchema,
  scormLaunchParamsSchema,
  scormLaunchQuerySchema,
  scormLaunchSchema,
  updateScormStatusParamsSchema,
} from './scorm-player.contract.js';

/**
 * The SCORM player (issue 27): its run-time calls (ours: the spec names only the player frame),
 * the package's files and frame page on the content origin, and the spec's two administration
 * calls on attempts (02 §7). The player reports its own failures, so its calls are silent.
 */
export const SCORM_PLAYER_ENDPOINTS = endpointGroup('scorm', {
  /** Starts or resumes the caller's attempt at a module for an enrolment's course node, or a preview. */
  launchScorm: defineEndpoint({
    method: 'GET',
    path: '/api/course-catalogue/v2/scorm-player/:moduleId/launch',
    service: 'course-catalogue',
    access: RULES.workspace,
    params: scormLaunchParamsSchema,
    querystring: scormLaunchQuerySchema,
    response: { 200: scormLaunchSchema },
    toast: 'silent',
  }),
  commitScorm: defineEndpoint({
    method: 'POST',
    path: '/api/course-catalogue/v2/scorm-player/attempts/:id/commit',
    service: 'course-catalogue',
    access: RULES.workspace,
    params: scormAttemptParamsSchema,
    body: scormCommitSchema,
    response: { 200: scormCommitResultSchema },
    toast: 'silent',
  }),
  /**
   * The same commit from `navigator.sendBeacon` on page hide, which sends no headers: open, and
   * authorised by the attempt's commit key in the body (never a session token in the address).
   */
  beaconScorm: defineEndpoint({
    method: 'POST',
    path: '/api/course-catalogue/v2/scorm-player/attempts/:id/beacon',
    service: 'course-catalogue',
    access: RULES.open,
    params: scormAttemptParamsSchema,
    body: scormBeaconSchema,
    response: { 200: scormCommitResultSchema },
    toast: 'silent',
  }),
  /** A file of the package, on the content origin, reached by the launch's signed key in the path. */
  scormContentFile: defineEndpoint({
    method: 'GET',
    path: '/api/scorm-content/:contentId/:key/*',
    service: 'scorm-content',
    access: RULES.open,
    params: scormContentParamsSchema,
    toast: 'silent',
  }),
  /** The frame page on the content origin: the SCORM API shim, and the SCO in a frame below it. */
  scormFrame: defineEndpoint({
    method: 'GET',
    path: '/api/scorm-content/:contentId/:key',
    service: 'scorm-content',
    access: RULES.open,
    params: scormFrameParamsSchema,
    querystring: scormFrameQuerySchema,
    toast: 'silent',
  }),
  /** 02 §7: an administrator sets the status of a module node of an enrolment. */
  updateScormStatus: defineEndpoint({
    method: 'POST',
    path: '/api/course-catalogue/update-scorm-status/:enrolmentId/:nodeId/:status',
    service: 'course-catalogue',
    access: RULES.scormAdministration,
    params: updateScormStatusParamsSchema,
    response: { 200: scormAttemptStatusSchema },
    toast: 'generic',
  }),
  /** 02 §7: clears the suspend data of every attempt on the catalogue item's enrolments (administrators only). */
  clearSuspendDataForCatalogItem: defineEndpoint({
    method: 'GET',
    path: '/api/learning-activities/internal/clear-suspend-data-for-catalog-item/:id',
    service: 'learning-activities',
    access: RULES.scormAdministration,
    params: idParamSchema,
    response: { 200: clearSuspendDataSchema },
    toast: 'generic',
  }),
});
