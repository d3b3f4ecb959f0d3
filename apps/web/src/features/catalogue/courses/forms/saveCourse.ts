import type { Course } from '@campus/contracts';
import {
  createCourse,
  releaseCourseMajor,
  releaseCourseMinor,
  updateCourseDetails,
  updateCourseFile,
} from '../api/coursesApi';
import { courseBody, hasModule, latestRelease, type CourseFormValues } from './courseForm';

/** What a save did: the course as it now stands and the release that followed, if any. */
export interface CourseSaveOutcome {
  course: Course;
  release: { state: 'none' } | { state: 'released'; version: string } | { state: 'failed'; error: unknown };
}

const versionOf = (course: Course) => {
  const latest = latestRelease(course);
  return latest ? `${latest.major}.${latest.minor}` : '';
};

/** Creates the course (POST /v2/courses with its image). */
export async function saveNewCourse(values: CourseFormValues): Promise<CourseSaveOutcome> {
  const course = await createCourse({ ...courseBody(values), file: values.file });
  return { course, release: { state: 'none' } };
}

/**
 * Saves the details (updateDetails, and updateFile when the image changed), then 02 §4 "After an
 * edit: if versions exist, a minor release is made (release notes 'Content updated', 'Content
 * added' or 'Content removed': the server writes them); otherwise a course containing scorm or
 * event modules gets a major release (with instantOffer); otherwise the course is only reloaded."
 * A refused release leaves the saved details saved.
 */
export async function saveCourse(course: Course, values: CourseFormValues): Promise<CourseSaveOutcome> {
  let saved = await updateCourseDetails(course.id, courseBody(values));
  if (values.file !== course.file) saved = await updateCourseFile(course.id, values.file);
  try {
    if (saved.versions.length > 0) saved = await releaseCourseMinor(saved.id);
    else if (hasModule(saved.contentTree))
      saved = await releaseCourseMajor(saved.id, { releaseNotes: '', instantOffer: true });
    else return { course: saved, release: { state: 'none' } };
  } catch (error) {
    return { course: saved, release: { state: 'failed', error } };
  }
  return { course: saved, release: { state: 'released', version: versionOf(saved) } };
}
