import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { DraftQueue, type DraftQueueOptions } from '../drafts';

type Calls<C> = Pick<DraftQueueOptions<C>, 'save' | 'reload'>;

/**
 * A register's or summary's drafts (drafts.ts) for a screen: one queue per record and person
 * (`storageKey`), listening while the screen is open; the latest `save` and `reload` are used.
 * Drafts are also sent when the page is hidden (a phone locked, a tab switched or closed).
 */
export function useDraftQueue<C extends object>(storageKey: string, calls: Calls<C>) {
  const latest = useRef(calls);
  useEffect(() => {
    latest.current = calls;
  });
  const [queue] = useState(
    () =>
      new DraftQueue<C>({
        storageKey,
        save: (rows) => latest.current.save(rows),
        reload: () => latest.current.reload(),
      }),
  );
  const state = useSyncExternalStore(queue.subscribe, queue.getState);
  useEffect(() => {
    queue.attach();
    const hidden = () => {
      if (document.visibilityState === 'hidden' && queue.hasDrafts()) void queue.flush();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      queue.detach();
    };
  }, [queue]);
  return { queue, state };
}
