import type { QueryClient } from '@tanstack/react-query';
import { configureApiClient } from '../lib/api/client';
import { configureErrorHandler } from '../lib/api/errorHandler';
import { i18n } from '../lib/i18n/i18n';
import { toast } from '../ui/toast';
import type { AppRouter } from './router/createAppRouter';
import { PATHS } from '../lib/navigation/paths';

/** Connects the framework-free modules (API client, error handling) to the router, cache and toasts. */
export function configureApp(router: AppRouter, queryClient: QueryClient): void {
  configureErrorHandler({
    navigate: (to) => void router.navigate(to, { replace: true }),
    // A refusal with a reason shows the spec's title as the toast's title and the reason under it.
    notifyError: (message, reason) =>
      toast.error(reason ? { title: message, message: reason } : { title: i18n.t('toast.errorTitle'), message }),
  });
  configureApiClient({
    onSessionEnded: () => {
      queryClient.clear();
      toast.error({ title: i18n.t('toast.errorTitle'), message: i18n.t('errors.loggedOutAuthProblems') });
      void router.navigate(PATHS.authLogin, { replace: true });
    },
  });
}
