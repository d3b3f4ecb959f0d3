import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { invitationSecretSchema } from '@campus/contracts';
import { invitationQuery } from '../api/invitationsApi';

/** The invitation named by the email link's ?invitation= and ?secret= query parameters. */
export function useInvitationFromQuery() {
  const [params] = useSearchParams();
  const link = { id: params.get('invitation') ?? '', secret: params.get('secret') ?? '' };
  const valid = /^[0-9a-f-]{36}$/i.test(link.id) && invitationSecretSchema.safeParse(link.secret).success;
  const query = useQuery({
    ...invitationQuery(link),
    enabled: valid,
    retry: false,
    meta: { handlesErrors: true },
  });
  return { link, id: link.id, valid, ...query };
}
