import { invitationSchema, type Invitation } from '@campus/contracts';
import type { InvitationLink } from '../../../app/router/paths';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';

const open = { auth: 'none' as const };

export const fetchInvitation = ({ id, secret }: InvitationLink, signal?: AbortSignal): Promise<Invitation> =>
  apiRequest(ENDPOINTS.invitation(id, secret), { ...open, signal, schema: invitationSchema });

export async function acceptInvitation({ id, secret }: InvitationLink): Promise<void> {
  await apiRequest(ENDPOINTS.acceptInvitation(id), { ...open, method: 'POST', body: { secret } });
}

export async function rejectInvitation({ id, secret }: InvitationLink): Promise<void> {
  await apiRequest(ENDPOINTS.rejectInvitation(id), { ...open, method: 'POST', body: { secret } });
}

export async function signUp(input: {
  invitationId: string;
  invitationSecret: string;
  password: string;
  firstName: string;
  lastName: string;
  marketingAgree: boolean;
}): Promise<void> {
  await apiRequest(ENDPOINTS.signUp, { ...open, method: 'POST', body: input });
}
