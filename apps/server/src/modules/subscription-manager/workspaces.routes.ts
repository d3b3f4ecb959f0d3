import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { activeServices, findWorkspaceWithCustomer } from '../tenancy/tenancy.repository.js';
import { mayReadCustomer, mayReadWorkspace } from '../tenancy/workspaces.policy.js';
import { route } from '../../lib/route.js';

/** Workspace and customer data the shell loads (01 §7 "Workspace and shell data"). */
export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  route(app, ENDPOINTS.workspace, {}, async (request) => {
    const found = await findWorkspaceWithCustomer(db, request.params.id);
    if (!found || !mayReadWorkspace(request.scope, found.workspace)) throw new NotFoundError();
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
  });

  route(app, ENDPOINTS.customerOptions, {}, async (request) => {
    if (!mayReadCustomer(request.scope, request.params.id)) throw new NotFoundError();
    const found = await db.query.customers.findFirst({
      where: (customers, { eq }) => eq(customers.id, request.params.id),
    });
    if (!found) throw new NotFoundError();
    return { hideEventsCatalogue: found.options.hideEventsCatalogue ?? false };
  });
};
