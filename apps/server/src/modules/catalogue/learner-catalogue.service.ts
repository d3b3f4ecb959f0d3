import type { LearnerCatalog } from '@campus/contracts';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { learnerOf } from '../enrolments/index.js';
import { learnerCatalogPage } from './learner-catalogue.repository.js';

/** The catalogue as a learner sees it (02 §7 Catalogue). */
export function learnerCatalogueService({ database }: Pick<AppServices, 'database'>) {
  return {
    /** A page of the catalogue offered to the caller, as the contract presents it. */
    async page(scope: Scope, page: number, pageSize: number): Promise<LearnerCatalog> {
      const { rows, total } = await learnerCatalogPage(database.db, learnerOf(scope), page, pageSize);
      return { data: rows, pagination: { page, pageSize, total } };
    },
  };
}

export type LearnerCatalogueService = ReturnType<typeof learnerCatalogueService>;
