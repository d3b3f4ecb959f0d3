import type { Course, CourseNode } from '@campus/contracts';

/** The course wizards' steps (01 §2, 02 §2). Add: details only, then the edit wizard opens (02 §2 "Navigation after actions"). */
export const COURSE_ADD_STEPS = ['details'] as const;
/**
 * The edit wizard's steps: the spec's named steps whose calls exist so far (enrolment and
 * certificate settings, feedback and notifications are left out until their calls exist).
 */
export const COURSE_EDIT_STEPS = ['details', 'modules', 'attachments', 'links', 'versions'] as const;
export type CourseAddStep = (typeof COURSE_ADD_STEPS)[number];
export type CourseEditStep = (typeof COURSE_EDIT_STEPS)[number];

/** The details step's fields (02 §3 Course: name, description, duration HH:MM, labels, image). */
export interface CourseFormValues {
  name: string;
  description: string;
  /** HH:MM as typed; '' for none. */
  duration: string;
  labels: string[];
  /** A media library image (its file id), or null. */
  file: string | null;
}

export const newCourseValues = (): CourseFormValues => ({
  name: '',
  description: '',
  duration: '',
  labels: [],
  file: null,
});

export const courseValues = (course: Course): CourseFormValues => ({
  name: course.name,
  description: course.description ?? '',
  duration: course.duration ? course.duration.slice(0, 5) : '',
  labels: [...course.labels],
  file: course.file,
});

/** 02 §3 "duration (HH:MM, sent with seconds appended as HH:MM:SS when 5 characters)". */
export function durationForServer(typed: string): string | null {
  const duration = typed.trim();
  if (duration === '') return null;
  return duration.length === 5 ? `${duration}:00` : duration;
}

/** The body of POST /v2/courses and updateDetails (the image travels in the first, or updateFile). */
export const courseBody = (values: CourseFormValues) => ({
  name: values.name.trim(),
  description: values.description.trim() === '' ? null : values.description,
  duration: durationForServer(values.duration),
  labels: values.labels,
});

/** The details step's own checks (the server checks again). */
export function detailsErrors(
  values: CourseFormValues,
): Partial<Record<keyof CourseFormValues, 'nameRequired' | 'durationInvalid'>> {
  const errors: Partial<Record<keyof CourseFormValues, 'nameRequired' | 'durationInvalid'>> = {};
  if (values.name.trim() === '') errors.name = 'nameRequired';
  const duration = values.duration.trim();
  if (duration !== '' && !/^\d{2}:[0-5]\d$/.test(duration)) errors.duration = 'durationInvalid';
  return errors;
}

/** The newest release as major.minor, or null before the first. */
export function latestRelease(course: Pick<Course, 'versions'>): { major: number; minor: number } | null {
  let latest: { major: number; minor: number } | null = null;
  for (const major of course.versions) {
    for (const release of [major, ...major.minors]) {
      if (
        latest === null ||
        release.major > latest.major ||
        (release.major === latest.major && release.minor > latest.minor)
      )
        latest = { major: release.major, minor: release.minor };
    }
  }
  return latest;
}

/** Whether the tree holds a module (SCORM or event): a course without one cannot be released (02 §4). */
export const hasModule = (nodes: readonly CourseNode[]): boolean =>
  nodes.some((node) => node.type === 'module' || hasModule(node.nodes ?? []));
