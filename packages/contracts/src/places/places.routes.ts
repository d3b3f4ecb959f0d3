import type { RouteDefinition } from '../routes/route-table.js';

/** Rows of the route table for venues and rooms (setup). Gathered by routes/route-table.ts. */
export const PLACES_ROUTES: readonly RouteDefinition[] = [
  { path: '/setup/venues', rule: 'venues', allowedFor: 'setup' },
  { path: '/setup/venues/add', rule: 'venueEdit', allowedFor: 'setup' },
  { path: '/setup/venues/:id/show', rule: 'venues', allowedFor: 'setup' },
  { path: '/setup/venues/:id/edit', rule: 'venueEdit', allowedFor: 'setup' },
  { path: '/setup/venues/:venueId/rooms/add', rule: 'venueEdit', allowedFor: 'setup' },
  { path: '/setup/venues/:venueId/rooms/:roomId/show', rule: 'roomShow', allowedFor: 'setup' },
  { path: '/setup/venues/:venueId/rooms/:roomId/edit', rule: 'venueEdit', allowedFor: 'setup' },
];
