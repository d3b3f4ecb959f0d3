import { VENUE_MESSAGES } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { ValidationError } from '../../lib/errors.js';
import { customerFileIds, customerWorkspaceIds } from './venues.repository.js';

/**
 * The ids a venue or room names besides itself: media library files and workspaces to share
 * with. Both must be the customer's own; another customer's id is a field error, never stored.
 * The owning workspace is dropped from the sharing list (it sees its own places anyway).
 */
export async function checkReferences(
  db: Queryable,
  place: { customerId: string; workspaceId: string },
  input: { files?: { fileId: string }[] | undefined; sharingWorkspaces?: string[] | undefined },
): Promise<{ fileIds?: string[]; sharingWorkspaceIds?: string[] }> {
  const fileIds = input.files ? [...new Set(input.files.map((file) => file.fileId))] : undefined;
  const sharing = input.sharingWorkspaces
    ? [...new Set(input.sharingWorkspaces)].filter((id) => id !== place.workspaceId)
    : undefined;
  const [knownFiles, knownWorkspaces] = await Promise.all([
    fileIds ? customerFileIds(db, place.customerId, fileIds) : new Set<string>(),
    sharing ? customerWorkspaceIds(db, place.customerId, sharing) : new Set<string>(),
  ]);
  const fields = [
    ...(fileIds?.some((id) => !knownFiles.has(id))
      ? [{ path: 'body.files', message: VENUE_MESSAGES.unknownFile }]
      : []),
    ...(sharing?.some((id) => !knownWorkspaces.has(id))
      ? [{ path: 'body.sharingWorkspaces', message: VENUE_MESSAGES.unknownWorkspace }]
      : []),
  ];
  if (fields.length > 0) throw new ValidationError(fields);
  return {
    ...(fileIds && { fileIds }),
    ...(sharing && { sharingWorkspaceIds: sharing }),
  };
}
