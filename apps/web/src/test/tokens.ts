import type { FirstStageClaims, SecondStageClaims } from '@campus/contracts';

/** Test helpers: unsigned JWTs with the given claims (the browser never verifies them). */
function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const fakeJwt = (claims: unknown): string =>
  `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.sig`;

export const IDS = {
  user: '0b6f2c3e-1d4a-4f5b-8c7d-9e0f1a2b3c4d',
  session: '1c7a3d4f-2e5b-4a6c-9d8e-0f1a2b3c4d5e',
  customer: '2d8b4e5a-3f6c-4b7d-8e9f-1a2b3c4d5e6f',
  workspaceA: '3e9c5f6b-4a7d-4c8e-9f0a-2b3c4d5e6f7a',
  workspaceB: '4f0d6a7c-5b8e-4d9f-8a1b-3c4d5e6f7a8b',
  profile: '5a1e7b8d-6c9f-4e0a-9b2c-4d5e6f7a8b9c',
} as const;

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

export function idToken(overrides: Partial<FirstStageClaims> = {}): string {
  const claims: FirstStageClaims = {
    typ: 'id',
    sub: IDS.user,
    sid: IDS.session,
    name: 'Ada',
    family_name: 'Lovelace',
    email: 'ada@example.com',
    mfa_required: false,
    mfa_enabled: false,
    exp: inAnHour(),
    ...overrides,
  };
  return fakeJwt(claims);
}

export function workspaceToken(overrides: Partial<SecondStageClaims> = {}): string {
  const claims: SecondStageClaims = {
    typ: 'workspace',
    sid: IDS.session,
    userId: IDS.user,
    user: { firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com' },
    customer: { id: IDS.customer, name: 'Analytical Engines Ltd' },
    customerId: IDS.customer,
    workspaceId: IDS.workspaceA,
    workspace: 'Engine Room',
    domain: 'engine-room',
    profile: { id: IDS.profile, roles: ['learner', 'manager'], customerRoles: [] },
    roles: ['learner', 'manager'],
    customerRoles: ['trainer'],
    organisationUnit: null,
    customerServices: ['LMS', 'EBS', 'DW'],
    managedOrganisationUnits: [],
    origin: 'workspace',
    exp: inAnHour(),
    iat: Math.floor(Date.now() / 1000),
    originUser: null,
    ...overrides,
  };
  return fakeJwt(claims);
}
