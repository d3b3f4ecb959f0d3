import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ENDPOINTS } from '@campus/contracts';
import type { Database } from '../../db/client.js';
import { users, workspaces } from '../../db/schema/index.js';
import { totpCode } from '../harness.js';
import { createTestIdp } from '../saml-idp.js';
import {
  createCatalogItem,
  createCustomField,
  createEnrolment,
  createFile,
  createGroup,
  createInvitation,
  createMediaItem,
  createPerson,
  createProfile,
  createSelfRegistrationKey,
  createSsoSubscription,
  unique,
} from '../factories.js';
import { TEST_PASSWORD } from '../template.js';
import { createRoom, createVenue } from '../classroom-factories.js';
import { EVENTS_FIXTURES } from './events-fixtures.js';
import { EVENT_VIEW_FIXTURES } from './event-view-fixtures.js';
import { EVENT_OPERATIONS_FIXTURES } from './event-operations-fixtures.js';
import type { IdField } from './id-fields.js';
import type { Tenant } from './world.js';

/** What a case sends: the endpoint's path parameters, query and body. */
export interface Call {
  params?: Record<string, unknown>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface CaseContext {
  app: FastifyInstance;
  db: Database;
  /** The tenant whose records the call names. */
  owner: Tenant;
  /** The tenant of the person calling (their admin, or for the same-workspace check their learner). */
  caller: Tenant;
  /** The caller's identity token, for the calls that carry their own token in the body. */
  idToken: string;
}

export interface Case {
  /**
   * Creates the records in `owner` and returns the call that names them through this one field;
   * every other id in the call is the caller's own, so only this field crosses the boundary.
   * With owner = caller it is the caller's own record, and the call must succeed (the control).
   */
  build(context: CaseContext): Promise<Call>;
  /** Where another tenant's id is not refused with 403 or 404 but answered otherwise: how, and why. */
  refusal?: { status: number; body?: Record<string, unknown>; why: string };
}

export interface Fixture {
  cases: Partial<Record<IdField, Case>>;
  /** Why a learner of the record's own workspace may make this call; without it they must be refused. */
  learnerMay?: string;
  /** Needs a session of its own: the call changes the session (impersonation). */
  ownSession?: true;
}

export type EndpointName = keyof typeof ENDPOINTS;

/**
 * Endpoints whose id is not a tenant record to be scoped, one line each on why. Anything else
 * that takes an id needs a fixture: `record-scope.test.ts` fails naming it otherwise.
 */
export const EXEMPT: Partial<Record<EndpointName, string>> = {
  invitation: 'public; answers only with the secret from the invitation email (decision 0018)',
  acceptInvitation: 'public; answers only with the secret from the invitation email (decision 0018)',
  rejectInvitation: 'public; answers only with the secret from the invitation email (decision 0018)',
  signUp: 'public; answers only with the secret from the invitation email (decision 0018)',
  confirmSignup: 'public; guarded by the emailed confirmation code, not by a tenant',
  resendCode: 'public sign-up step; sends the code only to the pending person’s own address, returns nothing',
  workspaceDetails: 'public sign-up page; only workspaces that opened self-registration, their name only',
  samlLogin: 'public start of single sign-on; redirects to the identity provider the sign-in page offered',
  samlAcs: 'public; accepts only a response signed by the subscription’s own identity provider',
  fileImage: 'public by design: images are addressed by their unguessable id so <img> tags load them (01 §7)',
  workspaceBranding:
    'public by design: an active workspace’s name, logo and colours dress its own sign-in page before anyone signs in (decision 0025)',
};

const openSelfRegistration = (db: Database, workspaceId: string, enabled: boolean) =>
  db.update(workspaces).set({ selfRegistrationEnabled: enabled }).where(eq(workspaces.id, workspaceId));

/** A fresh person of the owner's workspace (in its team) for the calls about someone's account. */
const personOf = (db: Database, owner: Tenant) => createPerson(db, owner.workspace, { unit: owner.team });

const newcomer = () => ({
  emailAddress: `${unique('newcomer')}@example.test`,
  firstName: 'Nia',
  lastName: 'Newcomer',
});

const UNKNOWN_FIELD = 'another workspace’s field is dropped as an unknown one is; nothing of it is touched';

const workspaceParam: Case = { build: async ({ owner }) => ({ params: { workspaceId: owner.workspace.id } }) };

const invitationById: Fixture = {
  cases: {
    'params.id': {
      build: async ({ db, owner }) => ({
        params: { id: (await createInvitation(db, owner.workspace, owner.admin.user)).invitation.id },
      }),
    },
  },
};

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

const enrolmentOfOwnerAdmin: Fixture = {
  cases: {
    'params.id': {
      build: async ({ db, owner }) => {
        const item = await createCatalogItem(db, owner.workspace, { requireApproval: true });
        return { params: { id: (await createEnrolment(db, owner.admin, item)).id } };
      },
    },
  },
};

const requestOfOwnerLearner: Fixture = {
  cases: {
    'params.id': {
      build: async ({ db, owner }) => {
        const item = await createCatalogItem(db, owner.workspace, { requireApproval: true });
        return { params: { id: (await createEnrolment(db, await personOf(db, owner), item)).id } };
      },
    },
  },
};

const superadminOnlySubscription: Fixture = {
  cases: {
    'params.id': {
      build: async ({ db, owner }) => ({ params: { id: (await createSsoSubscription(db, owner.customer)).id } }),
    },
  },
};

/** The fixture of every endpoint that takes a record id (see the architecture's "Record-scope harness"). */
// --- Venues and rooms (modules/places): the venue or room named, and the files and workspaces
// a body names, must be the caller's customer's.
const venueOfOwner: Fixture = {
  cases: {
    'params.id': { build: async ({ db, owner }) => ({ params: { id: (await createVenue(db, owner.workspace)).id } }) },
  },
};
const roomOfOwner: Fixture = {
  cases: {
    'params.id': {
      build: async ({ db, owner }) => ({
        params: { id: (await createRoom(db, await createVenue(db, owner.workspace))).id },
      }),
    },
  },
};
const FOREIGN_FILE = 'another customer’s file is refused as a field error on files';
const FOREIGN_WORKSPACE = 'another customer’s workspace is refused as a field error on sharingWorkspaces';
const placeReferences = (body: (context: CaseContext) => Promise<Record<string, unknown>>): Fixture['cases'] => ({
  'body.files': {
    build: async (context) => ({
      body: {
        ...(await body(context)),
        // A public image of the library: what a venue (images) and a room (any item) both accept.
        files: [{ fileId: (await createMediaItem(context.app, context.owner.admin)).id }],
      },
    }),
    refusal: { status: 400, why: FOREIGN_FILE },
  },
  'body.sharingWorkspaces': {
    build: async (context) => ({
      body: { ...(await body(context)), sharingWorkspaces: [context.owner.workspace.id] },
    }),
    refusal: { status: 400, why: FOREIGN_WORKSPACE },
  },
});
const CLASSROOM_FIXTURES: Partial<Record<EndpointName, Fixture>> = {
  venue: venueOfOwner,
  archiveVenue: venueOfOwner,
  restoreVenue: venueOfOwner,
  removeVenue: venueOfOwner,
  createVenue: { cases: placeReferences(async () => ({ name: unique('Venue') })) },
  updateVenue: {
    cases: {
      'body.id': {
        build: async ({ db, owner }) => ({
          body: { id: (await createVenue(db, owner.workspace)).id, name: unique('Venue') },
        }),
      },
      ...placeReferences(async ({ db, caller }) => ({ id: (await createVenue(db, caller.workspace)).id })),
    },
  },
  room: roomOfOwner,
  archiveRoom: roomOfOwner,
  restoreRoom: roomOfOwner,
  removeRoom: roomOfOwner,
  createRoom: {
    cases: {
      'body.venueId': {
        build: async ({ db, owner }) => ({
          body: { venueId: (await createVenue(db, owner.workspace)).id, name: unique('Room'), capacity: 8 },
        }),
      },
      ...placeReferences(async ({ db, caller }) => ({
        venueId: (await createVenue(db, caller.workspace)).id,
        name: unique('Room'),
        capacity: 8,
      })),
    },
  },
  updateRoom: {
    cases: {
      'body.id': {
        build: async ({ db, owner }) => ({
          body: { id: (await createRoom(db, await createVenue(db, owner.workspace))).id, capacity: 9 },
        }),
      },
      ...placeReferences(async ({ db, caller }) => ({
        id: (await createRoom(db, await createVenue(db, caller.workspace))).id,
      })),
    },
  },
  rooms: {
    cases: {
      'query.filters[venueIds]': {
        build: async ({ db, owner }) => ({
          query: { 'filters[venueIds]': (await createVenue(db, owner.workspace)).id },
        }),
        refusal: {
          status: 200,
          body: { data: [] },
          why: 'a list filter: another customer’s venue matches none of the caller’s rooms',
        },
      },
    },
  },
};

export const FIXTURES: Partial<Record<EndpointName, Fixture>> = {
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
  allCustomFieldsFilledIn: { cases: { 'params.workspaceId': workspaceParam }, learnerMay: 'their own workspace' },
  customFields: { cases: { 'params.workspaceId': workspaceParam }, learnerMay: 'their own workspace’s fields' },
  myCustomFields: { cases: { 'params.workspaceId': workspaceParam }, learnerMay: 'their own values' },
  updateUser: {
    cases: {
      'body.id': {
        build: async ({ owner, caller }) => ({
          body: { id: owner.admin.user.id, workspaceId: caller.workspace.id, customFields: {} },
        }),
      },
      'body.workspaceId': {
        build: async ({ owner, caller }) => ({
          body: { id: caller.admin.user.id, workspaceId: owner.workspace.id, customFields: {} },
        }),
      },
      'body.customFields': {
        build: async ({ db, owner, caller }) => ({
          body: {
            id: caller.admin.user.id,
            workspaceId: caller.workspace.id,
            customFields: { [(await createCustomField(db, owner.workspace)).id]: 'A value' },
          },
        }),
        refusal: { status: 204, why: UNKNOWN_FIELD },
      },
    },
  },
  verifyMfa: {
    cases: {
      'body.userId': {
        // The owner has a secret waiting and the code is right: only whose account it is stops it.
        build: async ({ db, owner, idToken }) => {
          const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
          await db.update(users).set({ mfaPendingSecret: secret }).where(eq(users.id, owner.admin.user.id));
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
  user: {
    cases: {
      'params.id': { build: async ({ db, owner }) => ({ params: { id: (await personOf(db, owner)).user.id } }) },
    },
  },
  userRole: {
    cases: {
      'body.userId': {
        build: async ({ db, owner, caller }) => ({
          body: { userId: (await personOf(db, owner)).user.id, role: 'trainer', customerId: caller.customer.id },
        }),
      },
      'body.customerId': {
        build: async ({ db, owner, caller }) => ({
          body: { userId: (await personOf(db, caller)).user.id, role: 'trainer', customerId: owner.customer.id },
        }),
      },
    },
  },
  register: {
    cases: {
      'body.id': {
        build: async ({ db, owner }) => {
          const pending = await createPerson(db, owner.workspace, { password: null, status: 'pending' });
          return { body: { id: pending.user.id, firstName: 'Nia', lastName: 'Newcomer', emailAddress: pending.email } };
        },
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
  createInvitation: {
    cases: {
      'body.workspaceId': {
        build: async ({ owner }) => ({ body: { workspaceId: owner.workspace.id, ...newcomer() } }),
      },
      'body.organisationUnit': {
        build: async ({ owner, caller }) => ({
          body: { workspaceId: caller.workspace.id, organisationUnit: owner.team.id, ...newcomer() },
        }),
        refusal: { status: 400, why: 'a unit of another workspace is refused as a field error' },
      },
      'body.groups': {
        build: async ({ db, owner, caller }) => ({
          body: {
            workspaceId: caller.workspace.id,
            groups: [(await createGroup(db, owner.workspace)).id],
            ...newcomer(),
          },
        }),
        refusal: { status: 400, why: 'a group of another workspace is refused as a field error' },
      },
    },
  },
  cancelInvitation: invitationById,
  resendInvitation: invitationById,
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
  workspace: {
    cases: { 'params.id': { build: async ({ owner }) => ({ params: { id: owner.workspace.id } }) } },
    learnerMay: 'the shell loads its own workspace',
  },
  customerOptions: {
    cases: { 'params.id': { build: async ({ owner }) => ({ params: { id: owner.customer.id } }) } },
    learnerMay: 'the shell loads its own customer’s options',
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
  completeUpload: {
    cases: {
      'params.id': { build: async ({ app, owner }) => ({ params: { id: (await createFile(app, owner.admin)).id } }) },
    },
    learnerMay: 'a workspace’s files are shared by its people (files are scoped by workspace)',
  },
  file: {
    cases: {
      'params.id': { build: async ({ app, owner }) => ({ params: { id: (await createFile(app, owner.admin)).id } }) },
    },
    learnerMay: 'a workspace’s files are shared by its people (files are scoped by workspace)',
  },
  mediaList: {
    cases: {
      'query.customerId': { build: async ({ owner }) => ({ query: { customerId: owner.customer.id } }) },
    },
  },
  mediaItem: {
    cases: {
      'params.id': {
        build: async ({ app, owner }) => ({ params: { id: (await createMediaItem(app, owner.admin)).id } }),
      },
    },
  },
  createMedia: {
    cases: {
      'body.files': {
        build: async ({ app, owner }) => ({ body: { files: [{ fileId: (await createFile(app, owner.admin)).id }] } }),
      },
    },
  },
  updateMedia: {
    cases: {
      'body.id': {
        build: async ({ app, owner }) => ({
          body: {
            id: (await createMediaItem(app, owner.admin)).id,
            title: 'Renamed',
            description: '',
            alt: 'A described image',
            isPrivate: false,
          },
        }),
      },
    },
  },
  deleteMediaItem: {
    cases: {
      'params.id': {
        build: async ({ app, owner }) => ({ params: { id: (await createMediaItem(app, owner.admin)).id } }),
      },
    },
  },
  deleteMedia: {
    cases: {
      'body.files': {
        build: async ({ app, owner }) => ({ body: { files: [(await createMediaItem(app, owner.admin)).id] } }),
      },
    },
  },
  enrolmentAllowed: {
    cases: {
      'params.learnerId': {
        build: async ({ db, owner }) => ({
          params: { catalogItemId: await createCatalogItem(db, owner.workspace), learnerId: owner.admin.profile.id },
        }),
      },
      'params.catalogItemId': {
        build: async ({ db, owner, caller }) => ({
          params: { catalogItemId: await createCatalogItem(db, owner.workspace), learnerId: caller.admin.profile.id },
        }),
        refusal: {
          status: 200,
          body: { allowForEnrolment: false, isCancellable: false, latestEnrolment: null },
          why: 'another workspace’s course is answered as not offered, as an unknown one is',
        },
      },
    },
  },
  enrol: {
    cases: {
      'body.catalogItem': {
        build: async ({ db, owner }) => ({ body: { catalogItem: await createCatalogItem(db, owner.workspace) } }),
      },
    },
    learnerMay: 'learners enrol on their own workspace’s catalogue',
  },
  enrolment: enrolmentOfOwnerAdmin,
  cancelEnrolment: enrolmentOfOwnerAdmin,
  unresolvedEnrolments: {
    cases: { 'query.workspaceId': { build: async ({ owner }) => ({ query: { workspaceId: owner.workspace.id } }) } },
  },
  approveEnrolment: requestOfOwnerLearner,
  rejectEnrolment: requestOfOwnerLearner,
  ...CLASSROOM_FIXTURES,
  ...EVENTS_FIXTURES,
  ...EVENT_VIEW_FIXTURES,
  ...EVENT_OPERATIONS_FIXTURES,
};
