// The package's entry: its sub-path entries declare a default export their bundles do not have.
import { Scorm12API, Scorm2004API } from 'scorm-again';
import type { ScormCommit, ScormCommitResult, ScormLaunch, ScormSco } from '@campus/contracts';
import { bridgeFrame } from './frameBridge';
import { requestValid, sequencerOf } from './navigation';

/** What the session needs of the outside world: the commit call and the beacon. */
export interface SessionIo {
  commit(body: ScormCommit): Promise<ScormCommitResult>;
  /** navigator.sendBeacon of the body to the attempt's beacon address; false when the browser refused it. */
  beacon(body: ScormCommit & { key: string }): boolean;
  onSaving(state: 'saving' | 'saved' | 'failed'): void;
  /** The SCO's session ended (LMSFinish / Terminate), with the navigation request it left (2004), if any. */
  onFinish(navigation: string): void;
}

/** The attempt's commit order, shared by its SCOs' sessions: each commit and beacon takes the next number. */
export interface Sequence {
  value: number;
}

/** Changes are saved this long after the last one; Commit and Finish save at once. */
const DEBOUNCE_MS = 2000;
/** After a failed save, the next try. */
const RETRY_MS = 5000;

type Api = Scorm12API | Scorm2004API;
type Json = Record<string, unknown>;

/**
 * One SCO's run-time session in the player (docs/scorm.md "Player"): the real runtime
 * (scorm-again), started from the SCO's saved data, answering the content frame through the
 * bridge, and saving to the server: debounced after changes, at once on Commit and Finish, in
 * order (each save numbered, so the server keeps the newest), and by beacon when the page hides.
 */
export class ScormSession {
  readonly api: Api;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private chain: Promise<void> = Promise.resolve();
  private dirty = false;
  private finished = false;
  private closed = false;
  private unbridge: () => void = () => {};

  constructor(
    private readonly launch: ScormLaunch,
    readonly sco: ScormSco,
    private readonly sequence: Sequence,
    private readonly io: SessionIo,
  ) {
    const settings = { autocommit: false, lmsCommitUrl: false, logLevel: 5 as const };
    this.api = launch.standard === 'scorm12' ? new Scorm12API(settings) : new Scorm2004API(settings);
    this.load();
    const changed = () => this.changed();
    if (launch.standard === 'scorm12') {
      this.api.on('LMSSetValue.cmi.*', changed);
      this.api.on('LMSCommit', () => this.saveNow(false));
      this.api.on('LMSFinish', () => this.finish());
    } else {
      this.api.on('SetValue.cmi.*', changed);
      this.api.on('Commit', () => this.saveNow(false));
      this.api.on('Terminate', () => this.finish());
    }
  }

  /** The data model the frame page starts its copy from (handed over in the frame's name). */
  frameName(): string {
    return JSON.stringify({ cmi: this.flattened() });
  }

  /**
   * The flattened data model, with 2004's `adl.nav.request_valid.continue|previous` as the
   * package's sequencing answers them now, so the frame page's copy (refreshed after each change)
   * follows the learner's progress.
   */
  private flattened(): Record<string, unknown> {
    const cmi = this.api.getFlattenedCMI() as Record<string, unknown>;
    if (this.launch.standard === 'scorm2004') {
      for (const key of ['continue', 'previous']) cmi[`adl.nav.request_valid.${key}`] = this.requestValid(key);
    }
    return cmi;
  }

  /** Answers the content frame's calls; the 2004 navigation requests' validity by the package's sequencing. */
  attach(frame: () => Window | null): void {
    this.unbridge();
    this.closed = false;
    const api = this.api as unknown as Record<string, (...args: unknown[]) => unknown>;
    const answering = new Proxy(api, {
      get: (target, method: string) => {
        const real = target[method];
        if (method === 'getFlattenedCMI') return () => this.flattened();
        if (method !== 'GetValue' || typeof real !== 'function')
          return typeof real === 'function' ? real.bind(target) : real;
        return (key: unknown) => {
          const valid = /^adl\.nav\.request_valid\.(.+)$/.exec(String(key));
          return valid ? this.requestValid(valid[1]!) : real.call(target, key);
        };
      },
    });
    this.unbridge = bridgeFrame(answering, frame, this.launch.contentOrigin);
  }

  /**
   * Whether a navigation request would deliver something from this SCO (navigation.ts): by the
   * package's sequencing with this SCO's data as it is now, else along the organisation.
   * 2004's `adl.nav.request_valid.*`, which scorm-again answers only with its own sequencing loaded.
   */
  private requestValid(request: string): string {
    return requestValid(this.launch, this.sco.identifier, request, this.sequencer());
  }

  /** The package's sequencing with the learner's progress, this SCO's as the runtime holds it now. */
  sequencer() {
    if (!this.launch.sequencing) return null;
    const cmi = this.api.renderCommitCMI(false) as Json;
    return sequencerOf(this.launch, { scoId: this.sco.identifier, cmi });
  }

  /** Saves what has changed now, by beacon (the page is hiding: a fetch may not finish). */
  beacon(): void {
    if (this.closed || (!this.dirty && this.finished)) return;
    clearTimeout(this.timer);
    const sent = this.io.beacon({ ...this.body(true, !this.finished), key: this.launch.commitKey });
    if (sent) this.dirty = false;
  }

  /**
   * Stops answering the frame at once (the next SCO's frame is already loading in its place, and
   * only its own session may answer it), then saves what is left.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.unbridge();
    this.unbridge = () => {};
    this.closed = true;
    if (this.dirty) this.saveNow(false);
    await this.chain;
  }

  /** The 2004 navigation request the SCO left (adl.nav.request), '_none_' for 1.2. */
  navigationRequest(): string {
    return this.api instanceof Scorm2004API ? String(this.api.adl.nav.request ?? '_none_') : '_none_';
  }

  private changed(): void {
    this.dirty = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.saveNow(false), DEBOUNCE_MS);
  }

  private finish(): void {
    this.finished = true;
    this.saveNow(true);
    // A session that ends without suspending ends the SCO's attempt (the server counts it too).
    const rendered = this.api.renderCommitCMI(false) as Json;
    const exit = ((rendered.cmi ?? rendered) as Json).exit;
    if (this.launch.standard === 'scorm2004' && exit !== 'suspend') {
      this.launch.attempts[this.sco.identifier] = (this.launch.attempts[this.sco.identifier] ?? 0) + 1;
    }
    const navigation = this.navigationRequest();
    void this.chain.then(() => this.io.onFinish(navigation));
  }

  /** Queues a save after those before it; the data is taken when it is sent, so it is the latest. */
  private saveNow(finish: boolean): void {
    clearTimeout(this.timer);
    this.dirty = false;
    this.chain = this.chain.then(async () => {
      this.io.onSaving('saving');
      try {
        await this.io.commit(this.body(finish));
        this.io.onSaving('saved');
      } catch (error) {
        this.io.onSaving('failed');
        this.dirty = true;
        // A refusal (4xx) will not change by trying again; a network or server failure may, also
        // after the learner has moved to another SCO.
        const status = (error as { status?: unknown }).status;
        if (!(typeof status === 'number' && status >= 400 && status < 500)) {
          this.timer = setTimeout(() => this.saveNow(finish), RETRY_MS);
        }
      }
    });
  }

  /**
   * A save of the whole data model. On finish (and on page hide, the session's end too) the runtime
   * adds the session to the total time. A page hidden before the SCO finished is a suspended
   * session (the learner closed the window meaning to come back), so an exit left empty is kept
   * as `suspend` and the next launch resumes. The latest data is also kept for the SCO, so going
   * back to it in this visit starts from there.
   */
  private body(finish: boolean, suspended = false): ScormCommit {
    this.sequence.value += 1;
    const cmi = this.api.renderCommitCMI(finish, finish) as Json;
    const root = (cmi.cmi ?? cmi) as Json;
    const holder = (this.launch.standard === 'scorm12' ? root.core : root) as Json | undefined;
    if (suspended && holder && !holder.exit) holder.exit = 'suspend';
    this.launch.data[this.sco.identifier] = { cmi, suspendData: '' };
    return { sequence: this.sequence.value, scoId: this.sco.identifier, cmi, finish };
  }

  /**
   * Starts the runtime from the SCO's saved data: the data model as it was, its suspend data, the
   * learner, `entry` resume after a suspended session (see `body`), the session time at zero.
   */
  private load(): void {
    const saved = this.launch.data[this.sco.identifier];
    const root = structuredClone((saved?.cmi.cmi ?? saved?.cmi ?? {}) as Json);
    const is12 = this.launch.standard === 'scorm12';
    const core = (is12 ? ((root.core ??= {}) as Json) : root) as Json;
    const exit = typeof core.exit === 'string' ? core.exit : '';
    const suspendData = saved?.suspendData || (typeof root.suspend_data === 'string' ? root.suspend_data : '');
    for (const key of ['session_time', 'exit', 'entry', '_children', '_version']) delete core[key];
    delete root.suspend_data;
    if (is12) {
      core.student_id = this.launch.learner.id;
      core.student_name = this.launch.learner.name;
      core.entry = saved ? (exit === 'suspend' ? 'resume' : '') : 'ab-initio';
      if (this.sco.masteryScore !== null) {
        root.student_data = { ...(root.student_data as Json), mastery_score: String(this.sco.masteryScore) };
      }
    } else {
      root.learner_id = this.launch.learner.id;
      root.learner_name = this.launch.learner.name;
      root.entry = saved ? (exit === 'suspend' ? 'resume' : '') : 'ab-initio';
      if (this.sco.masteryScore !== null) root.scaled_passing_score = String(this.sco.masteryScore);
    }
    if (suspendData) root.suspend_data = suspendData;
    this.api.loadFromJSON(root);
  }
}
