import { PATHS } from '../../../lib/navigation/paths';
import type { CourseAddStep, CourseEditStep } from './forms/courseForm';

const withCourse = (path: string, id: string) => path.replace(':courseId', encodeURIComponent(id));

/** Course building's addresses with their ids and steps filled in (the step is the wizard's address plus its name, decision 0013). */
export const coursePaths = {
  list: PATHS.catalogueCourses,
  add: (step?: CourseAddStep) => (step ? `${PATHS.courseAdd}/${step}` : PATHS.courseAdd),
  edit: (id: string, step?: CourseEditStep) =>
    step ? `${withCourse(PATHS.courseEdit, id)}/${step}` : withCourse(PATHS.courseEdit, id),
  /** The course admin view (02 §2, admin or manager), another slice's screen: linked, not built here. */
  adminView: (id: string) => `/catalogue/courses/${encodeURIComponent(id)}/show/admin`,
  /** The catalogue item edit (02 §2, LXA on LMS), another slice's screen: linked, not built here. */
  itemEdit: (item: { courseId: string; catalogItemId: string; versionId: string }) =>
    `/catalogue/courses/${[item.courseId, item.catalogItemId, item.versionId].map(encodeURIComponent).join('/')}/edit`,
};
