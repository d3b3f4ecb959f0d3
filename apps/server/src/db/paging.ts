/** A page of a list as the contracts ask for it: 1-based page number and its size. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * A page of rows and the total (issue 25): `rows` is the ordered select without limit or offset,
 * `counted` the same FROM and WHERE selecting `{ total: count() }`. Both run side by side (on a
 * pool they take two connections at once), so a list costs the slower of the two queries.
 */
export async function pageWithTotal<Row>(
  rows: { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } },
  counted: PromiseLike<{ total: number }[]>,
  { page, pageSize }: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const [pageRows, [totals]] = await Promise.all([rows.limit(pageSize).offset((page - 1) * pageSize), counted]);
  return { rows: pageRows, total: Number(totals?.total ?? 0) };
}
