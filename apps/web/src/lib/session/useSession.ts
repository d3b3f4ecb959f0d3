import { useSyncExternalStore } from 'react';
import { getSession, type Session } from './session';
import { tokenStore } from './tokenStore';

export function useSession(): Session {
  return useSyncExternalStore(tokenStore.subscribe, getSession, getSession);
}
