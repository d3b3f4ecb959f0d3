import {
  firstReachableChild,
  visibleNavigation,
  type Actor,
  type NavigationItem,
  type NavigationSection,
} from '@campus/contracts';
import { SECTION_REDIRECTS, hasScreen } from '../../lib/navigation/screens';

export interface ShownItem extends NavigationItem {
  /** False while the item's screen is not built yet: shown (the spec grants it) but not a link. */
  available: boolean;
}

export interface ShownSection extends ShownItem {
  active: boolean;
  items: ShownItem[];
}

const pathOnly = (path: string) => path.split('?')[0] ?? path;

/**
 * Whether a section's own address opens a screen for this person. A redirect-only section
 * address opens its first child the person may open whose screen exists; with none it would be
 * a 404, so the section is shown as not available yet rather than as a dead link.
 */
function sectionOpensSomething(actor: Actor, path: string): boolean {
  const section = SECTION_REDIRECTS[path as keyof typeof SECTION_REDIRECTS];
  if (!section || section === '/my-learning') return hasScreen(path);
  return firstReachableChild(section, actor, hasScreen) !== null;
}
const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * What the navigation shows this person (01 §2 "Navigation visibility"), which section is
 * active for the current address, and which items can be opened yet.
 */
export function navigationFor(actor: Actor, pathname: string): ShownSection[] {
  const sections = visibleNavigation(actor);
  const activeIndex = sections.findIndex(
    (section: NavigationSection) =>
      isUnder(pathname, section.path) || section.items.some((item) => isUnder(pathname, pathOnly(item.path))),
  );
  return sections.map((section, index) => {
    const items = section.items.map((item) => ({ ...item, available: hasScreen(item.path) }));
    return {
      ...section,
      active: index === activeIndex,
      items,
      // A section opens its first item it can show. Its own address only redirects to a child, so
      // a section with items is available once one of them is; one without items is its screen.
      available: items.length > 0 ? items.some((item) => item.available) : sectionOpensSomething(actor, section.path),
    };
  });
}
