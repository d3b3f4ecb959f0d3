import { createFile, testPng } from '../../test/factories.js';
import type { Call, Case, CaseContext, RecordScope } from '../../test/record-scope/cases.js';
import { createScormContent, createScormModule, uploadScormZip } from '../../test/scorm-factories.js';
import { CONNECTOR_RECORD_SCOPE } from './connectors/connectors.record-scope.js';
import { PLAYER_RECORD_SCOPE } from './player/player.record-scope.js';

/**
 * Record-scope cases for SCORM modules (test support, docs/architecture.md "Record-scope
 * harness"): the module, the content, the uploaded zip, the image and the owner a call names must
 * be the caller's workspace's. Ids in a body that are not the caller's are refused as invalid
 * (400), as unknown ids are: the form shows the field's error.
 */

const INVALID_AS_UNKNOWN = 'another workspace’s id is refused as an invalid choice, as an unknown id is';

const details = { name: 'Module', labels: [], keywords: [] };

const moduleParam = (options: Parameters<typeof createScormModule>[2] = {}): Case => ({
  build: async ({ app, owner }) => ({ params: { id: (await createScormModule(app, owner.admin, options)).module.id } }),
});

/** The call `base` builds with its caller's own records, naming the owner's library image. */
const imageOfOwner = (base: (context: CaseContext) => Promise<Call>): Case => ({
  build: async (context) => {
    const call = await base(context);
    const image = await createFile(context.app, context.owner.admin, {
      body: await testPng(),
      name: 'cover.png',
      mimeType: 'image/png',
    });
    return { ...call, body: { ...(call.body as object), image: image.id } };
  },
  refusal: { status: 400, why: INVALID_AS_UNKNOWN },
});

const fixtures: RecordScope['fixtures'] = {
  scormModule: { cases: { 'params.id': moduleParam() } },
  module: { cases: { 'params.id': moduleParam() } },
  createScormModule: {
    cases: {
      'body.content': {
        build: async ({ app, owner }) => ({
          body: { ...details, content: (await uploadScormZip(app, owner.admin)).id },
        }),
        refusal: { status: 400, why: INVALID_AS_UNKNOWN },
      },
      'body.image': imageOfOwner(async ({ app, caller }) => ({
        body: { ...details, content: (await createScormContent(app, caller.admin)).id },
      })),
      'body.owner': {
        build: async ({ app, owner, caller }) => ({
          body: { ...details, content: (await createScormContent(app, caller.admin)).id, owner: owner.admin.user.id },
        }),
        refusal: { status: 400, why: 'a person of another workspace is refused as not a course creator of this one' },
      },
    },
  },
  updateScormModule: {
    cases: {
      'params.id': {
        build: async ({ app, owner, caller }) => ({
          params: { id: (await createScormModule(app, owner.admin)).module.id },
          body: { ...details, content: (await createScormContent(app, caller.admin)).id },
        }),
      },
      'body.content': {
        build: async ({ app, owner, caller }) => ({
          params: { id: (await createScormModule(app, caller.admin)).module.id },
          body: { ...details, content: (await createScormContent(app, owner.admin)).id },
        }),
        refusal: { status: 400, why: INVALID_AS_UNKNOWN },
      },
      'body.image': imageOfOwner(async ({ app, caller }) => {
        const { module, content } = await createScormModule(app, caller.admin);
        return { params: { id: module.id }, body: { ...details, content: content.id } };
      }),
    },
  },
  releaseScormModuleMajor: { cases: { 'params.id': moduleParam() } },
  releaseScormModuleMinor: { cases: { 'params.id': moduleParam({ released: true, changed: true }) } },
  deleteScormModule: { cases: { 'params.id': moduleParam() } },
  undeleteScormModule: { cases: { 'params.id': moduleParam({ deleted: true }) } },
  createModule: {
    cases: {
      'body.externalId': {
        build: async ({ app, owner }) => ({
          body: { name: 'Record', moduleType: 'scorm', externalId: (await createScormContent(app, owner.admin)).id },
        }),
        refusal: { status: 400, why: INVALID_AS_UNKNOWN },
      },
      'body.owner': {
        build: async ({ app, owner, caller }) => ({
          body: {
            name: 'Record',
            moduleType: 'scorm',
            externalId: (await createScormContent(app, caller.admin)).id,
            owner: owner.admin.user.id,
          },
        }),
        refusal: { status: 400, why: 'a person of another workspace is refused as not a course creator of this one' },
      },
    },
  },
  releaseModule: { cases: { 'params.id': moduleParam() } },
  updateModuleReference: {
    cases: {
      'params.id': {
        build: async ({ app, owner, caller }) => ({
          params: { id: (await createScormModule(app, owner.admin)).module.id },
          body: { name: 'Record', moduleType: 'scorm', externalId: (await createScormContent(app, caller.admin)).id },
        }),
      },
      'body.externalId': {
        build: async ({ app, owner, caller }) => ({
          params: { id: (await createScormModule(app, caller.admin)).module.id },
          body: { name: 'Record', moduleType: 'scorm', externalId: (await createScormContent(app, owner.admin)).id },
        }),
        refusal: { status: 400, why: INVALID_AS_UNKNOWN },
      },
    },
  },
};

export const recordScope: RecordScope = {
  fixtures: { ...fixtures, ...PLAYER_RECORD_SCOPE.fixtures, ...CONNECTOR_RECORD_SCOPE.fixtures },
  exempt: { ...PLAYER_RECORD_SCOPE.exempt, ...CONNECTOR_RECORD_SCOPE.exempt },
};
