import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShownItem, ShownSection } from './navigationModel';
import classes from './MainNavigation.module.css';

/** The address a section's link opens: its first screen that exists. */
export const sectionTarget = (section: ShownSection): string =>
  section.items.find((item) => item.available)?.path ?? section.path;

/** One navigation entry: a link, or (screen not built yet) a labelled, disabled entry. */
export function NavEntry({ item, to, className }: { item: ShownItem; to?: string; className?: string }) {
  const { t } = useTranslation();
  const label = t(`nav.${item.name}`);
  if (!item.available) {
    return (
      <span className={className} aria-disabled="true" title={t('nav.notYetAvailable')}>
        {label}
      </span>
    );
  }
  return (
    <NavLink to={to ?? item.path} className={className} end={false}>
      {label}
    </NavLink>
  );
}

/** Desktop: the top navigation and the active section's second row (01 §2 Application shell). */
export function MainNavigation({ sections }: { sections: ShownSection[] }) {
  const { t } = useTranslation();
  const active = sections.find((section) => section.active);
  if (sections.length === 0) return null;
  return (
    <div className={classes.wrapper}>
      <nav aria-label={t('nav.main')} className={classes.row}>
        {sections.map((section) => (
          <NavEntry
            key={section.name}
            item={section}
            to={sectionTarget(section)}
            className={section.active ? `${classes.top} ${classes.current}` : classes.top}
          />
        ))}
      </nav>
      {active && active.items.length > 0 && (
        <nav aria-label={t('nav.sectionLabel', { section: t(`nav.${active.name}`) })} className={classes.second}>
          {active.items.map((item) => (
            <NavEntry key={item.name} item={item} className={classes.item} />
          ))}
        </nav>
      )}
    </div>
  );
}
