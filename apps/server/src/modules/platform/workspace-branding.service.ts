import type { WorkspaceBranding } from '@campus/contracts';
import { NotFoundError } from '../../lib/errors.js';
import type { AppServices } from '../../services/services.js';
import { findActiveWorkspaceCustomisation } from './workspace-branding.repository.js';

export function workspaceBrandingService({ database }: Pick<AppServices, 'database'>) {
  return {
    /**
     * A workspace's public face for its sign-in page (issue 12): display name, logo and colours,
     * which its signed-in pages show anyway. Only active workspaces; anything else is not found.
     */
    async get(id: string): Promise<WorkspaceBranding> {
      const row = await findActiveWorkspaceCustomisation(database.db, id);
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
    },
  };
}

export type WorkspaceBrandingService = ReturnType<typeof workspaceBrandingService>;
