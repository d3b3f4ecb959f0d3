import { createFile, createMediaItem } from '../../test/factories.js';
import type { RecordScope } from '../../test/record-scope/cases.js';

/**
 * Record-scope cases for media (test support, docs/architecture.md "Record-scope harness"): the
 * file or library item named, and every file a body names, must be the caller's customer's (files:
 * the caller's workspace's).
 */

const exempt: RecordScope['exempt'] = {
  fileImage: 'public by design: images are addressed by their unguessable id so <img> tags load them (01 §7)',
};

const fixtures: RecordScope['fixtures'] = {
  completeUpload: {
    cases: {
      'params.id': { build: async ({ app, owner }) => ({ params: { id: (await createFile(app, owner.admin)).id } }) },
    },
    learnerMay: 'a workspace’s files are shared by its people (files are scoped by workspace)',
  },
  file: {
    cases: {
      'params.id': { build: async ({ app, owner }) => ({ params: { id: (await createFile(app, owner.admin)).id } }) },
    },
    learnerMay: 'a workspace’s files are shared by its people (files are scoped by workspace)',
  },
  mediaList: {
    cases: {
      'query.customerId': { build: async ({ owner }) => ({ query: { customerId: owner.customer.id } }) },
    },
  },
  mediaItem: {
    cases: {
      'params.id': {
        build: async ({ app, owner }) => ({ params: { id: (await createMediaItem(app, owner.admin)).id } }),
      },
    },
  },
  createMedia: {
    cases: {
      'body.files': {
        build: async ({ app, owner }) => ({ body: { files: [{ fileId: (await createFile(app, owner.admin)).id }] } }),
      },
    },
  },
  updateMedia: {
    cases: {
      'body.id': {
        build: async ({ app, owner }) => ({
          body: {
            id: (await createMediaItem(app, owner.admin)).id,
            title: 'Renamed',
            description: '',
            alt: 'A described image',
            isPrivate: false,
          },
        }),
      },
    },
  },
  deleteMediaItem: {
    cases: {
      'params.id': {
        build: async ({ app, owner }) => ({ params: { id: (await createMediaItem(app, owner.admin)).id } }),
      },
    },
  },
  deleteMedia: {
    cases: {
      'body.files': {
        build: async ({ app, owner }) => ({ body: { files: [(await createMediaItem(app, owner.admin)).id] } }),
      },
    },
  },
};

export const recordScope: RecordScope = { fixtures, exempt };
