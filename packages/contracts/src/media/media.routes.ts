import type { RouteDefinition } from '../routes/route-table.js';

/** Rows of the route table for the media library (setup). Gathered by routes/route-table.ts. */
export const MEDIA_ROUTES: readonly RouteDefinition[] = [
  { path: '/setup/media-library', rule: 'mediaLibrary', name: 'media-library-list', allowedFor: 'setup' },
  { path: '/setup/media-library/edit/:id', rule: 'mediaLibrary', allowedFor: 'setup' },
];
