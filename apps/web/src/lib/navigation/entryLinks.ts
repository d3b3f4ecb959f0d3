import { withInvitation } from './paths';

/**
 * Links into the app from outside (01 §2 "Email-link entry", landing query parameters): what they
 * ask for, read from the query, and where a target path may point (never another site).
 */
export const EMAIL_LINK_PARAMS = ['source', 'ownerType', 'externalId', 'userType'] as const;

export interface EmailLink {
  ownerType: 'workspace' | 'subdomain';
  /** The workspace (or old-system subdomain) the link belongs to. */
  externalId: string;
}

/** The email-link parameters, or null when the address is not an email link. */
export function readEmailLink(search: URLSearchParams): EmailLink | null {
  if (search.get('source') !== 'email') return null;
  const externalId = search.get('externalId');
  if (!externalId) return null;
  return { ownerType: search.get('ownerType') === 'subdomain' ? 'subdomain' : 'workspace', externalId };
}

/** The query without the email-link parameters (the address the link opens, cleaned). */
export function withoutEmailLinkParams(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  for (const name of EMAIL_LINK_PARAMS) rest.delete(name);
  const query = rest.toString();
  return query ? `?${query}` : '';
}

/** A path inside this app, or null: absolute, not protocol-relative, no scheme, no backslashes. */
export function safeTargetPath(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  try {
    const url = new URL(raw, 'http://campus.invalid');
    return url.origin === 'http://campus.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Where to go after signing in, carried on the login address (01 §2: targetPath, targetWorkspace). */
export interface SignInTarget {
  path: string | null;
  workspaceId: string | null;
}

export function readSignInTarget(search: URLSearchParams): SignInTarget {
  return { path: safeTargetPath(search.get('targetPath')), workspaceId: search.get('targetWorkspace') || null };
}

export function loginPathFor(target: SignInTarget): string {
  const query = new URLSearchParams();
  if (target.path) query.set('targetPath', target.path);
  if (target.workspaceId) query.set('targetWorkspace', target.workspaceId);
  const text = query.toString();
  return text ? `/auth/login?${text}` : '/auth/login';
}

/**
 * Where /landing sends a visitor, from its query parameters (01 §2 "Landing query parameters");
 * `sso` is redeemed by the landing page itself. A target workspace is entered through the
 * email-link entry, which also takes care of signing in first.
 */
export function landingDestination(search: URLSearchParams): string {
  const invitation = search.get('invitation');
  if (invitation) return withInvitation('/landing-invitation', { id: invitation, secret: search.get('secret') ?? '' });
  const registerKey = search.get('registerKey');
  if (registerKey) return `/auth/self-registration/${encodeURIComponent(registerKey)}`;

  const eventId = search.get('eventId');
  const sessionId = search.get('sessionId');
  let path = safeTargetPath(search.get('targetPath')) ?? safeTargetPath(search.get('redirect'));
  const target = search.get('target');
  if (target === 'calendar') path = '/catalogue/events?listView=calendar';
  if (target === 'event' && eventId) path = `/catalogue/events/event/${encodeURIComponent(eventId)}/show/single`;
  if (target === 'session' && eventId && sessionId) {
    path = `/catalogue/events/event/${encodeURIComponent(eventId)}/session/${encodeURIComponent(sessionId)}/show`;
  }
  path ??= '/';

  const workspaceId = search.get('targetWorkspace');
  if (!workspaceId) return path;
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('source', 'email');
  params.set('ownerType', 'workspace');
  params.set('externalId', workspaceId);
  return `${pathname}?${params.toString()}`;
}
