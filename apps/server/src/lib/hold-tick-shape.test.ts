import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./hold-tick-shape.ts', import.meta.url).href;

/**
 * In a process of its own (V8's natives syntax and a forced collection are not for the test
 * runner's): after full collections with no tick queued, a fresh tick object must still have
 * the held one's map, which is what keeps `nextTick` on its fast path.
 */
const probe = `
import { executionAsyncResource } from 'node:async_hooks';
const { heldTick } = await import(${JSON.stringify(moduleUrl)});
await new Promise((resolve) => setTimeout(resolve, 10));
globalThis.gc();
globalThis.gc();
const fresh = await new Promise((resolve) => process.nextTick(() => resolve(executionAsyncResource())));
console.log(JSON.stringify({
  held: heldTick.object !== undefined && heldTick.object !== fresh,
  sameMap: heldTick.object !== undefined && %HaveSameMap(heldTick.object, fresh),
}));
`;

describe('holding a tick object', () => {
  it('keeps the map of nextTick’s tick objects through full garbage collections', async () => {
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['--expose-gc', '--allow-natives-syntax', '--input-type=module', '-e', probe],
        { cwd: fileURLToPath(new URL('.', import.meta.url)) },
        (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
      ),
    );
    expect(JSON.parse(output)).toEqual({ held: true, sameMap: true });
  });
});
