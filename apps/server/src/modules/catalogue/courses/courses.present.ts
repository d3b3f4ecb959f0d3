import type { Course, CourseListItem, CourseRelease } from '@campus/contracts';
import { externalModulesData, treeOf } from './course-tree.js';
import type { CourseListRow, CourseVersionWithReleaser, CourseWithOwner } from './courses.repository.js';

/** One release as the screens show it (02 §3 versions). */
export function presentRelease(version: CourseVersionWithReleaser): CourseRelease {
  return {
    versionId: version.id,
    major: version.major,
    minor: version.minor,
    version: `${version.major}.${version.minor}`,
    releaseDate: version.releasedAt.toISOString(),
    releaseNotes: version.releaseNotes ?? '',
    userName: version.releasedByName,
    contentTree: treeOf(version.contentTree),
  };
}

/** Releases grouped as majors, each with its minors (oldest first). */
export function majorsOf(versions: readonly CourseVersionWithReleaser[]) {
  const majors = new Map<number, CourseRelease & { minors: CourseRelease[] }>();
  for (const version of versions) {
    const release = presentRelease(version);
    const major = majors.get(version.major);
    if (!major) majors.set(version.major, { ...release, minors: [] });
    else major.minors.push(release);
  }
  return [...majors.values()];
}

/** A course (02 §3 Course) with its releases and the catalogue item offering it in its workspace. */
export function presentCourse(
  course: CourseWithOwner,
  versions: readonly CourseVersionWithReleaser[],
  item: { id: string; versionId: string } | null,
): Course {
  const latest = versions.at(-1) ?? null;
  const tree = treeOf(course.contentTree);
  return {
    id: course.id,
    owner: { id: course.ownerId, name: course.ownerName },
    ownerCustomerId: course.customerId,
    workspaceId: course.workspaceId,
    name: course.name,
    description: course.description,
    duration: course.duration,
    file: course.fileId,
    labels: course.labels,
    contentTree: tree,
    sequence: course.sequence,
    versions: majorsOf(versions),
    draft: course.draft,
    releaseNotes: latest?.releaseNotes ?? null,
    instantOffer: item !== null && latest !== null && item.versionId === latest.id,
    catalogItemId: item?.id ?? null,
    catalogItemVersionId: item?.versionId ?? null,
    externalModulesData: externalModulesData(tree),
    files: course.files.map(({ name, url, size }) => ({ name, url, size })),
    urls: course.urls,
    archived: course.archivedAt !== null,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  };
}

/** 02 §3 Course list item. */
export function presentListItem(row: CourseListRow): CourseListItem {
  return {
    id: row.id,
    courseId: row.id,
    name: row.name,
    status: row.versionId ? 'released' : 'draft',
    type: 'course',
    labels: row.labels,
    draft: row.draft,
    file: row.fileId,
    majorVersion: row.major,
    minorVersion: row.minor,
    versionId: row.versionId,
    catalogItemId: row.catalogItemId,
    ownerName: row.ownerName,
    updatedAt: row.updatedAt.toISOString(),
  };
}
