import { SCORM_ENDPOINTS, type CreateScormModule, type ScormModule, type ScormModuleDetails } from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../lib/api/queryKeys';

/** The module list's filters as the address keeps them ('' for none; labels comma-joined). */
export type ModuleListFilters = {
  search: string;
  labels: string;
  status: '' | 'draft' | 'released' | 'deleted';
};

/**
 * The SCORM module screens' calls (02 §7 "SCORM modules"). Keys come from the endpoints
 * (lib/api/queryKeys.ts); a change refreshes the scorm domain (list, labels, the module page).
 */
export const moduleListQuery = (filters: ModuleListFilters, page: number, pageSize: number) =>
  endpointQuery(SCORM_ENDPOINTS.scormModules, {
    query: {
      page: String(page),
      pageSize: String(pageSize),
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.labels ? { 'filters[labels]': filters.labels } : {}),
      ...(filters.status ? { 'filters[status]': filters.status } : {}),
    },
  });

export const moduleLabelsQuery = () => endpointQuery(SCORM_ENDPOINTS.scormModuleLabels, {});

export const scormModuleQuery = (id: string) => endpointQuery(SCORM_ENDPOINTS.scormModule, { params: { id } });

export const createScormModule = (body: CreateScormModule) => callEndpoint(SCORM_ENDPOINTS.createScormModule, { body });

export const updateScormModule = (id: string, body: ScormModuleDetails) =>
  callEndpoint(SCORM_ENDPOINTS.updateScormModule, { params: { id }, body });

/** 02 §4: the first release is major (with instant offer), every later one minor. */
export const releaseScormModule = (
  module: Pick<ScormModule, 'id' | 'versions'>,
  release: { releaseNotes: string; instantOffer: boolean },
) =>
  module.versions.length === 0
    ? callEndpoint(SCORM_ENDPOINTS.releaseScormModuleMajor, { params: { id: module.id }, body: release })
    : callEndpoint(SCORM_ENDPOINTS.releaseScormModuleMinor, {
        params: { id: module.id },
        body: { releaseNotes: release.releaseNotes },
      });

export const deleteScormModule = (id: string) => callEndpoint(SCORM_ENDPOINTS.deleteScormModule, { params: { id } });

export const undeleteScormModule = (id: string) =>
  callEndpoint(SCORM_ENDPOINTS.undeleteScormModule, { params: { id }, body: {} });
