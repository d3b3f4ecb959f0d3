import { type CustomFieldValue, PEOPLE_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../../lib/api/queryKeys';

/**
 * Queries shared by the personal tab and the "Empty user fields" gate. Keys come from the
 * endpoints (lib/api/queryKeys.ts), so saving, which changes the people domain, updates both.
 */
export const customFieldsQuery = (workspaceId: string) =>
  endpointQuery(PEOPLE_ENDPOINTS.customFields, { params: { workspaceId } });

export const myCustomFieldValuesQuery = (workspaceId: string) =>
  endpointQuery(PEOPLE_ENDPOINTS.myCustomFields, { params: { workspaceId } });

export const allCustomFieldsFilledInQuery = (workspaceId: string) =>
  endpointQuery(PEOPLE_ENDPOINTS.allCustomFieldsFilledIn, { params: { workspaceId } });

export async function saveMyCustomFields(input: {
  userId: string;
  workspaceId: string;
  customFields: Record<string, CustomFieldValue>;
}): Promise<void> {
  await callEndpoint(PEOPLE_ENDPOINTS.updateUser, {
    body: { id: input.userId, workspaceId: input.workspaceId, customFields: input.customFields },
  });
}
