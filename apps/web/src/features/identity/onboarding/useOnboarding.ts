import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dismiss, isDismissed, type OnboardingType } from '@campus/contracts';
import { onboardingMessageQuery, saveOnboardingEntries } from './api/onboardingApi';

/** The dismissals' query (also started early on a full page load: app/router/prefetchStartup.ts). */
export const onboardingQuery = () =>
  queryOptions({
    ...onboardingMessageQuery(),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

/** The person's banner dismissals: whether one is dismissed, dismissing one, and resetting them all. */
export function useOnboarding() {
  const queryClient = useQueryClient();
  const { data, isSuccess, isLoading } = useQuery(onboardingQuery());
  const entries = data?.message ?? [];
  const save = useMutation({
    mutationFn: saveOnboardingEntries,
    onSuccess: (saved) => queryClient.setQueryData(onboardingMessageQuery().queryKey, saved),
  });
  return {
    /** Until the dismissals are known nothing shows, so a dismissed banner never flashes. */
    isKnown: isSuccess,
    /** The dismissals are on their way (neither answered nor failed yet). */
    isLoading,
    isDismissed: (routeName: string, type: OnboardingType) => isDismissed(entries, routeName, type),
    dismiss: (routeName: string, type: OnboardingType) => save.mutate(dismiss(entries, routeName, type)),
    resetAll: (options?: { onSuccess?: () => void }) => save.mutate([], options),
    isSaving: save.isPending,
  };
}
