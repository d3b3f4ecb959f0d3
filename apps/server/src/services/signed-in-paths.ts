import { ROUTE_TABLE } from '@campus/contracts';

/** A route pattern's segments as a regular expression: `:name` is one segment, `:name?` may be left out. */
function patternToRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

const SIGNED_IN_PATTERNS = ROUTE_TABLE.filter((route) => route.rule !== 'open').map((route) =>
  patternToRegExp(route.path),
);

/**
 * Whether `pathname` is one of the spec's screens that only signed-in people see (01 §6, the
 * route table): these pages sit in the signed-in shell, so their first load can fetch the shell's
 * files at once (decision 0020). Public pages, the 404 page and unknown paths are not.
 */
export function isSignedInScreen(pathname: string): boolean {
  return SIGNED_IN_PATTERNS.some((pattern) => pattern.test(pathname));
}

const EMBEDDABLE_PATTERNS = ROUTE_TABLE.filter((route) => route.embeddable).map((route) => patternToRegExp(route.path));

/** Whether `pathname` is a screen other sites may show in a frame (the booking iframe, 03 §2). */
export function isEmbeddableScreen(pathname: string): boolean {
  return EMBEDDABLE_PATTERNS.some((pattern) => pattern.test(pathname));
}
