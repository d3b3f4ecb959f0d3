import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { EVENTS_ENDPOINTS, IDENTITY_ENDPOINTS, PLACES_ENDPOINTS } from '@campus/contracts';
import {
  endpointKey,
  endpointName,
  endpointQuery,
  invalidateDomain,
  invalidateEndpoint,
  queryKeyOf,
  removeEndpointQueries,
} from './queryKeys';

const EVENT = '6b2f8c9e-7d0a-4f1b-8c3d-5e6f7a8b9c0d';
const OTHER = '7c3a9d0f-8e1b-4a2c-9d4e-6f7a8b9c0d1e';

/** A client holding one answer under each key, none stale. */
function clientWith(...keys: (readonly unknown[])[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const key of keys) client.setQueryData(key, { at: 'first read' });
  return client;
}
const isStale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? null;

describe('queryKeyOf', () => {
  it('names the domain, the endpoint and the parts of the call, nothing else', () => {
    expect(queryKeyOf(EVENTS_ENDPOINTS.event, { params: { id: EVENT } })).toEqual([
      'events',
      'GET /api/classroom/events/:id',
      { params: { id: EVENT } },
    ]);
    expect(queryKeyOf(PLACES_ENDPOINTS.venues, { query: { page: '1', pageSize: '20' } })).toEqual([
      'places',
      'GET /api/classroom/venues',
      { query: { page: '1', pageSize: '20' } },
    ]);
    expect(queryKeyOf(EVENTS_ENDPOINTS.calendarFeed, {}, 'workspace-a')).toEqual([
      'events',
      endpointName(EVENTS_ENDPOINTS.calendarFeed),
      { session: 'workspace-a' },
    ]);
  });

  it('gives one endpoint one key for the same call, whatever token or scope it is sent with', () => {
    const plain = queryKeyOf(IDENTITY_ENDPOINTS.identityUser, { params: { userId: 'u1' } });
    const asIdentity = queryKeyOf(IDENTITY_ENDPOINTS.identityUser, { params: { userId: 'u1' }, auth: 'identity' });
    expect(asIdentity).toEqual(plain);
    expect(endpointQuery(EVENTS_ENDPOINTS.event, { params: { id: EVENT } }).queryKey).toEqual(
      queryKeyOf(EVENTS_ENDPOINTS.event, { params: { id: EVENT } }),
    );
    expect(queryKeyOf(EVENTS_ENDPOINTS.event, { params: { id: OTHER } })).not.toEqual(
      queryKeyOf(EVENTS_ENDPOINTS.event, { params: { id: EVENT } }),
    );
    expect(endpointKey(EVENTS_ENDPOINTS.event)).toEqual(['events', 'GET /api/classroom/events/:id']);
  });
});

describe('invalidation', () => {
  const event = queryKeyOf(EVENTS_ENDPOINTS.event, { params: { id: EVENT } });
  const otherEvent = queryKeyOf(EVENTS_ENDPOINTS.event, { params: { id: OTHER } });
  const sessions = queryKeyOf(EVENTS_ENDPOINTS.eventSessions, { params: { id: EVENT } });
  const learner = queryKeyOf(EVENTS_ENDPOINTS.learnerSessionStates, { query: { 'filters[eventId]': EVENT } });
  const venue = queryKeyOf(PLACES_ENDPOINTS.venue, { params: { id: EVENT } });

  it('by domain: every answer of the domain, none of another', async () => {
    const client = clientWith(event, otherEvent, sessions, learner, venue);
    await invalidateDomain(client, 'events');
    expect([event, otherEvent, sessions, learner].map((key) => isStale(client, key))).toEqual([true, true, true, true]);
    expect(isStale(client, venue)).toBe(false);
  });

  it('by endpoint: all its answers, or those whose call had the given parts', async () => {
    const client = clientWith(event, otherEvent, sessions);
    await invalidateEndpoint(client, EVENTS_ENDPOINTS.event, { params: { id: EVENT } });
    expect([event, otherEvent, sessions].map((key) => isStale(client, key))).toEqual([true, false, false]);
    await invalidateEndpoint(client, EVENTS_ENDPOINTS.event);
    expect([otherEvent, sessions].map((key) => isStale(client, key))).toEqual([true, false]);
  });

  it('removes a removed record’s answers only', () => {
    const client = clientWith(event, otherEvent, sessions);
    removeEndpointQueries(client, EVENTS_ENDPOINTS.event, { params: { id: EVENT } });
    expect(client.getQueryData(event)).toBeUndefined();
    expect(client.getQueryData(otherEvent)).toEqual({ at: 'first read' });
    expect(client.getQueryData(sessions)).toEqual({ at: 'first read' });
  });
});
