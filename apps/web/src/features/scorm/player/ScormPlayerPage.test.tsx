import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ScormLaunch } from '@campus/contracts';
import { apiError, mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { signInWithRoles } from '../../../test/signIn';

const MODULE = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ENROLMENT = '6b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const LAUNCH = `/api/course-catalogue/v2/scorm-player/${MODULE}/launch`;

const launch = (overrides: Partial<ScormLaunch> = {}): ScormLaunch => ({
  attemptId: '7c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  moduleId: MODULE,
  versionId: '8d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f7a',
  contentId: '9e5f6a7b-8c9d-4e0f-9a2b-3c4d5e6f7a8b',
  standard: 'scorm12',
  title: 'Golf Explained',
  scos: [{ identifier: 'item_1', title: 'Golf Explained', launch: 'shared/launchpage.html', masteryScore: null }],
  sequencing: null,
  attempts: {},
  currentSco: 'item_1',
  entry: 'resume',
  data: { item_1: { cmi: { cmi: { core: { lesson_location: '2', exit: 'suspend' } } }, suspendData: 'notes' } },
  sequence: 4,
  frameUrl: 'http://127.0.0.1:3000/api/scorm-content/c/key',
  contentBase: 'http://127.0.0.1:3000/api/scorm-content/c/key/',
  contentOrigin: 'http://127.0.0.1:3000',
  commitKey: 'commit-key-000000000000000000',
  learner: { id: '0f6a7b8c-9d0e-4f1a-8b3c-4d5e6f7a8b9c', name: 'Park, Lena' },
  ...overrides,
});

describe('the SCORM player frame', () => {
  it('plays the package from the content origin, handing the frame its saved data, without the app’s header', async () => {
    signInWithRoles(['learner']);
    const calls = mockFetch({ [`GET ${LAUNCH}`]: { body: launch() } });
    renderApp(`/catalogue/modules/iframe/scorm/${MODULE}?enrolmentId=${ENROLMENT}&nodeId=node-1`);
    const frame = await screen.findByTitle('Module content: Golf Explained');
    expect(frame).toHaveAttribute('src', 'http://127.0.0.1:3000/api/scorm-content/c/key?sco=item_1');
    const handed = JSON.parse(frame.getAttribute('name')!) as { cmi: Record<string, string> };
    expect(handed.cmi).toMatchObject({
      'cmi.core.lesson_location': '2',
      'cmi.core.entry': 'resume',
      'cmi.suspend_data': 'notes',
      'cmi.core.student_name': 'Park, Lena',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Golf Explained' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    const launched = calls.find((call) => call.url.startsWith(LAUNCH))!;
    expect(launched.url).toContain(`enrolmentId=${ENROLMENT}`);
    expect(launched.url).toContain('nodeId=node-1');
  });

  it('says so when the module is not the learner’s to play', async () => {
    signInWithRoles(['learner']);
    mockFetch({ [`GET ${LAUNCH}`]: apiError(404, 'not_found', 'Not found') });
    renderApp(`/catalogue/modules/iframe/scorm/${MODULE}?enrolmentId=${ENROLMENT}&nodeId=node-1`);
    expect(await screen.findByText('This module is not available to you.')).toBeInTheDocument();
  });
});
