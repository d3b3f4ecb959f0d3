import { invitationSchema, type Invitation } from '@campus/contracts';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';

const open = { auth: 'none' as const };

export const fetchInvitation = (id: string, signal?: AbortSignal): Promise<Invitation> =>
  apiRequest(ENDPOINTS.invitation(id), { ...open, signal, schema: invitationSchema });

export async function acceptInvitation(id: string): Promise<void> {
  await apiRequest(ENDPOINTS.acceptInvitation(id), { ...open, method: 'POST', body: {} });
}

export async function rejectInvitation(id: string): Promise<void> {
  await apiRequest(ENDPOINTS.rejectInvitation(id), { ...open, method: 'POST', body: {} });
}

export async function signUp(input: {
  invitationId: string;
  password: string;
  firstName: string;
  lastName: string;
  marketingAgree: boolean;
}): Promise<void> {
  await apiRequest(ENDPOINTS.signUp, { ...open, method: 'POST', body: input });
}
