import type {
  CreateSsoSubscription,
  SamlUrls,
  SsoCustomerSetup,
  SsoSubscription,
  UpdateSsoSubscription,
} from '@campus/contracts';
import { NotFoundError, ValidationError } from '../../../lib/errors.js';
import type { Scope } from '../../../lib/scope.js';
import type { AppServices } from '../../../services/services.js';
import { findCustomerInScope } from '../../platform/index.js';
import { InvalidIdpMetadata, parseIdpMetadata } from './idp-metadata.js';
import { serviceProviderMetadata } from './service-provider.js';
import { samlUrls } from './sp-urls.js';
import { assertDatesInOrder, dateBound } from './subscription-dates.js';
import { mayConfigureSso } from './sso-subscriptions.policy.js';
import {
  findSsoSubscription,
  insertSsoSubscription,
  listSsoSubscriptions,
  toSsoSubscription,
  updateSsoSubscription,
} from './sso-subscriptions.repository.js';

/**
 * SSO subscriptions (03 §7 "SSO subscriptions"): create and update the subscription, customer
 * set-up with the identity provider's metadata, and our own metadata and URLs for the provider's
 * administrator.
 */
export function ssoSubscriptionsService({ database, config }: Pick<AppServices, 'database' | 'config'>) {
  const { db } = database;
  const { publicUrl } = config;
  const present = (row: Parameters<typeof toSsoSubscription>[0]) => toSsoSubscription(row, publicUrl);

  /** A subscription the caller may set up; a 404 otherwise, so other customers' stay invisible. */
  const load = async (scope: Scope, id: string) => {
    const row = await findSsoSubscription(db, scope, id);
    if (!row || !mayConfigureSso(scope)) throw new NotFoundError();
    return row;
  };

  return {
    async create(scope: Scope, body: CreateSsoSubscription): Promise<SsoSubscription> {
      const customer = mayConfigureSso(scope) ? await findCustomerInScope(db, scope, body.customerId) : null;
      if (!customer) throw new ValidationError([{ path: 'customerId', message: 'The customerId is not valid' }]);
      const fromDate = dateBound(body.fromDate, 'from') ?? null;
      const toDate = dateBound(body.toDate, 'to') ?? null;
      assertDatesInOrder(fromDate, toDate);
      const row = await insertSsoSubscription(db, scope, {
        customerId: customer.id,
        name: body.name,
        status: body.status ?? 'active',
        setupType: body.setupType ?? null,
        fromDate,
        toDate,
        emailDomains: [...new Set(body.emailDomains ?? [])],
      });
      return present(row);
    },

    async list(scope: Scope, customerId: string): Promise<{ data: SsoSubscription[] }> {
      if (!mayConfigureSso(scope)) throw new NotFoundError();
      return { data: (await listSsoSubscriptions(db, scope, customerId)).map(present) };
    },

    get: async (scope: Scope, id: string): Promise<SsoSubscription> => present(await load(scope, id)),

    /** Changes the fields given and keeps the rest; the dates must stay in order either way. */
    async update(scope: Scope, id: string, body: UpdateSsoSubscription): Promise<SsoSubscription> {
      const current = await load(scope, id);
      const fromDate = dateBound(body.fromDate, 'from');
      const toDate = dateBound(body.toDate, 'to');
      assertDatesInOrder(
        fromDate === undefined ? current.fromDate : fromDate,
        toDate === undefined ? current.toDate : toDate,
      );
      const row = await updateSsoSubscription(db, scope, current, {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.status !== undefined && { status: body.status }),
        ...(body.setupType !== undefined && { setupType: body.setupType }),
        ...(fromDate !== undefined && { fromDate }),
        ...(toDate !== undefined && { toDate }),
        ...(body.emailDomains !== undefined && { emailDomains: [...new Set(body.emailDomains)] }),
      });
      if (!row) throw new NotFoundError();
      return present(row);
    },

    /** Stores the identity provider's metadata once it proves usable, with the attribute names to read. */
    async setUpCustomer(scope: Scope, id: string, body: SsoCustomerSetup): Promise<SsoSubscription> {
      const current = await load(scope, id);
      const { metadata, attributeMappingOverride } = body;
      try {
        parseIdpMetadata(metadata);
      } catch (error) {
        if (error instanceof InvalidIdpMetadata)
          throw new ValidationError([{ path: 'metadata', message: error.message }], error.message);
        throw error;
      }
      const row = await updateSsoSubscription(db, scope, current, {
        metadata,
        ...(attributeMappingOverride !== undefined && {
          attributeMappingOverride: {
            firstName: attributeMappingOverride.firstName || null,
            lastName: attributeMappingOverride.lastName || null,
            email: attributeMappingOverride.email || null,
          },
        }),
      });
      if (!row) throw new NotFoundError();
      return present(row);
    },

    /** Our service-provider metadata for the identity provider's administrator, as a file. */
    async metadata(scope: Scope, id: string): Promise<{ fileName: string; xml: string }> {
      const row = await load(scope, id);
      return { fileName: `campus-sp-${row.id}.xml`, xml: serviceProviderMetadata(publicUrl, row.id) };
    },

    urls: async (scope: Scope, id: string): Promise<SamlUrls> => samlUrls(publicUrl, (await load(scope, id)).id),
  };
}

export type SsoSubscriptionsService = ReturnType<typeof ssoSubscriptionsService>;
