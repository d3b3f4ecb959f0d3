import { endpointPath, type EndpointDefinition, type EndpointInput, type EndpointResult } from '@campus/contracts';
import { ApiError } from './ApiError';
import { apiRequest, type ApiRequestOptions } from './client';
import type { QueryParams } from './http';

export type CallOptions = Pick<ApiRequestOptions<unknown>, 'auth' | 'scope' | 'signal'>;

const SUCCESS_STATUSES = [200, 201, 202, 204] as const;

/** The schema of the endpoint's success answer, if it answers JSON. */
function successSchema(endpoint: EndpointDefinition) {
  const status = SUCCESS_STATUSES.find((code) => endpoint.response?.[code]);
  return status === undefined ? undefined : endpoint.response?.[status];
}

/**
 * Calls an endpoint from its contract (decision 0021): the URL from the path template and the
 * params, the method, the response parsed with the contract's schema, and the contract's toast
 * behaviour attached to a failure for the generic error handling.
 */
export async function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E> & CallOptions,
): Promise<EndpointResult<E>> {
  const { params, query, body, ...options } = input as {
    params?: Record<string, unknown>;
    query?: QueryParams;
    body?: unknown;
  } & CallOptions;
  try {
    return (await apiRequest(endpointPath(endpoint, params), {
      ...options,
      method: endpoint.method,
      query,
      body,
      schema: successSchema(endpoint),
    })) as EndpointResult<E>;
  } catch (error) {
    if (error instanceof ApiError) error.toast = endpoint.toast;
    throw error;
  }
}

/** An endpoint's address for the browser itself (a link, an image source): not fetched. */
export const endpointUrl = <E extends EndpointDefinition>(
  endpoint: E,
  params: EndpointInput<E>['params' & keyof EndpointInput<E>],
) => endpointPath(endpoint, params as Record<string, unknown>);
