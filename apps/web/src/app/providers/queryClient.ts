import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api/ApiError';
import { handleApiError } from '../../lib/api/errorHandler';

/** Per-query/mutation flags read by the global error handling. */
export interface AppQueryMeta extends Record<string, unknown> {
  /** The screen shows this failure itself (e.g. inline on a form): skip the generic handling. */
  handlesErrors?: boolean;
  /** Start-up/background call whose failure is ignored (01 §7). */
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

const skipsGenericHandling = (meta: AppQueryMeta | undefined): boolean => Boolean(meta?.handlesErrors || meta?.silent);

/** Client errors (4xx) are answers, not glitches: retry only network and server failures. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!skipsGenericHandling(query.meta)) handleApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (!skipsGenericHandling(mutation.meta)) handleApiError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
