import type { WorkspaceBranding } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { findActiveWorkspaceCustomisation } from './workspace-branding.repository.js';

/**
 * A workspace's public face for its sign-in page (issue 12): display name, logo and colours,
 * which its signed-in pages show anyway. Only active workspaces; anything else is not found.
 */
export async function workspaceBranding(db: Queryable, id: string): Promise<WorkspaceBranding> {
  const row = await findActiveWorkspaceCustomisation(db, id);
  if (!row) throw new NotFoundError();
  const { customisation } = row;
  return {
    id: row.id,
    name: customisation.displayName ?? row.name,
    workspaceLogo: customisation.workspaceLogo,
    workspaceLogoHeight: customisation.workspaceLogoHeight,
    primaryColour: customisation.primaryColour,
    textColour: customisation.textColour,
    backgroundColour: customisation.backgroundColour,
  };
}
