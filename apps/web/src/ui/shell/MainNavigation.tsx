import { useId } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonBadge } from '../ComingSoonBadge';
import { IconHourglassHigh } from '../icons';
import { NAVIGATION_ICONS } from './navigationIcons';
import { splitByAvailability, type ShownItem, type ShownSection } from './navigationModel';
import classes from './MainNavigation.module.css';

interface NavEntryProps {
  item: ShownItem;
  to?: string;
  className?: string;
  /** Icon above the label (the phone's bottom bar) rather than before it. */
  stacked?: boolean;
  /** Marks an entry that is not built yet with its own badge (not when a "Coming soon" group holds it). */
  badge?: boolean;
}

/**
 * One navigation entry: a link with its icon, or, while its screen is not built yet, the same
 * entry marked "Coming soon" in words (not a link, not only greyer, nothing that needs a hover).
 */
export function NavEntry({ item, to, className, stacked = false, badge = true }: NavEntryProps) {
  const { t } = useTranslation();
  const Icon = NAVIGATION_ICONS[item.name];
  const label = t(`nav.${item.name}`);
  const content = (
    <>
      <Icon size={stacked ? 22 : 18} stroke={1.7} aria-hidden className={classes.icon} />
      <span className={classes.label}>{label}</span>
    </>
  );
  if (!item.available) {
    return (
      <span className={className} aria-disabled="true" data-coming-soon-entry data-stacked={stacked || undefined}>
        {content}
        {badge && <ComingSoonBadge />}
      </span>
    );
  }
  return (
    <NavLink to={to ?? item.path} className={className} end={false} data-stacked={stacked || undefined}>
      {content}
    </NavLink>
  );
}

/**
 * A section's second row: its pages that exist, then the ones still to come in a group labelled
 * "Coming soon", so they read as planned rather than broken.
 */
export function SectionItems({ section, className = '' }: { section: ShownSection; className?: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { ready, comingSoon } = splitByAvailability(section.items);
  return (
    <>
      {ready.map((item) => (
        <NavEntry key={item.name} item={item} className={className} />
      ))}
      {comingSoon.length > 0 && (
        <div role="group" aria-labelledby={labelId} className={classes.soonGroup}>
          <span id={labelId} className={classes.soonLabel}>
            <IconHourglassHigh size={16} stroke={1.7} aria-hidden />
            {t('nav.comingSoon')}
          </span>
          {comingSoon.map((item) => (
            <NavEntry key={item.name} item={item} className={`${className} ${classes.soonItem}`} badge={false} />
          ))}
        </div>
      )}
    </>
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
            to={section.target}
            className={section.active ? `${classes.top} ${classes.current}` : classes.top}
          />
        ))}
      </nav>
      {active && active.items.length > 0 && (
        <nav aria-label={t('nav.sectionLabel', { section: t(`nav.${active.name}`) })} className={classes.second}>
          <SectionItems section={active} className={classes.item} />
        </nav>
      )}
    </div>
  );
}
