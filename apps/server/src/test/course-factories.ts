import crypto from 'node:crypto';
import type { CourseNode } from '@campus/contracts';
import type { Queryable } from '../db/client.js';
import { courses, courseVersions } from '../db/schema/index.js';
import { unique, type Workspace } from './factories.js';

/**
 * Courses for tests that need one without building it through the API (record-scope cases): a
 * draft course whose tree holds two named module nodes, a group and a note (ids in `nodes`), and
 * with `released` a 1.0 version of that tree; `files` are its attachments.
 */
export async function createDraftCourse(
  db: Queryable,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  options: { released?: boolean; files?: { name: string; url: string; size: number; fileId: string }[] } = {},
) {
  const module = (name: string): CourseNode => ({
    id: crypto.randomUUID(),
    name,
    type: 'module',
    subType: 'scorm',
    moduleId: crypto.randomUUID(),
    required: true,
  });
  const first = module('First');
  const second = module('Second');
  const group: CourseNode = { id: crypto.randomUUID(), name: 'Group', type: 'group', nodes: [] };
  const note: CourseNode = { id: crypto.randomUUID(), name: 'Note', type: 'note', description: '<p>Note</p>' };
  const contentTree = [first, second, group, note];
  const [course] = await db
    .insert(courses)
    .values({
      customerId: workspace.customerId,
      workspaceId: workspace.id,
      name: unique('Course'),
      contentTree,
      files: options.files ?? [],
    })
    .returning();
  if (!course) throw new Error('course not recorded');
  let versionId: string | null = null;
  if (options.released) {
    const [version] = await db
      .insert(courseVersions)
      .values({ customerId: workspace.customerId, courseId: course.id, major: 1, minor: 0, contentTree })
      .returning();
    versionId = version!.id;
  }
  return { course, versionId, nodes: { first, second, group, note } };
}
