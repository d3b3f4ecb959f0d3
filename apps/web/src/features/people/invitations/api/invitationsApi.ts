import { type Invitation, PEOPLE_ENDPOINTS } from '@campus/contracts';
import type { InvitationLink } from '../../../../lib/navigation/paths';
import { callEndpoint } from '../../../../lib/api/callEndpoint';

const open = { auth: 'none' as const };

export const fetchInvitation = ({ id, secret }: InvitationLink, signal?: AbortSignal): Promise<Invitation> =>
  callEndpoint(PEOPLE_ENDPOINTS.invitation, { params: { id: id }, query: { secret: secret }, ...open, signal });

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
