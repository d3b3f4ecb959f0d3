/**
 * Keeps one of `process.nextTick`'s queue entries alive for the life of the process (decision
 * 0040). Import it first in every entry point, before anything else allocates.
 *
 * Each `nextTick` builds a small object literal (callback, arguments, two symbol-keyed ids). V8
 * holds the hidden classes ("maps") of such literals only weakly: a full garbage collection that
 * runs while no tick is queued frees them, the literal's inline caches then meet a new map, and
 * from there on `nextTick` defines its properties through V8's runtime instead of its fast path:
 * 50–60 ns a call became 110–450 ns, several calls on every request. PGlite's start-up (about
 * 200 MB of WebAssembly memory) made the unlucky collection near certain, which is why the app
 * answered `/api/health` at 0.45 of a bare route on the embedded database and 0.57 on PostgreSQL.
 * Holding one tick object holds its map, so the fast path stays. It costs one object, once.
 */
import { executionAsyncResource } from 'node:async_hooks';

/** The tick object held; exported so a test can check that fresh ticks still share its map. */
export const heldTick: { object: object | undefined } = { object: undefined };

process.nextTick(() => {
  // Inside a tick's callback the running resource is the tick object itself.
  heldTick.object = executionAsyncResource();
});
