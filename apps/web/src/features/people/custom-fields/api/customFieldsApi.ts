import { type CustomFieldValue, PEOPLE_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';

/** Query keys shared by the personal tab and the "Empty user fields" gate, so saving updates both. */
export const customFieldKeys = {
  all: ['custom-fields'] as const,
  definitions: (workspaceId: string) => ['custom-fields', 'definitions', workspaceId] as const,
  mine: (workspaceId: string) => ['custom-fields', 'mine', workspaceId] as const,
  filledIn: (workspaceId: string) => ['custom-fields', 'filled-in', workspaceId] as const,
};

export const fetchCustomFields = (workspaceId: string, signal?: AbortSignal) =>
  callEndpoint(PEOPLE_ENDPOINTS.customFields, { params: { workspaceId: workspaceId }, signal });

export const fetchMyCustomFieldValues = (workspaceId: string, signal?: AbortSignal) =>
  callEndpoint(PEOPLE_ENDPOINTS.myCustomFields, { params: { workspaceId: workspaceId }, signal });

export const fetchAllCustomFieldsFilledIn = (workspaceId: string, signal?: AbortSignal) =>
  callEndpoint(PEOPLE_ENDPOINTS.allCustomFieldsFilledIn, { params: { workspaceId: workspaceId }, signal });

export async function saveMyCustomFields(input: {
  userId: string;
  workspaceId: string;
  customFields: Record<string, CustomFieldValue>;
}): Promise<void> {
  await callEndpoint(PEOPLE_ENDPOINTS.updateUser, {
    body: { id: input.userId, workspaceId: input.workspaceId, customFields: input.customFields },
  });
}
