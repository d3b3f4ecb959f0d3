import type { Case, CaseContext, RecordScope } from '../../../test/record-scope/cases.js';
import type { Tenant } from '../../../test/record-scope/world.js';
import { createDraftCourse } from '../../../test/course-factories.js';
import { createFile, testPng } from '../../../test/factories.js';
import { createScormContent, createScormModule } from '../../../test/scorm-player-factories.js';

/**
 * Record-scope cases for course building (test support, docs/architecture.md "Record-scope
 * harness"): the course a call names must be of the caller's workspace; a node, module, version
 * or image of another workspace named in the caller's own course is not found (404) or refused as
 * a field (400).
 */

const courseOf = ({ db }: CaseContext, tenant: Tenant, released = false) =>
  createDraftCourse(db, tenant.workspace, { released });

/** The course named by `params.id`: another workspace's is not found. */
const courseParam = (body?: unknown): Case => ({
  build: async (context) => ({
    params: { id: (await courseOf(context, context.owner)).course.id },
    ...(body === undefined ? {} : { body }),
  }),
});

/** A node named in the caller's own course: another course's node is not in it (404). */
const nodeParam = (name: 'nodeId' | 'moduleId', node: 'first' | 'group' | 'note', body?: unknown): Case => ({
  build: async (context) => {
    const own = await courseOf(context, context.caller);
    const owners = context.owner === context.caller ? own : await courseOf(context, context.owner);
    return {
      params: { id: own.course.id, [name]: owners.nodes[node].id },
      ...(body === undefined ? {} : { body }),
    };
  },
});

/** `body.previousId` naming a node: another course's is not in the caller's (404). */
const previousNode = (body: (own: Awaited<ReturnType<typeof courseOf>>) => object): Case => ({
  build: async (context) => {
    const own = await courseOf(context, context.caller);
    const owners = context.owner === context.caller ? own : await courseOf(context, context.owner);
    return { params: { id: own.course.id }, body: { ...body(own), previousId: owners.nodes.second.id } };
  },
});

async function releasedModuleOf({ db, app }: CaseContext, tenant: Tenant) {
  const content = await createScormContent(db, app.services.storage, tenant.workspace);
  const { module, version } = await createScormModule(db, tenant.workspace, content.id);
  return { moduleId: module.id, versionId: version!.id };
}

const imageOf = async ({ app }: CaseContext, tenant: Tenant) =>
  createFile(app, tenant.admin, { body: await testPng(), name: 'cover.png', mimeType: 'image/png' });

const MODULE_REFUSAL = {
  status: 400,
  why: 'a module of another workspace is refused as a field of the form, as an unknown module is: nothing of it is read',
};

const fixtures: RecordScope['fixtures'] = {
  createCourse: {
    cases: {
      'body.file': {
        build: async ({ app, owner }) => {
          const image = await createFile(app, owner.admin, {
            body: await testPng(),
            name: 'cover.png',
            mimeType: 'image/png',
          });
          return { body: { name: 'Course', file: image.id } };
        },
        refusal: {
          status: 400,
          why: 'another workspace’s image is refused as a field of the form, as an unknown file is',
        },
      },
    },
  },
  course: {
    cases: {
      'params.id': courseParam(),
      'query.workspaceId': {
        build: async (context) => ({
          params: { id: (await courseOf(context, context.caller)).course.id },
          query: { workspaceId: context.owner.workspace.id },
        }),
      },
    },
  },
  updateCourseDetails: { cases: { 'params.id': courseParam({ name: 'Renamed' }) } },
  updateCourseFile: {
    cases: {
      'params.id': {
        build: async (context) => ({
          params: { id: (await courseOf(context, context.owner)).course.id },
          body: { file: (await imageOf(context, context.caller)).id },
        }),
      },
      'body.file': {
        build: async (context) => ({
          params: { id: (await courseOf(context, context.caller)).course.id },
          body: { file: (await imageOf(context, context.owner)).id },
        }),
        refusal: {
          status: 400,
          why: 'another workspace’s image is refused as a field of the form, as an unknown file is',
        },
      },
    },
  },
  courseHistory: { cases: { 'params.id': courseParam() } },
  courseVersion: {
    cases: {
      'params.courseId': {
        build: async (context) => {
          const owners = await courseOf(context, context.owner, true);
          return { params: { courseId: owners.course.id, versionId: owners.versionId } };
        },
      },
      'params.versionId': {
        build: async (context) => {
          const own = await courseOf(context, context.caller, true);
          const owners = context.owner === context.caller ? own : await courseOf(context, context.owner, true);
          return { params: { courseId: own.course.id, versionId: owners.versionId } };
        },
      },
    },
  },
  addCourseModule: {
    cases: {
      'params.id': {
        build: async (context) => ({
          params: { id: (await courseOf(context, context.owner)).course.id },
          body: { name: 'Lesson', moduleId: (await releasedModuleOf(context, context.caller)).moduleId },
        }),
      },
      'body.moduleId': {
        build: async (context) => ({
          params: { id: (await courseOf(context, context.caller)).course.id },
          body: { name: 'Lesson', moduleId: (await releasedModuleOf(context, context.owner)).moduleId },
        }),
        refusal: MODULE_REFUSAL,
      },
      'body.versionId': {
        build: async (context) => {
          const own = await releasedModuleOf(context, context.caller);
          const owners = context.owner === context.caller ? own : await releasedModuleOf(context, context.owner);
          return {
            params: { id: (await courseOf(context, context.caller)).course.id },
            body: { name: 'Lesson', moduleId: own.moduleId, versionId: owners.versionId },
          };
        },
        refusal: MODULE_REFUSAL,
      },
      'body.previousId': {
        build: async (context) => {
          const { moduleId } = await releasedModuleOf(context, context.caller);
          return previousNode(() => ({ name: 'Lesson', moduleId })).build(context);
        },
      },
    },
  },
  addCourseNote: {
    cases: {
      'params.id': courseParam({ description: 'A note' }),
      'body.previousId': previousNode(() => ({ description: 'A note' })),
    },
  },
  addCourseGroup: {
    cases: {
      'params.id': courseParam({ name: 'Part' }),
      'body.previousId': previousNode(() => ({ name: 'Part' })),
    },
  },
  updateCourseModule: {
    cases: {
      'params.id': {
        build: async (context) => {
          const owners = await courseOf(context, context.owner);
          return { params: { id: owners.course.id, nodeId: owners.nodes.first.id }, body: { name: 'Renamed' } };
        },
      },
      'params.nodeId': nodeParam('nodeId', 'first', { name: 'Renamed' }),
    },
  },
  updateCourseModuleRequired: {
    cases: {
      'params.id': {
        build: async (context) => {
          const owners = await courseOf(context, context.owner);
          return { params: { id: owners.course.id, nodeId: owners.nodes.first.id }, body: { required: false } };
        },
      },
      'params.nodeId': nodeParam('nodeId', 'first', { required: false }),
    },
  },
  updateCourseNote: {
    cases: {
      'params.id': {
        build: async (context) => {
          const owners = await courseOf(context, context.owner);
          return { params: { id: owners.course.id, moduleId: owners.nodes.note.id }, body: { description: 'New' } };
        },
      },
      'params.moduleId': nodeParam('moduleId', 'note', { description: 'New' }),
    },
  },
  updateCourseGroup: {
    cases: {
      'params.id': {
        build: async (context) => {
          const owners = await courseOf(context, context.owner);
          return { params: { id: owners.course.id, nodeId: owners.nodes.group.id }, body: { name: 'Part' } };
        },
      },
      'params.nodeId': nodeParam('nodeId', 'group', { name: 'Part' }),
    },
  },
  removeCourseNode: {
    cases: {
      'params.id': {
        build: async (context) => {
          const owners = await courseOf(context, context.owner);
          return { params: { id: owners.course.id, moduleId: owners.nodes.note.id } };
        },
      },
      'params.moduleId': nodeParam('moduleId', 'note'),
    },
  },
  reorderCourseNode: {
    cases: {
      'params.id': {
        build: async (context) => {
          const owners = await courseOf(context, context.owner);
          return { params: { id: owners.course.id }, body: { nodeId: owners.nodes.note.id } };
        },
      },
      'body.nodeId': {
        build: async (context) => {
          const own = await courseOf(context, context.caller);
          const owners = context.owner === context.caller ? own : await courseOf(context, context.owner);
          return { params: { id: own.course.id }, body: { nodeId: owners.nodes.note.id } };
        },
      },
      'body.previousId': previousNode((own) => ({ nodeId: own.nodes.first.id })),
    },
  },
  bulkAddCourseFiles: {
    cases: {
      'params.id': {
        build: async (context) => {
          const file = await createFile(context.app, context.caller.admin);
          return {
            params: { id: (await courseOf(context, context.owner)).course.id },
            body: { files: [{ name: 'Guide', url: `/api/file-storage/files/${file.id}`, size: 1 }] },
          };
        },
      },
    },
  },
  removeCourseFile: {
    cases: {
      'params.id': {
        build: async (context) => {
          const file = await createFile(context.app, context.owner.admin);
          const url = `/api/file-storage/files/${file.id}`;
          const { course } = await createDraftCourse(context.db, context.owner.workspace, {
            files: [{ name: 'Guide', url, size: 1, fileId: file.id }],
          });
          return { params: { id: course.id }, body: { url } };
        },
      },
    },
  },
  setCourseUrls: { cases: { 'params.id': courseParam({ urls: ['https://example.test/'] }) } },
  cloneCourse: { cases: { 'params.id': courseParam() } },
  archiveCourse: { cases: { 'params.id': courseParam() } },
  releaseCourseMajor: { cases: { 'params.id': courseParam({}) } },
  releaseCourseMinor: {
    cases: {
      'params.id': {
        build: async (context) => ({
          params: { id: (await courseOf(context, context.owner, true)).course.id },
          body: {},
        }),
      },
    },
  },
};

/** Course building's id-taking calls, merged into the catalogue's record scope by catalogue.record-scope.ts. */
export const COURSES_RECORD_SCOPE: RecordScope = { fixtures };
