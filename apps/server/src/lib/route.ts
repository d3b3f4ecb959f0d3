import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EndpointDefinition } from '@campus/contracts';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema of an endpoint, so the zod type provider types params, query, body and reply. */
interface SchemaOf<E extends EndpointDefinition> extends FastifySchema {
  params: E['params'];
  querystring: E['querystring'];
  body: E['body'];
  response: E['response'];
}

export type EndpointHandler<E extends EndpointDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

export interface RouteOptions {
  /** Audit entity name and the route parameter holding its id; false to skip auditing. */
  audit?: { entity: string; idParam?: string } | false;
  /** Accept the bearer token from the `token` query parameter (01 §7). */
  queryToken?: boolean;
  /** A body limit above the app's 1 MB, for the calls that carry more (the SCORM commit). */
  bodyLimit?: number;
  /** Fastify schema extras that are not part of the contract (content types, hidden from the docs). */
  schema?: Pick<FastifySchema, 'consumes' | 'produces' | 'hide'>;
}

/**
 * Registers the server side of an endpoint contract: method, URL, access rule and schemas come
 * from the contract, so the route cannot drift from what the web app calls (decision 0021).
 * Routes under /api are registered only this way; `endpoint-contracts.test.ts` checks it.
 */
export function route<E extends EndpointDefinition>(
  app: ZodApp,
  endpoint: E,
  options: RouteOptions,
  handler: EndpointHandler<E>,
): void {
  const { params, querystring, body, response } = endpoint;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, endpoint, audit: options.audit, queryToken: options.queryToken },
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    schema: {
      tags: [endpoint.service],
      ...(params && { params }),
      ...(querystring && { querystring }),
      ...(body && { body }),
      ...(response && { response }),
      ...options.schema,
    } as SchemaOf<E>,
    handler,
  });
}
