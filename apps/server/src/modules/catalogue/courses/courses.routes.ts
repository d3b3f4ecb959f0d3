import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_ENDPOINTS as ENDPOINTS } from '@campus/contracts';
import { route } from '../../../lib/route.js';
import type { FilesService } from '../../media/index.js';
import type { CoursesService } from './courses.service.js';

/** Course building's calls (02 §7 "Courses"): courses, the draft content tree, releases and history. */
export const coursesRoutes =
  (courses: CoursesService, files: FilesService): FastifyPluginAsyncZod =>
  async (app) => {
    const audit = { audit: { entity: 'course' } } as const;

    route(app, ENDPOINTS.courses, {}, (request) => courses.list(request.scope, request.query));
    route(app, ENDPOINTS.courseLabels, {}, (request) => courses.labels(request.scope));
    route(app, ENDPOINTS.latestReleasedCourses, {}, (request) => courses.latestReleased(request.scope, request.query));
    route(app, ENDPOINTS.course, {}, (request) =>
      courses.show(request.scope, request.params.id, request.query.workspaceId),
    );
    route(app, ENDPOINTS.courseHistory, {}, (request) => courses.history(request.scope, request.params.id));
    route(app, ENDPOINTS.courseVersion, {}, (request) =>
      courses.version(request.scope, request.params.courseId, request.params.versionId),
    );

    route(app, ENDPOINTS.createCourse, audit, async (request, reply) => {
      reply.code(201);
      return courses.create(request.scope, request.body);
    });
    route(app, ENDPOINTS.updateCourseDetails, audit, (request) =>
      courses.updateDetails(request.scope, request.params.id, request.body),
    );

    route(app, ENDPOINTS.updateCourseFile, audit, (request) =>
      courses.updateFile(request.scope, request.params.id, request.body.file),
    );

    route(app, ENDPOINTS.presignCourseFile, { audit: { entity: 'file' } }, (request) =>
      files.presign(request.scope, request.body),
    );
    route(app, ENDPOINTS.bulkAddCourseFiles, audit, (request) =>
      courses.addFiles(request.scope, request.params.id, request.body),
    );
    route(app, ENDPOINTS.removeCourseFile, audit, (request) =>
      courses.removeFile(request.scope, request.params.id, request.body.url),
    );
    route(app, ENDPOINTS.setCourseUrls, audit, (request) =>
      courses.setUrls(request.scope, request.params.id, request.body.urls),
    );

    route(app, ENDPOINTS.addCourseModule, audit, (request) =>
      courses.addModule(request.scope, request.params.id, request.body),
    );
    route(app, ENDPOINTS.addCourseNote, audit, (request) =>
      courses.addNote(request.scope, request.params.id, request.body),
    );
    route(app, ENDPOINTS.addCourseGroup, audit, (request) =>
      courses.addGroup(request.scope, request.params.id, request.body),
    );
    route(app, ENDPOINTS.updateCourseModule, audit, (request) =>
      courses.updateModule(request.scope, request.params.id, request.params.nodeId, request.body),
    );
    route(app, ENDPOINTS.updateCourseModuleRequired, audit, (request) =>
      courses.updateModuleRequired(request.scope, request.params.id, request.params.nodeId, request.body),
    );
    route(app, ENDPOINTS.updateCourseNote, audit, (request) =>
      courses.updateNote(request.scope, request.params.id, request.params.moduleId, request.body),
    );
    route(app, ENDPOINTS.updateCourseGroup, audit, (request) =>
      courses.updateGroup(request.scope, request.params.id, request.params.nodeId, request.body),
    );
    route(app, ENDPOINTS.removeCourseNode, audit, (request) =>
      courses.remove(request.scope, request.params.id, request.params.moduleId, request.body),
    );
    route(app, ENDPOINTS.reorderCourseNode, audit, (request) =>
      courses.reorder(request.scope, request.params.id, request.body),
    );

    route(app, ENDPOINTS.cloneCourse, audit, async (request, reply) => {
      reply.code(201);
      return courses.clone(request.scope, request.params.id);
    });
    route(app, ENDPOINTS.archiveCourse, audit, (request) => courses.archive(request.scope, request.params.id));

    route(app, ENDPOINTS.releaseCourseMajor, audit, (request) =>
      courses.releaseMajor(request.scope, request.params.id, request.body),
    );
    route(app, ENDPOINTS.releaseCourseMinor, audit, (request) =>
      courses.releaseMinor(request.scope, request.params.id, request.body),
    );
  };
