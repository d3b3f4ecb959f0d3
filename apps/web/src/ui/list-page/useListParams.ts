import { useSearchParams } from 'react-router';

/** The page size a list uses unless it says otherwise. */
export const DEFAULT_PAGE_SIZE = 20;

interface ListParamsOptions<F extends Record<string, string>> {
  /** Rows a page; also the `pageSize` the address leaves out. */
  pageSize?: number;
  /** The values a filter may take; anything else in the address reads as its default. */
  allowed?: { [K in keyof F]?: readonly string[] };
  /**
   * Parameters kept in the address like filters that do not narrow the list (the events' search
   * type): they do not make it "filtered", and clearing the filters keeps them.
   */
  settings?: readonly (keyof F)[];
}

export interface ListParams<F extends Record<string, string>> {
  /** Every filter's value: the address's, or its default. */
  filters: F;
  page: number;
  pageSize: number;
  /** Whether any filter differs from its default (then an empty list reads "nothing matches"). */
  filtered: boolean;
  /** Sets one filter and goes back to the first page. */
  setFilter: <K extends keyof F>(name: K, value: F[K]) => void;
  /** Sets several filters at once and goes back to the first page. */
  setFilters: (next: Partial<F>) => void;
  setPage: (page: number) => void;
  /** Every filter back to its default, on the first page. Other address parameters stay. */
  clearFilters: () => void;
}

const positive = (value: string | null, fallback: number) => {
  const number = Number(value ?? fallback);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * A list's filters, page and page size, kept in the address's search parameters (docs/design.md,
 * "List pages"), so Back, a reload and a shared link show the same list. A value equal to its
 * default is left out of the address (`/setup/venues`, not `/setup/venues?search=&status=&page=1`),
 * and the address is replaced rather than pushed while typing. Parameters the list does not own
 * (an open person's `?person=`, the events' `?listView=`) are kept.
 */
export function useListParams<F extends Record<string, string>>(
  defaults: F,
  { pageSize: defaultPageSize = DEFAULT_PAGE_SIZE, allowed, settings = [] }: ListParamsOptions<F> = {},
): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const names = Object.keys(defaults) as (keyof F & string)[];
  const filters = Object.fromEntries(
    names.map((name) => {
      const value = params.get(name);
      const valid = value !== null && (allowed?.[name]?.includes(value) ?? true);
      return [name, valid ? value : defaults[name]];
    }),
  ) as F;
  const narrowing = names.filter((name) => !settings.includes(name));
  const page = positive(params.get('page'), 1);
  const pageSize = positive(params.get('pageSize'), defaultPageSize);

  const update = (next: Partial<F>, nextPage: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next) as [keyof F & string, string | undefined][]) {
          if (value === undefined || value === defaults[name]) updated.delete(name);
          else updated.set(name, value);
        }
        if (nextPage > 1) updated.set('page', String(nextPage));
        else updated.delete('page');
        return updated;
      },
      { replace: true },
    );

  return {
    filters,
    page,
    pageSize,
    filtered: narrowing.some((name) => filters[name] !== defaults[name]),
    setFilter: (name, value) => update({ [name]: value } as unknown as Partial<F>, 1),
    setFilters: (next) => update(next, 1),
    setPage: (next) => update({}, next),
    clearFilters: () => update(Object.fromEntries(narrowing.map((name) => [name, defaults[name]])) as Partial<F>, 1),
  };
}
