import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { ScormConnectorLaunch } from '@campus/contracts';
import { apiError, mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';

const CONNECTOR = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const LAUNCH = `/api/course-catalogue/v2/lms-connectors/${CONNECTOR}/launch`;
const PACKAGE_ORIGIN = 'http://other-lms.test';

const launched: ScormConnectorLaunch = {
  connectorId: CONNECTOR,
  course: { name: 'Safe lifting' },
  nodeId: 'node-1',
  nodes: [
    {
      nodeId: 'node-1',
      moduleId: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      title: 'Lifting basics',
      required: true,
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreScaled: 0.9,
    },
  ],
  launch: {
    attemptId: '7c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
    moduleId: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    versionId: '8d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f7a',
    contentId: '9e5f6a7b-8c9d-4e0f-9a2b-3c4d5e6f7a8b',
    standard: 'scorm12',
    title: 'Lifting basics',
    scos: [{ identifier: 'sco-1', title: 'Lifting basics', launch: 'index.html', masteryScore: null }],
    sequencing: null,
    attempts: {},
    currentSco: 'sco-1',
    entry: 'ab-initio',
    data: {},
    sequence: 0,
    frameUrl: 'http://127.0.0.1:3000/api/scorm-content/c/key',
    contentBase: 'http://127.0.0.1:3000/api/scorm-content/c/key/',
    contentOrigin: 'http://127.0.0.1:3000',
    commitKey: 'commit-key-000000000000000000',
    learner: { id: '0f6a7b8c-9d0e-4f1a-8b3c-4d5e6f7a8b9c', name: 'Okafor, Ada' },
  },
};

/** The package's page around the player: a parent window that records what it is told. */
function framedByPackage() {
  const parent = { postMessage: vi.fn() };
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  const launch = () =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          source: parent as unknown as Window,
          origin: PACKAGE_ORIGIN,
          data: {
            type: 'campus-connector:launch',
            connectorId: CONNECTOR,
            key: 'package-key-0000000000000000000000',
            learner: { id: 'lms-17', name: 'Okafor, Ada' },
          },
        }),
      );
    });
  return { parent, launch };
}

afterEach(() => vi.restoreAllMocks());

describe('the SCORM connector player', () => {
  it('asks the package for its launch, plays the course and tells the package its status, to its origin only', async () => {
    const { parent, launch } = framedByPackage();
    const calls = mockFetch({ [`POST ${LAUNCH}`]: { body: launched } });
    renderApp(`/catalogue/modules/iframe/connector/${CONNECTOR}`);
    expect(await screen.findByRole('status', { name: 'Connecting to your learning system…' })).toBeInTheDocument();
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'campus-connector:ready' }, '*');

    await launch();
    expect(await screen.findByTitle('Module content: Lifting basics')).toBeInTheDocument();
    expect(screen.getByText('You have finished this course.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith(LAUNCH))!.body).toEqual({
      key: 'package-key-0000000000000000000000',
      learner: { id: 'lms-17', name: 'Okafor, Ada' },
    });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'campus-connector:status', course: { lessonStatus: 'passed', scoreRaw: 90 } },
      PACKAGE_ORIGIN,
    );
  });

  it('says the course is not available when the package was revoked', async () => {
    const { launch } = framedByPackage();
    mockFetch({ [`POST ${LAUNCH}`]: apiError(404, 'not_found', 'This course connection is not available.') });
    renderApp(`/catalogue/modules/iframe/connector/${CONNECTOR}`);
    await screen.findByRole('status', { name: 'Connecting to your learning system…' });
    await launch();
    expect(await screen.findByText('This course is not available.')).toBeInTheDocument();
  });

  it('asks to be opened from the learning system when nothing frames it', async () => {
    mockFetch({});
    renderApp(`/catalogue/modules/iframe/connector/${CONNECTOR}`);
    expect(
      await screen.findByText('This course opens from your learning system. Launch it there.'),
    ).toBeInTheDocument();
  });
});
