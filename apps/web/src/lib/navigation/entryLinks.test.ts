import { describe, expect, it } from 'vitest';
import { landingDestination, loginPathFor, readEmailLink, safeTargetPath, withoutEmailLinkParams } from './entryLinks';

const q = (query: string) => new URLSearchParams(query);

describe('entry links', () => {
  it('reads an email link and cleans its parameters off the address', () => {
    const search = q('source=email&ownerType=workspace&externalId=w1&userType=learner&tab=2');
    expect(readEmailLink(search)).toEqual({ ownerType: 'workspace', externalId: 'w1' });
    expect(withoutEmailLinkParams(search)).toBe('?tab=2');
    expect(readEmailLink(q('source=web&externalId=w1'))).toBeNull();
    expect(readEmailLink(q('source=email'))).toBeNull();
  });

  it.each([
    ['/catalogue/events?listView=calendar', '/catalogue/events?listView=calendar'],
    ['https://evil.example/x', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['relative/path', null],
    [null, null],
  ])('keeps only paths inside the app: %s', (raw, expected) => {
    expect(safeTargetPath(raw)).toBe(expected);
  });

  it('carries the target on the login address', () => {
    expect(loginPathFor({ path: '/home?x=1', workspaceId: 'w1' })).toBe(
      '/auth/login?targetPath=%2Fhome%3Fx%3D1&targetWorkspace=w1',
    );
    expect(loginPathFor({ path: null, workspaceId: null })).toBe('/auth/login');
  });

  it.each([
    ['invitation=abc&secret=s3cr-t', '/landing-invitation?invitation=abc&secret=s3cr-t'],
    ['registerKey=KEY123', '/auth/self-registration/KEY123'],
    ['target=calendar', '/catalogue/events?listView=calendar'],
    ['target=event&eventId=e1', '/catalogue/events/event/e1/show/single'],
    ['target=session&eventId=e1&sessionId=s1', '/catalogue/events/event/e1/session/s1/show'],
    ['redirect=/lms/user/account/security', '/lms/user/account/security'],
    ['redirect=https://evil.example', '/'],
    ['targetPath=/home&targetWorkspace=w1', '/home?source=email&ownerType=workspace&externalId=w1'],
    ['', '/'],
  ])('/landing?%s → %s', (query, expected) => {
    expect(landingDestination(q(query))).toBe(expected);
  });
});
