import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { fetchInvitation } from '../api/invitationsApi';

/** The invitation named by the ?invitation= query parameter. */
export function useInvitationFromQuery() {
  const [params] = useSearchParams();
  const id = params.get('invitation') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const query = useQuery({
    queryKey: ['invitation', id],
    queryFn: ({ signal }) => fetchInvitation(id, signal),
    enabled: valid,
    retry: false,
    meta: { handlesErrors: true },
  });
  return { id, valid, ...query };
}
