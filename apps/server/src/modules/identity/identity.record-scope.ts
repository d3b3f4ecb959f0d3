import type { Database } from '../../db/client.js';
import {
  createGroup,
  createCustomField,
  createProfile,
  createSelfRegistrationKey,
  createSsoSubscription,
  setWorkspaceSelfRegistration,
} from '../../test/factories.js';
import { totpCode } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/template.js';
import { createTestIdp } from '../../test/saml-idp.js';
import {
  newcomer,
  personOf,
  UNKNOWN_FIELD,
  workspaceParam,
  type CaseContext,
  type Fixture,
  type RecordScope,
} from '../../test/record-scope/cases.js';
import { holdMfaSecret } from '../people/index.js';

/**
 * Record-scope cases for identity (test support, docs/architecture.md "Record-scope harness"): the
 * workspace, person, self-registration key or SSO subscription named, and every unit, group, field
 * and subscription a body names, must be the caller's customer's (and workspace's).
 */

const exempt: RecordScope['exempt'] = {
  confirmSignup: 'public; guarded by the emailed confirmation code, not by a tenant',
  resendCode: 'public sign-up step; sends the code only to the pending person’s own address, returns nothing',
  workspaceDetails: 'public sign-up page; only workspaces that opened self-registration, their name only',
  samlLogin: 'public start of single sign-on; redirects to the identity provider the sign-in page offered',
  samlAcs: 'public; accepts only a response signed by the subscription’s own identity provider',
};

const openSelfRegistration = (db: Database, workspaceId: string, enabled: boolean) =>
  setWorkspaceSelfRegistration(db, workspaceId, enabled);

/** A key of the caller's workspace whose lists name the owner's unit or group. */
const keyWithLists = (endpoint: 'createKey' | 'updateKey'): Fixture['cases'] => {
  const keyIds = async ({ db, caller }: CaseContext) =>
    endpoint === 'updateKey'
      ? { workspaceId: caller.workspace.id, keyId: (await createSelfRegistrationKey(db, caller.workspace)).id }
      : { workspaceId: caller.workspace.id };
  const refusal = { status: 400, why: 'a unit or group of another workspace is refused as a field error' };
  return {
    'body.orgUnits': {
      build: async (context) => ({
        params: await keyIds(context),
        body: { orgUnits: { availableFor: 'selected', list: [context.owner.team.id] } },
      }),
      refusal,
    },
    'body.groups': {
      build: async (context) => ({
        params: await keyIds(context),
        body: {
          groups: { availableFor: 'selected', list: [(await createGroup(context.db, context.owner.workspace)).id] },
        },
      }),
      refusal,
    },
  };
};

/** A sign-up with a key of the caller's workspace (opened for self-registration here). */
const selfRegistration = async ({ db, caller }: CaseContext, extra: Record<string, unknown>) => {
  await openSelfRegistration(db, caller.workspace.id, true);
  return {
    body: {
      key: (await createSelfRegistrationKey(db, caller.workspace, { groups: { availableFor: 'all', list: [] } })).key,
      ...newcomer(),
      password: TEST_PASSWORD,
      groups: [],
      customFields: {},
      ...extra,
    },
  };
};

const superadminOnlySubscription: Fixture = {
  cases: {
    'params.id': {
      build: async ({ db, owner }) => ({ params: { id: (await createSsoSubscription(db, owner.customer)).id } }),
    },
  },
};

const fixtures: RecordScope['fixtures'] = {
  validateWorkspace: {
    cases: {
      'params.id': {
        build: async ({ owner, idToken }) => ({ params: { id: owner.workspace.id }, body: { token: idToken } }),
      },
    },
    learnerMay: 'entering one’s own workspace is what the call is for',
  },
  userWorkspaces: {
    cases: { 'params.userId': { build: async ({ owner }) => ({ params: { userId: owner.admin.user.id } }) } },
  },
  updateName: {
    cases: {
      'body.userId': {
        build: async ({ db, owner }) => ({
          body: { userId: (await personOf(db, owner)).user.id, name: 'Renamed', familyName: 'Person' },
        }),
      },
    },
  },
  verifyMfa: {
    cases: {
      'body.userId': {
        // The owner has a secret waiting and the code is right: only whose account it is stops it.
        build: async ({ db, owner, idToken }) => {
          const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
          await holdMfaSecret(db, owner.admin.user.id, secret);
          return { body: { userId: owner.admin.user.id, code: totpCode(secret), token: idToken } };
        },
      },
    },
  },
  mfaPreference: {
    cases: {
      'body.userId': { build: async ({ owner }) => ({ body: { userId: owner.admin.user.id, enabled: false } }) },
    },
  },
  identityUser: {
    cases: {
      'params.userId': {
        build: async ({ db, owner }) => ({ params: { userId: (await personOf(db, owner)).user.id } }),
      },
    },
  },
  setMfaEnabled: {
    cases: {
      'body.userId': {
        build: async ({ db, owner }) => ({ body: { userId: (await personOf(db, owner)).user.id, enabled: false } }),
      },
    },
  },
  setMfaRequired: {
    cases: {
      'body.userId': {
        build: async ({ db, owner }) => ({ body: { userId: (await personOf(db, owner)).user.id, enabled: true } }),
      },
    },
  },
  resetUserPassword: {
    cases: {
      'body.userId': { build: async ({ db, owner }) => ({ body: { userId: (await personOf(db, owner)).user.id } }) },
    },
  },
  impersonate: {
    cases: {
      'params.id': { build: async ({ db, owner }) => ({ params: { id: (await personOf(db, owner)).user.id } }) },
      'query.originWorkspaceId': {
        // Someone the caller administers who also has a profile in the owner's workspace.
        build: async ({ db, owner, caller }) => {
          const person = await personOf(db, caller);
          if (owner !== caller) await createProfile(db, person.user, owner.workspace);
          return { params: { id: person.user.id }, query: { originWorkspaceId: owner.workspace.id } };
        },
      },
    },
    ownSession: true,
  },
  registerUser: {
    cases: {
      'body.orgUnit': {
        build: (context) => selfRegistration(context, { orgUnit: context.owner.team.id }),
        refusal: { status: 400, why: 'a unit the key does not offer is refused as a field error' },
      },
      'body.groups': {
        build: async (context) =>
          selfRegistration(context, { groups: [(await createGroup(context.db, context.owner.workspace)).id] }),
        refusal: { status: 400, why: 'a group the key does not offer is refused as a field error' },
      },
      'body.customFields': {
        build: async (context) =>
          selfRegistration(context, {
            customFields: { [(await createCustomField(context.db, context.owner.workspace)).id]: 'A value' },
          }),
        refusal: { status: 201, why: UNKNOWN_FIELD },
      },
    },
    learnerMay: 'public sign-up with a key of the workspace: who calls does not matter',
  },
  keys: { cases: { 'params.workspaceId': workspaceParam } },
  createKey: { cases: { 'params.workspaceId': { ...workspaceParam }, ...keyWithLists('createKey') } },
  key: {
    cases: {
      'params.workspaceId': {
        build: async ({ db, owner }) => ({
          params: { workspaceId: owner.workspace.id, keyId: (await createSelfRegistrationKey(db, owner.workspace)).id },
        }),
      },
      'params.keyId': {
        build: async ({ db, owner, caller }) => ({
          params: {
            workspaceId: caller.workspace.id,
            keyId: (await createSelfRegistrationKey(db, owner.workspace)).id,
          },
        }),
      },
    },
  },
  updateKey: {
    cases: {
      'params.workspaceId': {
        build: async ({ db, owner }) => ({
          params: { workspaceId: owner.workspace.id, keyId: (await createSelfRegistrationKey(db, owner.workspace)).id },
          body: { name: 'Renamed key' },
        }),
      },
      'params.keyId': {
        build: async ({ db, owner, caller }) => ({
          params: {
            workspaceId: caller.workspace.id,
            keyId: (await createSelfRegistrationKey(db, owner.workspace)).id,
          },
          body: { name: 'Renamed key' },
        }),
      },
      ...keyWithLists('updateKey'),
    },
  },
  setSelfRegistration: {
    cases: {
      // Switched on first, so a switch-off that got through would show in the owner's data.
      'params.workspaceId': {
        build: async ({ db, owner }) => {
          await openSelfRegistration(db, owner.workspace.id, true);
          return { params: { workspaceId: owner.workspace.id }, body: { enabled: false } };
        },
      },
    },
  },
  createSsoSubscription: {
    cases: {
      'body.customerId': { build: async ({ owner }) => ({ body: { customerId: owner.customer.id, name: 'IdP' } }) },
    },
  },
  ssoSubscriptions: {
    cases: { 'query.customerId': { build: async ({ owner }) => ({ query: { customerId: owner.customer.id } }) } },
  },
  ssoSubscription: superadminOnlySubscription,
  updateSsoSubscription: {
    cases: {
      'params.id': {
        build: async ({ db, owner }) => ({
          params: { id: (await createSsoSubscription(db, owner.customer)).id },
          body: { name: 'Renamed' },
        }),
      },
    },
  },
  ssoCustomerSetup: {
    cases: {
      'params.id': {
        build: async ({ db, owner }) => ({
          params: { id: (await createSsoSubscription(db, owner.customer)).id },
          body: { metadata: createTestIdp().metadata },
        }),
      },
    },
  },
  samlMetadata: superadminOnlySubscription,
  samlUrls: superadminOnlySubscription,
  signInSettings: { cases: { 'params.id': { build: async ({ owner }) => ({ params: { id: owner.workspace.id } }) } } },
  saveSignInSettings: {
    cases: {
      'params.id': { build: async ({ owner }) => ({ params: { id: owner.workspace.id }, body: { options: [] } }) },
      'body.options': {
        build: async ({ db, owner, caller }) => ({
          params: { id: caller.workspace.id },
          body: { options: [(await createSsoSubscription(db, owner.customer)).id] },
        }),
        refusal: { status: 400, why: 'another customer’s subscription is refused as a field error' },
      },
    },
  },
};

export const recordScope: RecordScope = { fixtures, exempt };
