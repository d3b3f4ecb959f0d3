import type { z } from 'zod';
import type { AccessRule } from './access.js';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the web app does when a call fails with an error its screen may handle (01 §8):
 * 'generic' shows the error toast (a 404 still goes to the 404 page); 'silent' leaves it to the
 * screen (the spec's exempt areas: custom fields, sign-in settings, sign-up confirmation…).
 */
export type ToastBehaviour = 'generic' | 'silent';

/**
 * The domains that declare endpoints (decision 0046): each `<domain>/*.endpoints.ts` names its own
 * once, with `endpointGroup`. The web app's cache keys start with it, so a change refreshes a domain.
 */
export const ENDPOINT_DOMAINS = [
  'identity',
  'people',
  'platform',
  'places',
  'events',
  'trainers',
  'media',
  'catalogue',
  'scorm',
  'enrolments',
  'reports',
  'mail',
] as const;
export type EndpointDomain = (typeof ENDPOINT_DOMAINS)[number];

/**
 * One endpoint, declared once: the server registers its route from it (apps/server
 * `route()`), the web app calls it with it (apps/web `callEndpoint()`), and
 * `npm run spec:coverage` counts it against the spec's list of calls.
 */
export interface EndpointDefinition {
  method: EndpointMethod;
  /** The full path the server serves, with `:name` parameters, e.g. /api/sso/v2/invitations/:id. */
  path: `/api/${string}`;
  /** The spec's service (the first column of endpoints.tsv); the path starts with its base. */
  service: string;
  access: AccessRule;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Response schemas by status; omitted for endpoints that answer other than JSON (redirects, files). */
  response?: Readonly<Record<number, z.ZodType>>;
  toast: ToastBehaviour;
  /** The domain whose endpoints file declares it, set there once by `endpointGroup`. */
  domain?: EndpointDomain;
}

/** Keeps the literal types (method, path, schemas) so both sides get typed params, body and reply. */
export const defineEndpoint = <const E extends EndpointDefinition>(endpoint: E): E => endpoint;

/** An endpoint as its domain's group hands it out: with its domain. */
export type DomainEndpoint = EndpointDefinition & { readonly domain: EndpointDomain };

/**
 * A domain's group of endpoints, each marked with the domain (paths and rules unchanged):
 * `export const PLACES_ENDPOINTS = endpointGroup('places', { venues: defineEndpoint({…}), … })`.
 */
export const endpointGroup = <const D extends EndpointDomain, const G extends Record<string, EndpointDefinition>>(
  domain: D,
  group: G,
): { readonly [K in keyof G]: G[K] & { readonly domain: D } } =>
  Object.fromEntries(Object.entries(group).map(([name, endpoint]) => [name, { ...endpoint, domain }])) as {
    readonly [K in keyof G]: G[K] & { readonly domain: D };
  };

type Field<E, K extends string> = K extends keyof E ? (E[K] extends z.ZodType ? E[K] : undefined) : undefined;

/** One part of a call: required when the schema needs it, optional when it accepts nothing, absent without a schema. */
type Part<Name extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in Name]?: z.input<S> }
    : { [P in Name]: z.input<S> }
  : { [P in Name]?: never };

/** What a caller passes: the path parameters, the query and the body, each as the schema accepts it. */
export type EndpointInput<E extends EndpointDefinition> = Part<'params', Field<E, 'params'>> &
  Part<'query', Field<E, 'querystring'>> &
  Part<'body', Field<E, 'body'>>;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of the endpoint's success answer, typed from its response schema. */
export type EndpointResult<E extends EndpointDefinition> =
  E['response'] extends Readonly<Record<number, z.ZodType>>
    ? z.output<E['response'][Extract<keyof E['response'], SuccessStatus>]>
    : unknown;

/** The URL path with its `:name` parameters filled in (each encoded). */
export function endpointPath(endpoint: Pick<EndpointDefinition, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(String(value as string | number));
  });
}

/** Where each spec service is served: `sso` → /api/sso (endpoints.tsv paths are relative to it). */
export const SERVICE_BASES: Readonly<Record<string, string>> = {
  sso: '/api/sso',
  'subscription-manager': '/api/subscription-manager',
  'learning-activities': '/api/learning-activities',
  'file-storage': '/api/file-storage',
  classroom: '/api/classroom',
  'course-catalogue': '/api/course-catalogue',
  'email-service': '/api/email-service',
  'form-api': '/api/form-api',
  'report-engine': '/api/report-engine',
  'admin-tools': '/api/admin-tools',
  /** Campus's own calls outside the spec's services (health, client configuration). */
  system: '/api',
};
