import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../ui/toast';
import { failureMessage } from '../components/EntryParts';
import type { SaveState } from '../drafts';

/**
 * The spec's failure toast of saving as you go (03 §8 'Register hasn’t been created.', 'Summary
 * hasn’t been created'), beside the save status:
 * - a refusal (completed meanwhile, no longer allowed): the title and why, each time;
 * - the server's trouble (tried again by itself): the title once per run of failures, saying the
 *   changes are kept and sent again; the toast goes once a save goes through.
 * No connection is not a failure of the save: the status says the changes are kept on this device
 * (docs/design.md "Saving as you go"). Rows someone else saved first have their own notice.
 */
export function useSaveFailureToast(save: SaveState, title: string) {
  const { t } = useTranslation();
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (save.kind === 'failed') toast.error({ title, message: failureMessage(save.error, title) });
    else if (save.kind === 'retrying' && told.current === null)
      told.current = toast.error({ title, message: t('registers.save.retryingToast') });
    else if ((save.kind === 'saved' || save.kind === 'idle') && told.current !== null) {
      toast.hide(told.current);
      told.current = null;
    }
  }, [save, title, t]);
}
