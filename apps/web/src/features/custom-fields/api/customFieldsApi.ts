import {
  allCustomFieldsFilledInSchema,
  customFieldListSchema,
  userCustomFieldsSchema,
  type CustomFieldValue,
} from '@campus/contracts';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';

/** Query keys shared by the personal tab and the "Empty user fields" gate, so saving updates both. */
export const customFieldKeys = {
  all: ['custom-fields'] as const,
  definitions: (workspaceId: string) => ['custom-fields', 'definitions', workspaceId] as const,
  mine: (workspaceId: string) => ['custom-fields', 'mine', workspaceId] as const,
  filledIn: (workspaceId: string) => ['custom-fields', 'filled-in', workspaceId] as const,
};

export const fetchCustomFields = (workspaceId: string, signal?: AbortSignal) =>
  apiRequest(ENDPOINTS.customFields(workspaceId), { signal, schema: customFieldListSchema });

export const fetchMyCustomFieldValues = (workspaceId: string, signal?: AbortSignal) =>
  apiRequest(ENDPOINTS.myCustomFields(workspaceId), { signal, schema: userCustomFieldsSchema });

export const fetchAllCustomFieldsFilledIn = (workspaceId: string, signal?: AbortSignal) =>
  apiRequest(ENDPOINTS.allCustomFieldsFilledIn(workspaceId), { signal, schema: allCustomFieldsFilledInSchema });

export async function saveMyCustomFields(input: {
  userId: string;
  workspaceId: string;
  customFields: Record<string, CustomFieldValue>;
}): Promise<void> {
  await apiRequest(ENDPOINTS.updateUser, {
    method: 'PATCH',
    body: { id: input.userId, workspaceId: input.workspaceId, customFields: input.customFields },
  });
}
