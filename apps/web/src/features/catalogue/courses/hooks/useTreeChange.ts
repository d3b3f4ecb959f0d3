import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_ENDPOINTS, COURSE_ERRORS, type Course } from '@campus/contracts';
import { isApiError } from '../../../../lib/api/ApiError';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { invalidateEndpoint } from '../../../../lib/api/queryKeys';
import { toast } from '../../../../ui/toast';
import { courseQuery } from '../api/coursesApi';

export interface TreeChange {
  run: () => Promise<Course>;
  /** The spec's success toast (02 §8), when it has one. */
  success?: string;
  /** Said after it (the live region), e.g. where a moved node now stands. */
  announce?: (course: Course) => string | null;
  /** Runs as the course is replaced (the focus follows a moved node once it is shown). */
  after?: (course: Course) => void;
}

/**
 * One change of the draft content tree: the answer (the course with its new tree and sequence)
 * replaces the cached course; a refusal is toasted with the server's words ('moduleNotMoved',
 * 02 §4) and, when someone else changed the tree meanwhile, the course is read again.
 */
export function useTreeChange(courseId: string, onAnnounce: (text: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TreeChange) => change.run(),
    meta: { handlesErrors: true },
    onSuccess: async (course, change) => {
      change.after?.(course);
      queryClient.setQueryData(courseQuery(courseId).queryKey, course);
      if (change.success) toast.success({ message: change.success });
      const said = change.announce?.(course);
      if (said) onAnnounce(said);
      // The list's state and the history; the course itself is the answer.
      await Promise.all([
        invalidateEndpoint(queryClient, CATALOGUE_ENDPOINTS.courses),
        invalidateEndpoint(queryClient, CATALOGUE_ENDPOINTS.courseHistory),
      ]);
    },
    onError: async (error) => {
      const notMoved = isApiError(error) && error.code === COURSE_ERRORS.moduleNotMoved.code;
      const title = t(notMoved ? 'courseBuilding.notMovedTitle' : 'courseBuilding.notChanged');
      toast.error({ title, message: errorMessageOf(error) });
      onAnnounce(`${title}. ${errorMessageOf(error)}`);
      if (isApiError(error) && error.code === COURSE_ERRORS.staleSequence.code) {
        await queryClient.invalidateQueries({ queryKey: courseQuery(courseId).queryKey });
      }
    },
  });
}
