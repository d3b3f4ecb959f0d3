import { useEffect, useState, useSyncExternalStore } from 'react';
import { DraftQueue, type DraftQueueOptions } from '../drafts';

type Calls<C> = Pick<DraftQueueOptions<C>, 'save' | 'reload'>;

/**
 * A register's or summary's drafts (drafts.ts) for a screen: one queue per record and person
 * (`storageKey`), listening while the screen is open; the latest `save` and `reload` are used.
 * Drafts are also sent when the page is hidden (a phone locked, a tab switched or closed).
 */
export function useDraftQueue<C extends object>(storageKey: string, calls: Calls<C>) {
  const [queue] = useState(() => new DraftQueue<C>({ storageKey, ...calls }));
  // Before the queue attaches (the effect below), so a save it starts uses this render's calls.
  useEffect(() => {
    queue.setCalls(calls);
  });
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
