import { useEffect, useRef } from 'react';
import { Alert } from '@mantine/core';
import { useMutation, useMutationState, useQueryClient, type MutationState } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CHECK_IN_QUERY_PARAMETER, type CheckInResult } from '@campus/contracts';
import { errorMessageOf, errorReasonOf } from '../../../../lib/api/errorHandler';
import { invalidateDomain } from '../../../../lib/api/queryKeys';
import { formatDate } from '../../../../lib/dates/dates';
import { IconCheck } from '../../../../ui/icons';
import { checkIn } from '../api/extrasApi';

/**
 * The learner's end of check-in by QR code (issue 26 item 9): the code's address is their session
 * page with `?checkIn=<code>`. Signed in (the page's guard sends anyone else through sign-in and
 * back to the same address), they are checked in once, the code is taken off the address so a
 * reload or a shared link does not send it again, and the outcome is said here.
 */
export function CheckInFromAddress() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { sessionId = '' } = useParams();
  const token = new URLSearchParams(location.search).get(CHECK_IN_QUERY_PARAMETER);
  const sent = useRef<string | null>(null);
  // Keyed by the session page: the page shows it in either of its layouts (loading, loaded), and a
  // remounted copy finds the outcome in the mutation cache after the code has left the address.
  const mutationKey = ['events', 'check-in', sessionId];
  const { mutate } = useMutation({
    mutationKey,
    mutationFn: checkIn,
    meta: { handlesErrors: true },
    onSettled: () => void invalidateDomain(queryClient, 'events'),
  });
  const mutation = useMutationState({
    filters: { mutationKey, exact: true },
    select: (entry) => entry.state as MutationState<CheckInResult, Error, string>,
  }).at(-1);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
    const rest = new URLSearchParams(location.search);
    rest.delete(CHECK_IN_QUERY_PARAMETER);
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [token, mutate, navigate, location.pathname, location.search, location.hash]);

  if (!mutation || mutation.status === 'idle') return null;
  if (mutation.status === 'pending')
    return (
      <Alert color="blue" title={t('registerExtras.checkIn.checking')} role="status">
        {t('registerExtras.checkIn.checkingBody')}
      </Alert>
    );
  if (mutation.status === 'error')
    return (
      <Alert color="red" title={t('registerExtras.checkIn.failed')} role="alert" data-testid="check-in-outcome">
        {errorReasonOf(mutation.error) ?? errorMessageOf(mutation.error)}
      </Alert>
    );
  const result = mutation.data;
  if (!result) return null;
  return (
    <Alert
      color="green"
      icon={<IconCheck size={18} aria-hidden />}
      title={t(result.status === 'checked_in' ? 'registerExtras.checkIn.done' : 'registerExtras.checkIn.already')}
      role="status"
      data-testid="check-in-outcome"
    >
      {t('registerExtras.checkIn.doneBody', {
        event: result.eventName,
        date: formatDate(result.datetimeStart, result.timeZone),
      })}
    </Alert>
  );
}
