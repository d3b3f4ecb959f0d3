import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '../../../../lib/session/session';
import { useSession } from '../../../../lib/session/useSession';
import { allCustomFieldsFilledInQuery } from '../api/customFieldsApi';

/** Whether the check applies to the session's workspace (see below). */
export const emptyFieldsCheckApplies = (workspace: Session['workspace']): boolean =>
  Boolean(workspace?.workspaceId) && !workspace?.originUser && !workspace?.customerServices.includes('API');

/** The check's query (also started early on a full page load: app/router/prefetchStartup.ts). */
export const emptyFieldsCheckQuery = (workspaceId: string) =>
  queryOptions({
    ...allCustomFieldsFilledInQuery(workspaceId),
    staleTime: 60_000,
    meta: { silent: true },
  });

/**
 * The "Empty user fields" check (01 §4) for the current workspace, shared by the router gate and
 * the personal tab's notice. It does not apply when the customer has the API service (their
 * profiles are kept by an integration, not by people), while impersonating (the fields are the
 * other person's to fill in) or where there is no workspace. `missing` is true only once the
 * server has said a required field is empty; a failed check is ignored, like the start-up calls.
 * `active` false reads nothing (the shell asks only where the gate is).
 */
export function useEmptyFieldsCheck(active = true) {
  const { workspace } = useSession();
  const workspaceId = workspace?.workspaceId ?? null;
  const applies = active && emptyFieldsCheckApplies(workspace);
  const filledIn = useQuery({ ...emptyFieldsCheckQuery(workspaceId ?? ''), enabled: applies });
  return {
    workspaceId,
    applies,
    /** The answer is still on its way. */
    checking: applies && filledIn.isPending,
    missing: applies && filledIn.data?.allFilledIn === false,
  };
}
