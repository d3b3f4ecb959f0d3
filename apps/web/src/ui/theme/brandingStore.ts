import { useSyncExternalStore } from 'react';
import type { WorkspaceBranding } from '@campus/contracts';

/**
 * The branding of the workspace an open page's address names (the sign-in page's
 * ?targetWorkspace=), before anyone is signed in to it. The theme provider wears it while no
 * workspace is chosen; the page that set it clears it when it closes.
 */
let current: WorkspaceBranding | null = null;
const listeners = new Set<() => void>();

export const brandingStore = {
  get: () => current,
  set(next: WorkspaceBranding | null) {
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const usePageBranding = (): WorkspaceBranding | null =>
  useSyncExternalStore(brandingStore.subscribe, brandingStore.get, brandingStore.get);
