import { describe, expect, it } from 'vitest';
import { ENDPOINT_DOMAINS } from './endpoint.js';
import { ALL_ENDPOINTS, EVENTS_ENDPOINTS, PEOPLE_ENDPOINTS } from './endpoints/index.js';

describe('endpoint domains', () => {
  it('marks every endpoint with the domain whose group declares it', () => {
    const unmarked = ALL_ENDPOINTS.filter((endpoint) => !endpoint.domain).map(
      ({ method, path }) => `${method} ${path}`,
    );
    expect(unmarked).toEqual([]);
    for (const endpoint of ALL_ENDPOINTS) expect(ENDPOINT_DOMAINS).toContain(endpoint.domain);
    expect(EVENTS_ENDPOINTS.event.domain).toBe('events');
    expect(EVENTS_ENDPOINTS.calendarSessions.domain).toBe('events');
    expect(PEOPLE_ENDPOINTS.users.domain).toBe('people');
  });
});
