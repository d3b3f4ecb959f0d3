import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultActivity, type ScormCommit, type ScormLaunch } from '@campus/contracts';
import { ScormSession, type SessionIo } from './scormSession';

const launchOf = (standard: 'scorm12' | 'scorm2004', data: ScormLaunch['data'] = {}): ScormLaunch => ({
  attemptId: '00000000-0000-4000-8000-000000000001',
  moduleId: '00000000-0000-4000-8000-000000000002',
  versionId: null,
  contentId: '00000000-0000-4000-8000-000000000003',
  standard,
  title: 'Golf',
  scos: [{ identifier: 'sco-1', title: 'Golf', launch: 'index.html', masteryScore: null }],
  sequencing: null,
  attempts: {},
  currentSco: 'sco-1',
  entry: Object.keys(data).length ? 'resume' : 'ab-initio',
  data,
  sequence: 3,
  frameUrl: 'http://content.test/api/scorm-content/c/k',
  contentBase: 'http://content.test/api/scorm-content/c/k/',
  contentOrigin: 'http://content.test',
  commitKey: 'commit-key-of-this-launch-000',
  learner: { id: 'learner-1', name: 'Doe, Jo' },
});

function ioSpy() {
  const commits: ScormCommit[] = [];
  const beacons: (ScormCommit & { key: string })[] = [];
  const finished: string[] = [];
  const io: SessionIo = {
    commit: async (body) => {
      commits.push(body);
      return { stored: true, sequence: body.sequence, status: {} as never };
    },
    beacon: (body) => {
      beacons.push(body);
      return true;
    },
    onSaving: () => {},
    onFinish: (navigation) => finished.push(navigation),
  };
  return { io, commits, beacons, finished };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a SCO’s session in the player', () => {
  it('resumes a 1.2 SCO from its saved data: location, 20 000 characters of suspend data, the learner', () => {
    const saved = { cmi: { cmi: { core: { lesson_location: '7', lesson_status: 'incomplete', exit: 'suspend' } } } };
    const session = new ScormSession(
      launchOf('scorm12', { 'sco-1': { ...saved, suspendData: 'x'.repeat(20_000) } }),
      launchOf('scorm12').scos[0]!,
      { value: 3 },
      ioSpy().io,
    );
    const handed = JSON.parse(session.frameName()) as { cmi: Record<string, string> };
    expect(handed.cmi['cmi.core.lesson_location']).toBe('7');
    expect(handed.cmi['cmi.core.entry']).toBe('resume');
    expect(handed.cmi['cmi.core.student_name']).toBe('Doe, Jo');
    expect(handed.cmi['cmi.suspend_data']).toHaveLength(20_000);
  });

  it('saves changes after a pause, at once on Commit, in order after the launch’s sequence', async () => {
    const spy = ioSpy();
    const launch = launchOf('scorm12');
    const session = new ScormSession(launch, launch.scos[0]!, { value: launch.sequence }, spy.io);
    const api = session.api as unknown as Record<string, (...args: string[]) => string>;
    api.LMSInitialize!('');
    api.LMSSetValue!('cmi.core.lesson_location', '2');
    expect(spy.commits).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2500);
    expect(spy.commits.map((c) => c.sequence)).toEqual([4]);
    api.LMSSetValue!('cmi.suspend_data', 'y'.repeat(64_000));
    api.LMSCommit!('');
    await vi.advanceTimersByTimeAsync(0);
    expect(spy.commits.map((c) => c.sequence)).toEqual([4, 5]);
    const core = (spy.commits[1]!.cmi.cmi as { core: { lesson_location: string } }).core;
    expect(core.lesson_location).toBe('2');
    expect((spy.commits[1]!.cmi.cmi as { suspend_data: string }).suspend_data).toHaveLength(64_000);
  });

  it('hands the page-hide save to the beacon with the commit key', () => {
    const spy = ioSpy();
    const launch = launchOf('scorm12');
    const session = new ScormSession(launch, launch.scos[0]!, { value: 9 }, spy.io);
    const api = session.api as unknown as Record<string, (...args: string[]) => string>;
    api.LMSInitialize!('');
    api.LMSSetValue!('cmi.core.lesson_location', '5');
    session.beacon();
    expect(spy.beacons).toHaveLength(1);
    expect(spy.beacons[0]).toMatchObject({ key: launch.commitKey, sequence: 10, scoId: 'sco-1', finish: true });
  });

  it('tells a 2004 SCO which navigation requests lead somewhere, along the organisation', () => {
    const launch = launchOf('scorm2004');
    launch.scos.push({ identifier: 'sco-2', title: 'Quiz', launch: 'quiz.html', masteryScore: null });
    const session = new ScormSession(launch, launch.scos[0]!, { value: 0 }, ioSpy().io);
    const handed = JSON.parse(session.frameName()) as { cmi: Record<string, string> };
    expect(handed.cmi['adl.nav.request_valid.continue']).toBe('true');
    expect(handed.cmi['adl.nav.request_valid.previous']).toBe('false');
  });

  it('ends a 2004 SCO with its navigation request after the final save', async () => {
    const spy = ioSpy();
    const launch = launchOf('scorm2004');
    const session = new ScormSession(launch, launch.scos[0]!, { value: 0 }, spy.io);
    const api = session.api as unknown as Record<string, (...args: string[]) => string>;
    api.Initialize!('');
    api.SetValue!('cmi.completion_status', 'completed');
    api.SetValue!('adl.nav.request', 'continue');
    api.Terminate!('');
    await vi.advanceTimersByTimeAsync(0);
    expect(spy.commits.at(-1)).toMatchObject({ finish: true });
    expect(spy.finished).toEqual(['continue']);
  });

  it('answers a 2004 SCO by the package’s sequencing, with its data as it is now, and counts its ended attempt', async () => {
    const launch = launchOf('scorm2004');
    launch.scos.push({ identifier: 'sco-2', title: 'Quiz', launch: 'quiz.html', masteryScore: null });
    // The quiz is disabled until the first SCO is satisfied (its primary objective, shared as g-1).
    const map = { target: 'g-1', readSatisfied: false, readMeasure: false, writeSatisfied: true, writeMeasure: false };
    const objective = { primary: true, satisfiedByMeasure: false, minMeasure: 1 };
    launch.sequencing = {
      ...defaultActivity('org', 'Golf', false),
      flow: true,
      children: [
        { ...defaultActivity('sco-1', 'Golf', true), objectives: [{ ...objective, id: 'one', maps: [map] }] },
        {
          ...defaultActivity('sco-2', 'Quiz', true),
          objectives: [
            { ...objective, id: 'quiz', maps: [] },
            {
              ...objective,
              primary: false,
              id: 'needs-one',
              maps: [{ ...map, readSatisfied: true, writeSatisfied: false }],
            },
          ],
          preConditions: [
            {
              action: 'disabled',
              combination: 'any',
              conditions: [
                { condition: 'satisfied', not: true, objective: 'needs-one', measureThreshold: 0 },
                { condition: 'objectiveStatusKnown', not: true, objective: 'needs-one', measureThreshold: 0 },
              ],
            },
          ],
        },
      ],
    };
    const session = new ScormSession(launch, launch.scos[0]!, { value: 0 }, ioSpy().io);
    const api = session.api as unknown as Record<string, (...args: string[]) => string>;
    expect(
      (JSON.parse(session.frameName()) as { cmi: Record<string, string> }).cmi['adl.nav.request_valid.continue'],
    ).toBe('false');
    api.Initialize!('');
    api.SetValue!('cmi.success_status', 'passed');
    // The frame page's copy is refreshed from this after each change.
    expect(
      (JSON.parse(session.frameName()) as { cmi: Record<string, string> }).cmi['adl.nav.request_valid.continue'],
    ).toBe('true');
    api.SetValue!('cmi.exit', 'normal');
    api.Terminate!('');
    await vi.advanceTimersByTimeAsync(0);
    expect(launch.attempts).toEqual({ 'sco-1': 1 });
  });
});
