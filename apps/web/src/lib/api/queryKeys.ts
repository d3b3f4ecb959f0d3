import { queryOptions, useQuery, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { DomainEndpoint, EndpointDomain, EndpointInput, EndpointResult } from '@campus/contracts';
import { callEndpoint, type CallOptions } from './callEndpoint';

/**
 * What names one answer of an endpoint: the parts of the call (path parameters, query, body) and,
 * where the token rather than the call decides the answer, whose session it is (a workspace, a person).
 */
export interface EndpointKeyParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  session?: string | null;
}

/** `[domain, 'METHOD /api/path', parts]`: every cached answer of an endpoint sits under its domain and its own name. */
export type EndpointQueryKey = readonly [EndpointDomain, string, EndpointKeyParts];

/** An endpoint's own name in the cache: its method and path (one endpoint, one name). */
export const endpointName = (endpoint: Pick<DomainEndpoint, 'method' | 'path'>): string =>
  `${endpoint.method} ${endpoint.path}`;

/** What a query passes to its endpoint: the call's parts and its options (auth, scope), not the signal. */
export type EndpointQueryInput<E extends DomainEndpoint> = EndpointInput<E> & Omit<CallOptions, 'signal'>;

/**
 * The one cache key of an endpoint's answer to `input` (only params, query and body count; auth and
 * scope do not). `session` tells apart answers the token decides, e.g. the learner's enrolments per workspace.
 */
export function queryKeyOf<E extends DomainEndpoint>(
  endpoint: E,
  input?: EndpointQueryInput<E>,
  session?: string | null,
): EndpointQueryKey {
  const { params, query, body } = (input ?? {}) as EndpointKeyParts;
  const parts: EndpointKeyParts = {
    ...(params !== undefined && { params }),
    ...(query !== undefined && { query }),
    ...(body !== undefined && { body }),
    ...(session !== undefined && { session }),
  };
  return [endpoint.domain, endpointName(endpoint), parts];
}

/** The prefix of every answer of one endpoint. */
export const endpointKey = (endpoint: DomainEndpoint) => [endpoint.domain, endpointName(endpoint)] as const;

/** The prefix of every answer of a domain's endpoints. */
export const domainKey = (domain: EndpointDomain) => [domain] as const;

/**
 * An endpoint's query: its key from the contract and a call of it. Spread it to add the screen's
 * choices: `useQuery({ ...endpointQuery(EVENTS_ENDPOINTS.event, { params: { id } }), staleTime: 30_000 })`.
 */
export function endpointQuery<E extends DomainEndpoint>(
  endpoint: E,
  input: EndpointQueryInput<E>,
  session?: string | null,
) {
  const queryFn = ({ signal }: { signal: AbortSignal }): Promise<EndpointResult<E>> =>
    callEndpoint(endpoint, { ...input, signal } as EndpointInput<E> & CallOptions);
  return { ...queryOptions({ queryKey: queryKeyOf(endpoint, input, session), queryFn }), queryFn };
}

export type EndpointQueryOptions<E extends DomainEndpoint> = Omit<
  UseQueryOptions<EndpointResult<E>, Error, EndpointResult<E>, EndpointQueryKey>,
  'queryKey' | 'queryFn'
>;

/** `useQuery` of an endpoint's query: `useEndpointQuery(PLACES_ENDPOINTS.venue, { params: { id } })`. */
export function useEndpointQuery<E extends DomainEndpoint>(
  endpoint: E,
  input: EndpointQueryInput<E>,
  options?: EndpointQueryOptions<E>,
) {
  return useQuery({ ...endpointQuery(endpoint, input), ...options });
}

/**
 * Marks stale (and refetches what is on screen) the answers of one endpoint: all of them, or those
 * whose call had these parts (partly: `{ params: { id } }` matches every query of that event).
 */
export const invalidateEndpoint = <E extends DomainEndpoint>(
  queryClient: QueryClient,
  endpoint: E,
  input?: Partial<EndpointKeyParts>,
) =>
  queryClient.invalidateQueries({
    queryKey: input ? [endpoint.domain, endpointName(endpoint), input] : endpointKey(endpoint),
  });

/** Forgets one endpoint's answers to calls with these parts (a removed record: nothing to refetch). */
export const removeEndpointQueries = <E extends DomainEndpoint>(
  queryClient: QueryClient,
  endpoint: E,
  input: Partial<EndpointKeyParts>,
) => queryClient.removeQueries({ queryKey: [endpoint.domain, endpointName(endpoint), input] });

/**
 * After a change: marks stale every answer of the domains it touches, so no screen of them shows
 * the record as it was (an edited event refreshes the events list, the event page and the learner's views).
 */
export const invalidateDomain = (queryClient: QueryClient, ...domains: readonly EndpointDomain[]) =>
  Promise.all(domains.map((domain) => queryClient.invalidateQueries({ queryKey: domainKey(domain) }))).then(
    () => undefined,
  );
