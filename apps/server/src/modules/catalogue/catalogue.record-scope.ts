import type { RecordScope } from '../../test/record-scope/cases.js';
import { COURSES_RECORD_SCOPE } from './courses/courses.record-scope.js';

/** The catalogue's record-scope cases (test support): course building's, in courses/. */
export const recordScope: RecordScope = {
  fixtures: { ...COURSES_RECORD_SCOPE.fixtures },
  exempt: { ...COURSES_RECORD_SCOPE.exempt },
};
