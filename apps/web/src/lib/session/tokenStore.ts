/**
 * The browser's tokens, kept in localStorage under these keys (one tab's sign-in or logout
 * reaches the others through the `storage` event). Components read them with `useSession`.
 */
export const TOKEN_KEYS = {
  idToken: 'idToken',
  refreshToken: 'refreshToken',
  workspaceToken: 'workspaceToken',
} as const;

export interface StoredTokens {
  readonly idToken: string | null;
  readonly refreshToken: string | null;
  readonly workspaceToken: string | null;
}

type TokenName = keyof typeof TOKEN_KEYS;

function readKey(name: TokenName): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEYS[name]);
  } catch {
    return null;
  }
}

function writeKey(name: TokenName, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(TOKEN_KEYS[name]);
    else window.localStorage.setItem(TOKEN_KEYS[name], value);
  } catch {
    // Storage unavailable (private mode, quota): the session lives for this page only.
  }
}

const readAll = (): StoredTokens => ({
  idToken: readKey('idToken'),
  refreshToken: readKey('refreshToken'),
  workspaceToken: readKey('workspaceToken'),
});

let snapshot: StoredTokens = readAll();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function update(changes: Partial<StoredTokens>): void {
  for (const [name, value] of Object.entries(changes) as [TokenName, string | null][]) writeKey(name, value);
  snapshot = { ...snapshot, ...changes };
  emit();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && !Object.values<string>(TOKEN_KEYS).includes(event.key)) return;
  snapshot = readAll();
  emit();
}

export const tokenStore = {
  get: (): StoredTokens => snapshot,

  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },

  /** A fresh sign-in: new identity tokens, no workspace chosen yet. */
  signIn(tokens: { idToken: string; refreshToken: string }): void {
    update({ ...tokens, workspaceToken: null });
  },

  /** Rotated identity tokens from /auth/refresh; the workspace token stays. */
  setIdentity(tokens: { idToken: string; refreshToken: string }): void {
    update(tokens);
  },

  setWorkspaceToken(workspaceToken: string | null): void {
    update({ workspaceToken });
  },

  /**
   * Stores the workspace token for the next page load without telling this page: for a switch of
   * identity followed by `pageLoad.replace`, where the old page must not re-render as the new
   * person on its way out (its guards would judge the new token on the old page).
   */
  storeForNextPage(workspaceToken: string): void {
    writeKey('workspaceToken', workspaceToken);
  },

  clear(): void {
    update({ idToken: null, refreshToken: null, workspaceToken: null });
  },

  /** Re-reads storage (tests, or after another script changed it). */
  reload(): void {
    snapshot = readAll();
    emit();
  },
};
