import type { LearnerCatalog } from '@campus/contracts';
import { NotFoundError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { learnerOf } from '../enrolments/index.js';
import { learnerCatalogPage, type LearnerCatalogFilter } from './learner-catalogue.repository.js';

/** The query of the learner's catalogue, as the contract parses it. */
export interface LearnerCatalogQuery {
  page: number;
  pageSize: number;
  search?: string;
  'filters[labels]': string[];
  showEnrolmentsFor: LearnerCatalogFilter['showEnrolmentsFor'];
}

/** The catalogue as a learner sees it (02 §7 Catalogue). */
export function learnerCatalogueService({ database }: Pick<AppServices, 'database'>) {
  return {
    /**
     * A page of the catalogue offered to the caller, as the contract presents it. The spec's
     * optional workspace and unit segments, when sent, must be the caller's own: another
     * workspace or unit is not found (a learner reads only what is offered to them).
     */
    async page(
      scope: Scope,
      place: { workspaceId?: string; unitId?: string },
      query: LearnerCatalogQuery,
    ): Promise<LearnerCatalog> {
      const learner = learnerOf(scope);
      if (place.workspaceId !== undefined && place.workspaceId !== learner.workspaceId) throw new NotFoundError();
      if (place.unitId !== undefined && place.unitId !== learner.organisationUnitId) throw new NotFoundError();
      const { page, pageSize } = query;
      const { rows, total } = await learnerCatalogPage(
        database.db,
        learner,
        { search: query.search, labels: query['filters[labels]'], showEnrolmentsFor: query.showEnrolmentsFor },
        page,
        pageSize,
      );
      return { data: rows, pagination: { page, pageSize, total } };
    },
  };
}

export type LearnerCatalogueService = ReturnType<typeof learnerCatalogueService>;
