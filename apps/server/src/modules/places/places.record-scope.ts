import { createMediaItem, unique } from '../../test/factories.js';
import { createRoom, createVenue } from '../../test/classroom-factories.js';
import type { CaseContext, Fixture, RecordScope } from '../../test/record-scope/cases.js';

/**
 * Record-scope cases for places (test support, docs/architecture.md "Record-scope harness"): the
 * venue or room named, and the files and workspaces a body names, must be the caller's customer's.
 */

const venueOfOwner: Fixture = {
  cases: {
    'params.id': { build: async ({ db, owner }) => ({ params: { id: (await createVenue(db, owner.workspace)).id } }) },
  },
};
const roomOfOwner: Fixture = {
  cases: {
    'params.id': {
      build: async ({ db, owner }) => ({
        params: { id: (await createRoom(db, await createVenue(db, owner.workspace))).id },
      }),
    },
  },
};
const FOREIGN_FILE = 'another customer’s file is refused as a field error on files';
const FOREIGN_WORKSPACE = 'another customer’s workspace is refused as a field error on sharingWorkspaces';
const placeReferences = (body: (context: CaseContext) => Promise<Record<string, unknown>>): Fixture['cases'] => ({
  'body.files': {
    build: async (context) => ({
      body: {
        ...(await body(context)),
        // A public image of the library: what a venue (images) and a room (any item) both accept.
        files: [{ fileId: (await createMediaItem(context.app, context.owner.admin)).id }],
      },
    }),
    refusal: { status: 400, why: FOREIGN_FILE },
  },
  'body.sharingWorkspaces': {
    build: async (context) => ({
      body: { ...(await body(context)), sharingWorkspaces: [context.owner.workspace.id] },
    }),
    refusal: { status: 400, why: FOREIGN_WORKSPACE },
  },
});
const fixtures: RecordScope['fixtures'] = {
  venue: venueOfOwner,
  archiveVenue: venueOfOwner,
  restoreVenue: venueOfOwner,
  removeVenue: venueOfOwner,
  createVenue: { cases: placeReferences(async () => ({ name: unique('Venue') })) },
  updateVenue: {
    cases: {
      'body.id': {
        build: async ({ db, owner }) => ({
          body: { id: (await createVenue(db, owner.workspace)).id, name: unique('Venue') },
        }),
      },
      ...placeReferences(async ({ db, caller }) => ({ id: (await createVenue(db, caller.workspace)).id })),
    },
  },
  room: roomOfOwner,
  archiveRoom: roomOfOwner,
  restoreRoom: roomOfOwner,
  removeRoom: roomOfOwner,
  createRoom: {
    cases: {
      'body.venueId': {
        build: async ({ db, owner }) => ({
          body: { venueId: (await createVenue(db, owner.workspace)).id, name: unique('Room'), capacity: 8 },
        }),
      },
      ...placeReferences(async ({ db, caller }) => ({
        venueId: (await createVenue(db, caller.workspace)).id,
        name: unique('Room'),
        capacity: 8,
      })),
    },
  },
  updateRoom: {
    cases: {
      'body.id': {
        build: async ({ db, owner }) => ({
          body: { id: (await createRoom(db, await createVenue(db, owner.workspace))).id, capacity: 9 },
        }),
      },
      ...placeReferences(async ({ db, caller }) => ({
        id: (await createRoom(db, await createVenue(db, caller.workspace))).id,
      })),
    },
  },
  rooms: {
    cases: {
      'query.filters[venueIds]': {
        build: async ({ db, owner }) => ({
          query: { 'filters[venueIds]': (await createVenue(db, owner.workspace)).id },
        }),
        refusal: {
          status: 200,
          body: { data: [] },
          why: 'a list filter: another customer’s venue matches none of the caller’s rooms',
        },
      },
    },
  },
};

export const recordScope: RecordScope = { fixtures };
