import type { LearnerCatalog } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import type { Learner } from '../learning-activities/enrolments.repository.js';
import { learnerCatalogPage } from './learner-catalogue.repository.js';

/** A page of the catalogue offered to the learner, as the contract presents it. */
export async function learnerCatalogue(
  db: Queryable,
  learner: Learner,
  page: number,
  pageSize: number,
): Promise<LearnerCatalog> {
  const { rows, total } = await learnerCatalogPage(db, learner, page, pageSize);
  return { data: rows, pagination: { page, pageSize, total } };
}
