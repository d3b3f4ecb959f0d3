import { isApiError } from '../../../lib/api/ApiError';

/**
 * Saving a register or summary as it is filled in (issue 26: "a dropped connection or a closed tab
 * loses nothing, and two people editing the same register do not overwrite each other silently").
 *
 * Each learner's unsaved changes are a draft: the fields changed and the entry's version they were
 * made on. Drafts live in localStorage under the record's key from the first tap, so a closed tab
 * or a dead phone keeps them; a short pause after the last change sends every draft in one bulk
 * call with the versions read. What the call saved is forgotten (unless changed again meanwhile,
 * which then rests on the new version). Without a connection the drafts stay, and are sent when
 * the browser is back online (and every few seconds in case it never says so). A 409 naming rows
 * someone else saved first (`stale_rows`, decision 0047) reloads the entries: those rows show what
 * the other person saved and the change made here is reported, not resent; the others were saved.
 */

/** How long after the last change the drafts are sent. */
export const SAVE_DELAY_MS = 700;
/** How long before a failed save (no connection, server trouble) is tried again. */
export const RETRY_DELAY_MS = 5000;
/** The server's code for a bulk save that found rows someone else saved since they were read. */
export const STALE_ROWS = 'stale_rows';

export type SaveState =
  /** Nothing changed here yet. */
  | { kind: 'idle' }
  /** Changes wait for the pause after the last one. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** No connection: the changes are kept on this device and sent when it is back. */
  | { kind: 'offline' }
  /** The server could not save them now (5xx): tried again shortly. */
  | { kind: 'retrying' }
  /** The server refused them (completed meanwhile, no longer allowed…): not tried again by itself. */
  | { kind: 'failed'; error: unknown };

export interface Draft<C> {
  /** The entry's version the changes were made on (0: never saved). */
  base: number;
  changes: C;
  /** Goes up with each change, so a save knows whether the draft moved on while it was sent. */
  seq: number;
}

/** One learner's change sent in a save. */
export interface SentRow<C> {
  learnerId: string;
  version: number;
  changes: C;
}

/** A change made here that was not saved because someone else had saved the row first. */
export interface Conflict<C> {
  learnerId: string;
  mine: C;
}

export interface DraftsState<C> {
  drafts: Readonly<Record<string, Draft<C>>>;
  save: SaveState;
  conflicts: readonly Conflict<C>[];
}

export interface DraftQueueOptions<C> {
  storageKey: string;
  /** Saves the rows; answers each learner's version now. Rejects with the call's ApiError. */
  save: (rows: SentRow<C>[]) => Promise<{ learnerId: string; version: number }[]>;
  /** Reloads the entries after a 409 naming stale rows; answers each learner's version now. */
  reload: () => Promise<ReadonlyMap<string, number>>;
  delayMs?: number;
  retryMs?: number;
  isOnline?: () => boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

interface Stored<C> {
  drafts: Record<string, { base: number; changes: C }>;
}

const browserStorage = (): DraftQueueOptions<unknown>['storage'] => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The learners a `stale_rows` 409 names: its fields are `body.<index>` of the rows sent. */
export function staleIndexes(error: unknown): number[] | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== STALE_ROWS) return null;
  return error.fields
    .map((field) => /^body\.(\d+)$/.exec(field.path)?.[1])
    .filter((index): index is string => index !== undefined)
    .map(Number);
}

/** A failure worth trying again by itself: no connection, or the server's trouble. */
const transient = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;

export class DraftQueue<C extends object> {
  private state: DraftsState<C>;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private seq = 0;
  private attached = false;
  private readonly storage: DraftQueueOptions<C>['storage'];
  private readonly options: DraftQueueOptions<C>;

  constructor(options: DraftQueueOptions<C>) {
    this.options = options;
    this.storage = options.storage === undefined ? browserStorage() : options.storage;
    const drafts: Record<string, Draft<C>> = {};
    for (const [learnerId, draft] of Object.entries(this.read()?.drafts ?? {}))
      drafts[learnerId] = { base: draft.base, changes: draft.changes, seq: ++this.seq };
    const kept = Object.keys(drafts).length > 0;
    this.state = { drafts, save: kept ? { kind: 'pending' } : { kind: 'idle' }, conflicts: [] };
  }

  /**
   * Starts listening for the connection coming and going, and sends drafts a closed tab left
   * behind. A screen attaches on mount and detaches on unmount (twice in React's strict mode).
   */
  attach() {
    this.attached = true;
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
    }
    if (this.hasDrafts()) this.schedule(0);
  }

  /** Stops listening; drafts still unsaved are sent once more, and kept on the device if that fails. */
  detach() {
    this.attached = false;
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('offline', this.onOffline);
    }
    this.clearTimer();
    if (this.hasDrafts() && this.isOnline()) void this.flush();
  }

  /** Swaps the save and reload calls (a screen's callbacks change between renders). */
  setCalls(calls: Pick<DraftQueueOptions<C>, 'save' | 'reload'>) {
    this.options.save = calls.save;
    this.options.reload = calls.reload;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  hasDrafts() {
    return Object.keys(this.state.drafts).length > 0;
  }

  /** Records a change to one learner's entry, made on `base` (the version shown), and saves it shortly. */
  change(learnerId: string, base: number, changes: Partial<C>) {
    const previous = this.state.drafts[learnerId];
    const draft: Draft<C> = {
      base: previous?.base ?? base,
      changes: { ...(previous?.changes ?? ({} as C)), ...changes },
      seq: ++this.seq,
    };
    this.update({ drafts: { ...this.state.drafts, [learnerId]: draft }, save: this.busyOr({ kind: 'pending' }) });
    this.schedule(this.options.delayMs ?? SAVE_DELAY_MS);
  }

  /** Records the same change for several learners at once (everyone present). */
  changeMany(rows: { learnerId: string; base: number; changes: Partial<C> }[]) {
    if (rows.length === 0) return;
    const drafts = { ...this.state.drafts };
    for (const row of rows) {
      const previous = drafts[row.learnerId];
      drafts[row.learnerId] = {
        base: previous?.base ?? row.base,
        changes: { ...(previous?.changes ?? ({} as C)), ...row.changes },
        seq: ++this.seq,
      };
    }
    this.update({ drafts, save: this.busyOr({ kind: 'pending' }) });
    this.schedule(this.options.delayMs ?? SAVE_DELAY_MS);
  }

  /** Sends the drafts now; resolves true when nothing is left unsaved. */
  flush = (): Promise<boolean> => {
    this.clearTimer();
    if (!this.running) {
      this.running = this.run().finally(() => {
        this.running = null;
      });
    }
    return this.running.then(() => !this.hasDrafts());
  };

  /** Forgets the changes not saved (the person chose to drop them). */
  discard() {
    this.clearTimer();
    this.update({ drafts: {}, save: { kind: 'idle' } });
  }

  dismissConflicts() {
    this.update({ conflicts: [] });
  }

  private onOnline = () => {
    if (this.hasDrafts()) void this.flush();
  };

  private onOffline = () => {
    if (this.hasDrafts() && !this.running) this.update({ save: { kind: 'offline' } });
  };

  private isOnline() {
    if (this.options.isOnline) return this.options.isOnline();
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  }

  /** While a save runs, the status stays "saving"; otherwise the new one. */
  private busyOr(next: SaveState): SaveState {
    return this.state.save.kind === 'saving' ? this.state.save : next;
  }

  private async run(): Promise<void> {
    // Changes made while a save is on its way are sent by the next round.
    while (this.hasDrafts()) {
      if (!this.isOnline()) {
        this.update({ save: { kind: 'offline' } });
        this.schedule(this.options.retryMs ?? RETRY_DELAY_MS);
        return;
      }
      const sent = Object.entries(this.state.drafts).map(([learnerId, draft]) => ({ learnerId, draft }));
      this.update({ save: { kind: 'saving' } });
      try {
        const saved = await this.options.save(
          sent.map(({ learnerId, draft }) => ({ learnerId, version: draft.base, changes: draft.changes })),
        );
        this.settle(sent, new Map(saved.map((row) => [row.learnerId, row.version])), new Set());
        this.update({ save: { kind: 'saved' } });
      } catch (error) {
        const stale = staleIndexes(error);
        if (stale) {
          const staleIds = new Set(stale.map((index) => sent[index]?.learnerId).filter((id) => id !== undefined));
          let versions: ReadonlyMap<string, number>;
          try {
            versions = await this.options.reload();
          } catch (reloadError) {
            this.retryLater(reloadError);
            return;
          }
          this.settle(sent, versions, staleIds);
          this.update({ save: { kind: 'saved' } });
          continue;
        }
        if (transient(error)) {
          this.retryLater(error);
          return;
        }
        this.update({ save: { kind: 'failed', error } });
        return;
      }
    }
  }

  /**
   * After a save: a draft sent and not changed since is done; one changed since rests on the
   * version now. A stale one is dropped and reported: the row shows what the other person saved.
   */
  private settle(
    sent: { learnerId: string; draft: Draft<C> }[],
    versions: ReadonlyMap<string, number>,
    stale: ReadonlySet<string>,
  ) {
    const drafts = { ...this.state.drafts };
    const conflicts = this.state.conflicts.filter((conflict) => !stale.has(conflict.learnerId));
    for (const { learnerId, draft } of sent) {
      const current = drafts[learnerId];
      if (!current) continue;
      if (stale.has(learnerId)) {
        delete drafts[learnerId];
        conflicts.push({ learnerId, mine: current.changes });
      } else if (current.seq === draft.seq) delete drafts[learnerId];
      else drafts[learnerId] = { ...current, base: versions.get(learnerId) ?? current.base };
    }
    this.update({ drafts, conflicts });
  }

  private retryLater(error: unknown) {
    const offline = !this.isOnline() || (isApiError(error) && error.status === 0) || !isApiError(error);
    this.update({ save: { kind: offline ? 'offline' : 'retrying' } });
    this.schedule(this.options.retryMs ?? RETRY_DELAY_MS);
  }

  private schedule(delay: number) {
    if (!this.attached) return;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private update(patch: Partial<DraftsState<C>>) {
    this.state = { ...this.state, ...patch };
    if (patch.drafts) this.write();
    for (const listener of this.listeners) listener();
  }

  private read(): Stored<C> | null {
    try {
      const text = this.storage?.getItem(this.options.storageKey);
      const value = text ? (JSON.parse(text) as Stored<C>) : null;
      return value && typeof value.drafts === 'object' && value.drafts !== null ? value : null;
    } catch {
      return null;
    }
  }

  private write() {
    try {
      const entries = Object.entries(this.state.drafts);
      if (entries.length === 0) this.storage?.removeItem(this.options.storageKey);
      else
        this.storage?.setItem(
          this.options.storageKey,
          JSON.stringify({
            drafts: Object.fromEntries(
              entries.map(([id, draft]) => [id, { base: draft.base, changes: draft.changes }]),
            ),
          } satisfies Stored<C>),
        );
    } catch {
      // Storage full or refused (private browsing): the drafts still live in memory and are sent.
    }
  }
}
