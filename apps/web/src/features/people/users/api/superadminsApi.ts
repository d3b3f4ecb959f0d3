import { PEOPLE_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';

export interface NewSuperadmin {
  firstName: string;
  lastName: string;
  emailAddress: string;
}

const setSuperadminRole = (userId: string, operation: 'add' | 'remove') =>
  callEndpoint(PEOPLE_ENDPOINTS.userRole, { body: { userId, role: 'superadmin', operation } });

/**
 * Superadmin creation (01 §4): pre-register, grant the role, register a new person, read them
 * back. If registering or reading fails after the grant, the role is removed again.
 * Resolves with whether an existing account was given the role.
 */
export async function createSuperadmin(person: NewSuperadmin): Promise<{ existing: boolean }> {
  const { id, existing } = await callEndpoint(PEOPLE_ENDPOINTS.preRegister, {
    body: { emailAddress: person.emailAddress },
  });
  await setSuperadminRole(id, 'add');
  try {
    if (!existing) await callEndpoint(PEOPLE_ENDPOINTS.register, { body: { id, ...person } });
    await callEndpoint(PEOPLE_ENDPOINTS.user, { params: { id: id } });
  } catch (error) {
    await setSuperadminRole(id, 'remove').catch(() => undefined);
    throw error;
  }
  return { existing };
}
