import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoProgressOf, Sequencer } from '@campus/contracts';
import { launchableItems, parseManifest } from './manifest.js';
import { sequencingOf } from './sequencing.js';

/**
 * Real SCORM 2004 4th edition sequencing, written by the standard's authors: manifests of ADL's
 * conformance test packages (test-manifests/adl/ORIGIN.md, Apache 2.0). All 188 of the suite's
 * manifests were read this way while building this (docs/scorm.md "Sequencing"); these five are kept.
 */
const read = (name: string) => {
  const manifest = parseManifest(
    fs.readFileSync(new URL(`test-manifests/adl/${name}.xml`, import.meta.url)),
    () => true,
  );
  return { manifest, tree: sequencingOf(manifest)!, scos: launchableItems(manifest) };
};

describe('ADL’s test packages’ sequencing', () => {
  it('builds the activity tree of each, with the launchable items as its leaves', () => {
    for (const name of ['CM-07a', 'CM-07c', 'CM-07e', 'MS-07', 'RU-01aa']) {
      const { manifest, tree, scos } = read(name);
      expect(manifest.edition).toBe('2004 4th Edition');
      expect(new Sequencer(tree, {}).leaves().map((leaf) => leaf.identifier)).toEqual(
        scos.map((sco) => sco.identifier),
      );
    }
  });

  it('CM-07a: the activity that launches the “test failed” page is disabled, for flow and for choice', () => {
    const { tree, scos } = read('CM-07a');
    // Seq01 (SequencingTestFail.htm) and SEQ01 are two resources: identifiers are case-sensitive.
    expect(scos.find((sco) => sco.identifier === 'activity_5')?.launch).toBe(
      'resources/SequencingTestFail.htm?tc=CM-07a&act=5',
    );
    const sequencer = new Sequencer(tree, {});
    expect(sequencer.flow('activity_3', 'forward')).toBe('activity_4');
    expect(sequencer.flow('activity_4', 'forward')).toBeNull();
    expect(sequencer.mayChoose('activity_4', 'activity_5')).toBe(false);
  });

  it('CM-07c: hidden from choice always, or once attempted, and invisible items', () => {
    const { tree } = read('CM-07c');
    const fresh = new Sequencer(tree, {});
    expect(fresh.hiddenFromChoice('activity_7')).toBe(true);
    expect(fresh.hiddenFromChoice('activity_8')).toBe(false);
    expect(fresh.hiddenFromChoice('activity_10')).toBe(true);
    const attempted = new Sequencer(tree, { activity_8: scoProgressOf({ cmi: { completion_status: 'incomplete' } }) });
    expect(attempted.hiddenFromChoice('activity_8')).toBe(true);
  });

  it('MS-07: skips by the objective’s measure', () => {
    const { tree } = read('MS-07');
    expect(new Sequencer(tree, {}).start()).toBe('activity_1');
  });
});
