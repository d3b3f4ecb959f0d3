import { preRegisterResponseSchema, userDetailsSchema } from '@campus/contracts';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';

export interface NewSuperadmin {
  firstName: string;
  lastName: string;
  emailAddress: string;
}

const setSuperadminRole = (userId: string, operation: 'add' | 'remove') =>
  apiRequest(ENDPOINTS.userRole, {
    method: 'POST',
    body: { userId, role: 'superadmin', operation },
    schema: userDetailsSchema,
  });

/**
 * Superadmin creation (01 §4): pre-register, grant the role, register a new person, read them
 * back. If registering or reading fails after the grant, the role is removed again.
 * Resolves with whether an existing account was given the role.
 */
export async function createSuperadmin(person: NewSuperadmin): Promise<{ existing: boolean }> {
  const { id, existing } = await apiRequest(ENDPOINTS.preRegister, {
    method: 'POST',
    body: { emailAddress: person.emailAddress },
    schema: preRegisterResponseSchema,
  });
  await setSuperadminRole(id, 'add');
  try {
    if (!existing) await apiRequest(ENDPOINTS.register, { method: 'PATCH', body: { id, ...person } });
    await apiRequest(ENDPOINTS.user(id), { schema: userDetailsSchema });
  } catch (error) {
    await setSuperadminRole(id, 'remove').catch(() => undefined);
    throw error;
  }
  return { existing };
}
