import type { ReactNode } from 'react';
import classes from './ScrollableTable.module.css';

interface ScrollableTableProps {
  /** Names the scrolling region for screen readers. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A wide table on a narrow screen: it scrolls sideways in a named region that keyboard users can
 * focus and scroll with the arrow keys (axe: scrollable-region-focusable).
 */
export function ScrollableTable({ label, minWidth, children }: ScrollableTableProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={classes.scroll}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
