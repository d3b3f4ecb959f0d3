import type { Course, CourseRelease } from '@campus/contracts';

/** The release the catalogue item offers, else the latest one; null before the first release. */
export function offeredVersion(course: Course): CourseRelease | null {
  const releases = course.versions.flatMap((major) => [major, ...major.minors]);
  const offered = releases.find((release) => release.versionId === course.catalogItemVersionId);
  if (offered) return offered;
  return releases.reduce<CourseRelease | null>(
    (latest, release) =>
      !latest || release.major > latest.major || (release.major === latest.major && release.minor > latest.minor)
        ? release
        : latest,
    null,
  );
}

/** A course description (sanitised rich text, 01 §5) as plain text for a summary. */
export function plainText(html: string | null): string {
  if (!html) return '';
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
