import {
  firstReachableChild,
  myLearningDashboard,
  visibleNavigation,
  type Actor,
  type NavigationItem,
  type NavigationSection,
} from '@campus/contracts';
import { SECTION_REDIRECTS, hasScreen } from '../../lib/navigation/screens';

export interface ShownItem extends NavigationItem {
  /**
   * False while the item's screen is not built yet: shown as coming soon, not a link. Only what
   * the person's routes admit is shown at all (`visibleNavigation`), so coming soon is always theirs.
   */
  available: boolean;
}

export interface ShownSection extends ShownItem {
  active: boolean;
  /** Where the section's own link goes: its first screen that exists. */
  target: string;
  items: ShownItem[];
}

const pathOnly = (path: string) => path.split('?')[0] ?? path;

/**
 * Where a section's link leads for this person, or null when nothing of it is built yet. A
 * section opens its first item it can show; My learning opens the person's dashboard (01 §2
 * "/my-learning/dashboard redirects to courses, trainer or learner") once that is built; a section
 * without items is its own screen.
 */
function sectionTarget(actor: Actor, section: NavigationSection, items: ShownItem[]): string | null {
  if (section.path === '/my-learning') {
    const dashboard = myLearningDashboard(actor);
    if (dashboard && hasScreen(dashboard)) return dashboard;
  }
  const firstItem = items.find((item) => item.available);
  if (firstItem) return firstItem.path;
  if (items.length > 0) return null;
  const redirect = SECTION_REDIRECTS[section.path as keyof typeof SECTION_REDIRECTS];
  if (redirect && redirect !== '/my-learning') return firstReachableChild(redirect, actor, hasScreen);
  return hasScreen(section.path) ? section.path : null;
}

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** How closely an address belongs to a section: the length of its longest matching path. */
function matchLength(pathname: string, section: NavigationSection): number {
  const paths = [section.path, ...section.items.map((item) => pathOnly(item.path))];
  return Math.max(0, ...paths.filter((path) => isUnder(pathname, path)).map((path) => path.length));
}

/**
 * What the navigation shows this person (01 §2 "Navigation visibility"), which section is
 * active for the current address (the most specific match: My training's dashboard lies under My
 * learning's address), and which items can be opened yet.
 */
export function navigationFor(actor: Actor, pathname: string): ShownSection[] {
  const sections = visibleNavigation(actor);
  const lengths = sections.map((section) => matchLength(pathname, section));
  const longest = Math.max(0, ...lengths);
  const activeIndex = longest > 0 ? lengths.indexOf(longest) : -1;
  return sections.map((section, index) => {
    const items = section.items.map((item) => ({
      ...item,
      available: hasScreen(item.path),
    }));
    const target = sectionTarget(actor, section, items);
    return { ...section, active: index === activeIndex, items, target: target ?? section.path, available: !!target };
  });
}

/** Items split into what can be opened now and what is coming (shown as a labelled group). */
export function splitByAvailability<T extends ShownItem>(items: readonly T[]): { ready: T[]; comingSoon: T[] } {
  return {
    ready: items.filter((item) => item.available),
    comingSoon: items.filter((item) => !item.available),
  };
}
