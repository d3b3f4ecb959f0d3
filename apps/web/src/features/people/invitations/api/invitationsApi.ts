import { PEOPLE_ENDPOINTS } from '@campus/contracts';
import type { InvitationLink } from '../../../../lib/navigation/paths';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../../lib/api/queryKeys';

const open = { auth: 'none' as const };

/** The invitation an email link names, read without a session. */
export const invitationQuery = ({ id, secret }: InvitationLink) =>
  endpointQuery(PEOPLE_ENDPOINTS.invitation, { params: { id }, query: { secret }, ...open });

export async function acceptInvitation({ id, secret }: InvitationLink): Promise<void> {
  await callEndpoint(PEOPLE_ENDPOINTS.acceptInvitation, { params: { id: id }, ...open, body: { secret } });
}

export async function rejectInvitation({ id, secret }: InvitationLink): Promise<void> {
  await callEndpoint(PEOPLE_ENDPOINTS.rejectInvitation, { params: { id: id }, ...open, body: { secret } });
}

export async function signUp(input: {
  invitationId: string;
  invitationSecret: string;
  password: string;
  firstName: string;
  lastName: string;
  marketingAgree: boolean;
}): Promise<void> {
  await callEndpoint(PEOPLE_ENDPOINTS.signUp, { ...open, body: input });
}
