import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';

export interface UnsavedChangesGuard {
  /** The router's blocker: `blocked` while the person is asked whether to leave. */
  blocker: Blocker;
  /** Lets the next navigation through without asking (after a save, before going on). */
  release: () => void;
}

/**
 * Asks before leaving a page with unsaved changes: React Router's `useBlocker` for the app's own
 * links, back and forward, and `beforeunload` for closing the tab, reloading or typing an address.
 * `stays` names the addresses that are still this page (a wizard's steps): moving between them
 * is not leaving. Render `<UnsavedChangesDialog guard={…} />` beside it.
 */
export function useUnsavedChangesGuard({
  dirty,
  stays = [],
}: {
  dirty: boolean;
  stays?: readonly string[];
}): UnsavedChangesGuard {
  const released = useRef(false);
  const staysKey = stays.join('\n');
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !released.current &&
      nextLocation.pathname !== currentLocation.pathname &&
      !staysKey.split('\n').includes(nextLocation.pathname),
    [dirty, staysKey],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // Nothing left to lose (saved, or typed back): a pending question is dropped.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.reset();
  }, [blocker, dirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { blocker, release };
}
