/**
 * In-flight requests belong to the top-level section of the app they started in (auth, lms,
 * catalogue, …). Leaving the section aborts them (01 §7). The router drives `enterSection`
 * before the next screen renders, so new requests never pick up the old section's signal.
 */

interface Scope {
  readonly section: string | null;
  readonly controller: AbortController;
}

let scope: Scope = { section: null, controller: new AbortController() };

/** The section of a path: its first segment ('' for the root). */
export function sectionOf(pathname: string): string {
  return pathname.split('/').find((segment) => segment.length > 0) ?? '';
}

/** Switches to `section`, aborting the previous section's requests. Same section: no-op. */
export function enterSection(section: string): void {
  if (scope.section === section) return;
  const previous = scope;
  scope = { section, controller: new AbortController() };
  previous.controller.abort(new DOMException(`Left section "${previous.section ?? ''}"`, 'AbortError'));
}

/** The signal of the current section, aborted when the user leaves it. */
export function sectionSignal(): AbortSignal {
  return scope.controller.signal;
}

interface RouterLike {
  readonly state: { readonly location: { readonly pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/** Keeps the section scope in step with a React Router data router. */
export function bindSectionScope(router: RouterLike): () => void {
  enterSection(sectionOf(router.state.location.pathname));
  return router.subscribe((state) => enterSection(sectionOf(state.location.pathname)));
}
