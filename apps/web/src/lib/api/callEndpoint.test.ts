import { beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@campus/contracts';
import { apiError, mockFetch } from '../../test/fetchMock';
import { callEndpoint, endpointUrl } from './callEndpoint';
import { handleApiError } from './errorHandler';
import { enterSection } from './sectionScope';

const ID = '0b7e0f43-64b6-4b7e-9d7a-6c9b2f1c1a11';

describe('callEndpoint', () => {
  beforeEach(() => enterSection(`test-${Math.random()}`));

  it('builds the URL from the path template, sends the method, query and body, and parses the answer', async () => {
    const calls = mockFetch({
      [`GET /api/sso/v2/invitations/${ID}`]: {
        body: {
          id: ID,
          status: 'sent',
          user: { id: ID, emailAddress: 'a@b.co', firstName: 'A', lastName: 'B' },
          workspace: { id: ID, name: 'W' },
          hasAccount: false,
          extra: 'dropped',
        },
      },
    });
    const result = await callEndpoint(ENDPOINTS.invitation, {
      params: { id: ID },
      query: { secret: 's e/cret' },
      auth: 'none',
    });
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url).toBe(`/api/sso/v2/invitations/${ID}?secret=s+e%2Fcret`);
    expect(result).not.toHaveProperty('extra');
  });

  it('encodes path parameters', () => {
    expect(endpointUrl(ENDPOINTS.samlLogin, { id: 'a/b c' })).toBe('/api/subscription-manager/saml/login/a%2Fb%20c');
  });

  it("carries the contract's toast behaviour on a failure", async () => {
    mockFetch({ [`GET /api/sso/v2/custom-fields/${ID}`]: apiError(400, 'validation_error', 'Bad') });
    const failure = callEndpoint(ENDPOINTS.customFields, { params: { workspaceId: ID }, auth: 'none' });
    await expect(failure).rejects.toMatchObject({ toast: 'silent' });
    expect(handleApiError(await failure.catch((error: unknown) => error))).toBe('silent');

    mockFetch({ 'POST /api/sso/v2/auth/forgot-password': apiError(400, 'validation_error', 'Bad') });
    const generic = callEndpoint(ENDPOINTS.forgotPassword, { body: { email: 'a@b.co' }, auth: 'none' });
    expect(handleApiError(await generic.catch((error: unknown) => error))).toBe('toast');
  });
});
