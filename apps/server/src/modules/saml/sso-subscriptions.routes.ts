import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { ENDPOINTS } from '@campus/contracts';
import { customers, ssoSubscriptions } from '../../db/schema/index.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { InvalidIdpMetadata, parseIdpMetadata } from './idp-metadata.js';
import { serviceProviderMetadata } from './service-provider.js';
import { findSsoSubscription, listSsoSubscriptions, toSsoSubscription } from './sso-subscriptions.repository.js';
import { samlUrls } from './sp-urls.js';
import { route } from '../../lib/route.js';

/** A bare date from-bound starts the day; a bare to-bound ends it (UTC). */
function dateBound(value: string | null | undefined, edge: 'from' | 'to'): Date | null | undefined {
  if (value === undefined || value === null) return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T${edge === 'from' ? '00:00:00.000' : '23:59:59.999'}Z`);
  }
  return new Date(value);
}

function assertDatesInOrder(fromDate: Date | null | undefined, toDate: Date | null | undefined): void {
  if (fromDate && toDate && toDate < fromDate) {
    throw new ValidationError([
      { path: 'toDate', message: `must be after or equal to ${fromDate.toISOString().slice(0, 10)}` },
    ]);
  }
}

/**
 * SSO subscriptions (03 §7 "SSO subscriptions"), superadmin only: create and update the
 * subscription, customer set-up with the identity provider's metadata, and our own metadata
 * and URLs for the provider's administrator.
 */
export const ssoSubscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const { publicUrl } = app.services.config;

  const load = async (id: string) => {
    const row = await findSsoSubscription(db, id);
    if (!row) throw new NotFoundError();
    return row;
  };

  route(app, ENDPOINTS.createSsoSubscription, { audit: { entity: 'sso-subscription' } }, async (request, reply) => {
    const body = request.body;
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, body.customerId))
      .limit(1);
    if (!customer) throw new ValidationError([{ path: 'customerId', message: 'The customerId is not valid' }]);
    const fromDate = dateBound(body.fromDate, 'from') ?? null;
    const toDate = dateBound(body.toDate, 'to') ?? null;
    assertDatesInOrder(fromDate, toDate);
    const [row] = await db
      .insert(ssoSubscriptions)
      .values({
        customerId: body.customerId,
        name: body.name,
        status: body.status ?? 'active',
        setupType: body.setupType ?? null,
        fromDate,
        toDate,
        emailDomains: [...new Set(body.emailDomains ?? [])],
        createdBy: request.auth.actor.userId,
      })
      .returning();
    if (!row) throw new Error('The SSO subscription was not created');
    return reply.status(201).send(toSsoSubscription(row, publicUrl));
  });

  route(app, ENDPOINTS.ssoSubscriptions, {}, async (request) => ({
    data: (await listSsoSubscriptions(db, request.query.customerId)).map((row) => toSsoSubscription(row, publicUrl)),
  }));

  route(app, ENDPOINTS.ssoSubscription, {}, async (request) =>
    toSsoSubscription(await load(request.params.id), publicUrl),
  );

  route(app, ENDPOINTS.updateSsoSubscription, { audit: { entity: 'sso-subscription' } }, async (request) => {
    const current = await load(request.params.id);
    const body = request.body;
    const fromDate = dateBound(body.fromDate, 'from');
    const toDate = dateBound(body.toDate, 'to');
    assertDatesInOrder(
      fromDate === undefined ? current.fromDate : fromDate,
      toDate === undefined ? current.toDate : toDate,
    );
    const [row] = await db
      .update(ssoSubscriptions)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.status !== undefined && { status: body.status }),
        ...(body.setupType !== undefined && { setupType: body.setupType }),
        ...(fromDate !== undefined && { fromDate }),
        ...(toDate !== undefined && { toDate }),
        ...(body.emailDomains !== undefined && { emailDomains: [...new Set(body.emailDomains)] }),
        updatedAt: new Date(),
      })
      .where(eq(ssoSubscriptions.id, current.id))
      .returning();
    if (!row) throw new NotFoundError();
    return toSsoSubscription(row, publicUrl);
  });

  route(app, ENDPOINTS.ssoCustomerSetup, { audit: { entity: 'sso-subscription' } }, async (request) => {
    const current = await load(request.params.id);
    const { metadata, attributeMappingOverride } = request.body;
    try {
      parseIdpMetadata(metadata);
    } catch (error) {
      if (error instanceof InvalidIdpMetadata)
        throw new ValidationError([{ path: 'metadata', message: error.message }], error.message);
      throw error;
    }
    const [row] = await db
      .update(ssoSubscriptions)
      .set({
        metadata,
        ...(attributeMappingOverride !== undefined && {
          attributeMappingOverride: {
            firstName: attributeMappingOverride.firstName || null,
            lastName: attributeMappingOverride.lastName || null,
            email: attributeMappingOverride.email || null,
          },
        }),
        updatedAt: new Date(),
      })
      .where(eq(ssoSubscriptions.id, current.id))
      .returning();
    if (!row) throw new NotFoundError();
    return toSsoSubscription(row, publicUrl);
  });

  route(
    app,
    ENDPOINTS.samlMetadata,
    { schema: { produces: ['application/samlmetadata+xml'] } },
    async (request, reply) => {
      const row = await load(request.params.id);
      const fileName = `campus-sp-${row.id}.xml`;
      return reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(serviceProviderMetadata(publicUrl, row.id));
    },
  );

  route(app, ENDPOINTS.samlUrls, {}, async (request) => samlUrls(publicUrl, (await load(request.params.id)).id));
};
