import { createCustomField, createGroup, createInvitation, createPerson } from '../../test/factories.js';
import {
  newcomer,
  personOf,
  UNKNOWN_FIELD,
  workspaceParam,
  type Fixture,
  type RecordScope,
} from '../../test/record-scope/cases.js';

/**
 * Record-scope cases for people (test support, docs/architecture.md "Record-scope harness"): the
 * person, invitation or workspace named, and every unit, group, field and customer a body names,
 * must be the caller's customer's (and workspace's).
 */

const exempt: RecordScope['exempt'] = {
  invitation: 'public; answers only with the secret from the invitation email (decision 0018)',
  acceptInvitation: 'public; answers only with the secret from the invitation email (decision 0018)',
  rejectInvitation: 'public; answers only with the secret from the invitation email (decision 0018)',
  signUp: 'public; answers only with the secret from the invitation email (decision 0018)',
};

const invitationById: Fixture = {
  cases: {
    'params.id': {
      build: async ({ db, owner }) => ({
        params: { id: (await createInvitation(db, owner.workspace, owner.admin.user)).invitation.id },
      }),
    },
  },
};

const fixtures: RecordScope['fixtures'] = {
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
};

export const recordScope: RecordScope = { fixtures, exempt };
