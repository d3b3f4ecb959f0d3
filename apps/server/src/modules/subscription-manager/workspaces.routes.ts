import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, isSiteAdmin } from '@campus/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { activeServices, findWorkspaceWithCustomer } from '../tenancy/tenancy.repository.js';
import { route } from '../../lib/route.js';

/** Workspace and customer data the shell loads (01 §7 "Workspace and shell data"). */
export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  route(app, ENDPOINTS.workspace, {}, async (request) => {
    const { actor } = request.auth;
    const found = await findWorkspaceWithCustomer(db, request.params.id);
    // Scoped from the token: your own workspace, or any of your customer's as its site admin.
    const visible =
      found &&
      (actor.isSuperadmin ||
        found.workspace.id === actor.workspaceId ||
        (isSiteAdmin(actor) && found.customer.id === actor.customerId));
    if (!visible) throw new NotFoundError();
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
    const { actor } = request.auth;
    if (!actor.isSuperadmin && actor.customerId !== request.params.id) throw new NotFoundError();
    const found = await db.query.customers.findFirst({
      where: (customers, { eq }) => eq(customers.id, request.params.id),
    });
    if (!found) throw new NotFoundError();
    return { hideEventsCatalogue: found.options.hideEventsCatalogue ?? false };
  });
};
