import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {label}
    </a>
  );
}
