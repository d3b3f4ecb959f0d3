import { useTranslation } from 'react-i18next';
import { NavEntry, SectionItems } from './MainNavigation';
import type { ShownSection } from './navigationModel';
import { useHideOnScrollDown } from './useHideOnScrollDown';
import classes from './BottomNavigation.module.css';

/**
 * Mobile (≤ 768 px): the sections along the bottom of the screen, icon above name, hidden while
 * scrolling down and back when scrolling up; the active section's items scroll sideways under the
 * header. Sections not built yet carry the "Coming soon" badge, readable without a hover.
 */
export function BottomNavigation({ sections }: { sections: ShownSection[] }) {
  const { t } = useTranslation();
  const hidden = useHideOnScrollDown();
  const active = sections.find((section) => section.active);
  if (sections.length === 0) return null;
  return (
    <>
      {active && active.items.length > 0 && (
        <nav
          aria-label={t('nav.sectionLabel', { section: t(`nav.${active.name}`) })}
          className={classes.second}
          // A row that scrolls sideways must be reachable by keyboard even when none of its items is a link yet.
          tabIndex={active.items.some((item) => item.available) ? undefined : 0}
        >
          <SectionItems section={active} className={classes.item} />
        </nav>
      )}
      <nav
        aria-label={t('nav.main')}
        className={classes.bottom}
        data-hidden={hidden || undefined}
        data-testid="bottom-navigation"
      >
        {sections.map((section) => (
          <NavEntry
            key={section.name}
            item={section}
            to={section.target}
            stacked
            className={section.active ? `${classes.section} ${classes.current}` : classes.section}
          />
        ))}
      </nav>
    </>
  );
}
