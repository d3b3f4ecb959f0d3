import { describe, expect, it } from 'vitest';
import type { ActiveRelations, VenueStatus } from '@campus/contracts';
import { roomActions, venueActions, type Place } from './venues.policy.js';

const WS = '00000000-0000-4000-8000-000000000001';
const manager = { roles: ['infrastructure_manager'] as const, workspaceId: WS };
const none: ActiveRelations = { event: [], session: [] };
const event = { id: '00000000-0000-4000-8000-000000000002', name: 'Course' };
const session = { ...event, eventId: event.id, fromDate: '2026-12-01T09:00:00.000Z' };
const place = (status: VenueStatus, activeRelations = none, workspaceId = WS): Place => ({
  status,
  activeRelations,
  workspaceId,
});

describe('venue and room actions (03 §4)', () => {
  it('lets the owning workspace’s infrastructure manager act on an unused draft', () => {
    expect(venueActions(manager, place('draft'), false)).toEqual({
      edit: true,
      activate: true,
      revertToDraft: false,
      archive: true,
      restore: false,
      remove: true,
      addRoom: true,
    });
  });

  it('allows nothing to other roles or other workspaces', () => {
    const coordinator = { roles: ['event_coordinator'] as const, workspaceId: WS };
    expect(Object.values(venueActions(coordinator, place('draft'), false)).some(Boolean)).toBe(false);
    const shared = place('draft', none, '00000000-0000-4000-8000-000000000009');
    expect(Object.values(roomActions(manager, shared, false)).some(Boolean)).toBe(false);
  });

  it('blocks editing with active relations or in the archive; removal while events use it', () => {
    expect(venueActions(manager, place('active', { event: [event], session: [] }), true)).toMatchObject({
      edit: false,
      revertToDraft: true,
      archive: false,
      remove: false,
    });
    expect(venueActions(manager, place('archived'), false)).toMatchObject({
      edit: false,
      restore: true,
      addRoom: false,
    });
  });

  it('keeps a venue active while an active session uses it, and a room while an event does', () => {
    const busy = { event: [event], session: [session] };
    expect(venueActions(manager, place('active', busy), true).revertToDraft).toBe(false);
    expect(roomActions(manager, place('active', { event: [event], session: [] }), true).revertToDraft).toBe(false);
    expect(roomActions(manager, place('active'), false).revertToDraft).toBe(true);
  });
});
