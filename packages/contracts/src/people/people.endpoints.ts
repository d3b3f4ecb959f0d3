import { z } from 'zod';
import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { idParamSchema } from '../platform/workspaces.contract.js';
import {
  allCustomFieldsFilledInSchema,
  customFieldListSchema,
  updateUserRequestSchema,
  userCustomFieldsSchema,
} from './custom-fields.contract.js';
import {
  answerInvitationRequestSchema,
  createdInvitationSchema,
  createInvitationSchema,
  invitationSchema,
  invitationSecretQuerySchema,
  signUpRequestSchema,
} from './invitations.contract.js';
import {
  preRegisterRequestSchema,
  preRegisterResponseSchema,
  registerUserRequestSchema,
  userDetailsSchema,
  userRoleRequestSchema,
} from './user-roles.contract.js';
import { usersListQuerySchema, usersListResponseSchema } from './users-list.contract.js';

const workspaceParamsSchema = z.object({ workspaceId: z.uuid() });

/** People: the user list, roles, superadmins, invitations, profile (custom) fields (01 §4, §5, §6). */
export const PEOPLE_ENDPOINTS = endpointGroup('people', {
  users: defineEndpoint({
    method: 'GET',
    path: '/api/sso/v2/users',
    service: 'sso',
    access: RULES.usersList,
    querystring: usersListQuerySchema,
    response: { 200: usersListResponseSchema },
    toast: 'generic',
  }),
  user: defineEndpoint({
    method: 'GET',
    path: '/api/sso/v2/users/:id',
    service: 'sso',
    access: RULES.userAdministration,
    params: z.object({ id: z.uuid() }),
    response: { 200: userDetailsSchema },
    toast: 'generic',
  }),
  userRole: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/user-role',
    service: 'sso',
    access: RULES.superadmin,
    body: userRoleRequestSchema,
    response: { 200: userDetailsSchema },
    toast: 'generic',
  }),
  preRegister: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/user/pre-register',
    service: 'sso',
    access: RULES.superadmin,
    body: preRegisterRequestSchema,
    response: { 200: preRegisterResponseSchema },
    toast: 'generic',
  }),
  register: defineEndpoint({
    method: 'PATCH',
    path: '/api/sso/v2/user/register',
    service: 'sso',
    access: RULES.superadmin,
    body: registerUserRequestSchema,
    toast: 'generic',
  }),
  createInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/invitations',
    service: 'sso',
    access: RULES.userAdministration,
    body: createInvitationSchema,
    response: { 201: createdInvitationSchema },
    toast: 'generic',
  }),
  invitation: defineEndpoint({
    method: 'GET',
    path: '/api/sso/v2/invitations/:id',
    service: 'sso',
    access: RULES.open,
    params: idParamSchema,
    querystring: invitationSecretQuerySchema,
    response: { 200: invitationSchema },
    toast: 'generic',
  }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/accept-invitation/:id',
    service: 'sso',
    access: RULES.open,
    params: idParamSchema,
    body: answerInvitationRequestSchema,
    toast: 'generic',
  }),
  rejectInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/reject-invitation/:id',
    service: 'sso',
    access: RULES.open,
    params: idParamSchema,
    body: answerInvitationRequestSchema,
    toast: 'generic',
  }),
  cancelInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/cancel-invitation/:id',
    service: 'sso',
    access: RULES.userAdministration,
    params: idParamSchema,
    toast: 'generic',
  }),
  resendInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/resend-invitation/:id',
    service: 'sso',
    access: RULES.userAdministration,
    params: idParamSchema,
    toast: 'generic',
  }),
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/sso/v2/cognito/sign-up',
    service: 'sso',
    access: RULES.open,
    body: signUpRequestSchema,
    toast: 'generic',
  }),
  allCustomFieldsFilledIn: defineEndpoint({
    method: 'GET',
    path: '/api/sso/v2/all-custom-fields-filled-in/:workspaceId',
    service: 'sso',
    access: RULES.workspace,
    params: workspaceParamsSchema,
    response: { 200: allCustomFieldsFilledInSchema },
    toast: 'generic',
  }),
  /** The spec exempts custom fields from the generic error toast (01 §8): the screen explains. */
  customFields: defineEndpoint({
    method: 'GET',
    path: '/api/sso/v2/custom-fields/:workspaceId',
    service: 'sso',
    access: RULES.workspace,
    params: workspaceParamsSchema,
    response: { 200: customFieldListSchema },
    toast: 'silent',
  }),
  myCustomFields: defineEndpoint({
    method: 'GET',
    path: '/api/sso/v2/user-custom-fields/:workspaceId',
    service: 'sso',
    access: RULES.workspace,
    params: workspaceParamsSchema,
    response: { 200: userCustomFieldsSchema },
    toast: 'generic',
  }),
  updateUser: defineEndpoint({
    method: 'PATCH',
    path: '/api/sso/v2/users',
    service: 'sso',
    access: RULES.workspace,
    body: updateUserRequestSchema,
    toast: 'generic',
  }),
});
