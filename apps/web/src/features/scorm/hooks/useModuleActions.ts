import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ScormModule } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { invalidateDomain } from '../../../lib/api/queryKeys';
import { toast } from '../../../ui/toast';
import { deleteScormModule, releaseScormModule, scormModuleQuery, undeleteScormModule } from '../api/modulesApi';
import { nextVersion } from '../forms/moduleForm';

export type ModuleAction =
  { kind: 'release'; releaseNotes: string; instantOffer: boolean } | { kind: 'delete' } | { kind: 'undelete' };

const FAILED = { release: 'notReleased', delete: 'notDeleted', undelete: 'notUndeleted' } as const;

/**
 * The module page's actions (02 §4): release (major first, then minor), delete and undelete.
 * The page shows the answer at once and the scorm domain is refreshed (list, labels, released
 * modules); a failure is titled in our words with the server's reason under it ("Release errors
 * reject with the server response body", 02 §8).
 */
export function useModuleAction(module: ScormModule) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModuleAction) => {
      if (action.kind === 'release') {
        return releaseScormModule(module, { releaseNotes: action.releaseNotes, instantOffer: action.instantOffer });
      }
      return action.kind === 'delete' ? deleteScormModule(module.id) : undeleteScormModule(module.id);
    },
    meta: { handlesErrors: true },
    onSuccess: async (saved, action) => {
      queryClient.setQueryData(scormModuleQuery(module.id).queryKey, saved);
      const message =
        action.kind === 'release'
          ? t('scorm.toasts.releasedVersion', { version: nextVersion(module.versions) })
          : action.kind === 'delete'
            ? t('scorm.toasts.deleted')
            : t('scorm.toasts.undeleted');
      toast.success({ title: action.kind === 'release' ? t('scorm.toasts.released') : undefined, message });
      await invalidateDomain(queryClient, 'scorm');
    },
    onError: (error, action) => {
      toast.error({ title: t(`scorm.toasts.${FAILED[action.kind]}`), message: errorMessageOf(error) });
    },
  });
}
