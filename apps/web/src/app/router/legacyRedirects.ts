/**
 * The old product's addresses rewritten to today's (01 §2 "Legacy redirect rewrites"), or null
 * when the path is not an old one. "Notifications or venues gain an /admin prefix": that area is
 * Setup today, so they move under /setup (docs/decisions/0013).
 */
export function legacyRewrite(pathname: string, search = ''): string | null {
  let path = pathname.replace(/\/classroom-booking\//g, '/');
  let query = search.startsWith('?') ? search.slice(1) : search;

  if (/^\/calendar\/?$/.test(path)) {
    path = '/catalogue/events';
    query = 'listView=calendar';
  } else if (/^\/events\/?$/.test(path)) {
    path = '/catalogue/events';
    query = 'listView=table';
  } else if (path.startsWith('/events/')) {
    // Event, session and iframe booking pages.
    path = `/catalogue${path}`;
  } else if (/^\/(notifications|venues)(\/|$)/.test(path)) {
    path = `/setup${path}`;
  } else if (/^\/trainers(\/|$)/.test(path)) {
    path = `/users${path}`;
  }

  const rewritten = query ? `${path}?${query}` : path;
  const original = search ? `${pathname}${search.startsWith('?') ? search : `?${search}`}` : pathname;
  return rewritten === original ? null : rewritten;
}
