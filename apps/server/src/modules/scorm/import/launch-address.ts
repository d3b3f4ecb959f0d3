import { REFUSE } from './package-refusal.js';

/**
 * A resource's launch address from its href and the xml:base chain above it (manifest,
 * resources, resource), as a path from the package's root with its query and fragment. A base
 * without a trailing slash names a file, so its last segment is dropped, as in any URL. An
 * absolute http(s) href is kept as it is (content hosted elsewhere); any other scheme, a path
 * from the server's root, or `..` that climbs above the package is refused.
 */
export function resolveLaunch(bases: readonly (string | null)[], href: string): string {
  const trimmed = href.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('\\')) {
    throw REFUSE.launchOutside(href);
  }
  const split = trimmed.search(/[?#]/);
  const path = split === -1 ? trimmed : trimmed.slice(0, split);
  const suffix = split === -1 ? '' : trimmed.slice(split);

  const segments: string[] = [];
  const walk = (part: string, isFile: boolean) => {
    const pieces = part.replace(/\\/g, '/').split('/');
    // A base's last piece is a file name unless the base ends with a slash (then it is '').
    if (isFile) pieces.pop();
    for (const piece of pieces) {
      if (piece === '' || piece === '.') continue;
      if (piece === '..') {
        if (segments.length === 0) throw REFUSE.launchOutside(href);
        segments.pop();
      } else segments.push(piece);
    }
  };
  for (const base of bases) {
    if (!base?.trim()) continue;
    const value = base.trim();
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/')) throw REFUSE.launchOutside(`${value}${href}`);
    walk(value, true);
  }
  walk(path, false);
  if (segments.length === 0) throw REFUSE.launchOutside(href);
  return segments.join('/') + suffix;
}
