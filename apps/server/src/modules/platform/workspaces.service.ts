import type { Workspace } from '@campus/contracts';
import { NotFoundError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { activeServices, findCustomerInScope, findWorkspaceInScope } from './tenancy.repository.js';
import { mayReadWorkspace } from './workspaces.policy.js';

/**
 * The shell's workspace and customer data (01 §7 "Workspace and shell data"). The tables belong
 * to modules/platform; this service base only presents them.
 */
export function workspacesService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;

  return {
    async workspace(scope: Scope, id: string): Promise<Workspace> {
      const found = await findWorkspaceInScope(db, scope, id);
      if (!found || !mayReadWorkspace(scope, found.workspace)) throw new NotFoundError();
      const { workspace, customer } = found;
      return {
        id: workspace.id,
        customerId: customer.id,
        customerName: customer.name,
        name: workspace.name,
        description: workspace.description,
        status: workspace.status,
        selfRegistrationEnabled: workspace.selfRegistrationEnabled,
        feedbackFormsEnabled: workspace.feedbackFormsEnabled,
        expiryDate: workspace.expiryDate?.toISOString() ?? null,
        customisation: workspace.customisation,
        services: await activeServices(db, customer.id),
      };
    },

    async customerOptions(scope: Scope, id: string): Promise<{ hideEventsCatalogue: boolean }> {
      const customer = await findCustomerInScope(db, scope, id);
      if (!customer) throw new NotFoundError();
      return { hideEventsCatalogue: customer.options.hideEventsCatalogue ?? false };
    },
  };
}

export type WorkspacesService = ReturnType<typeof workspacesService>;
