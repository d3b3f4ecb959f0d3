import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { tokenStore } from '../../../lib/session/tokenStore';
import { IDS, idToken, workspaceToken } from '../../../test/tokens';

const ITEM = '6b2f8c9e-7d0a-4f1b-8c3d-5e6f7a8b9c0d';
const OTHER = '7c3a9d0f-8e1b-4a2c-9d4e-6f7a8b9c0d1e';
const ENROLMENT = '9e5c1f2b-0a3d-4c4e-9f6a-8b9c0d1e2f3a';
const MODULE = '8d4b0e1a-9f2c-4b3d-8e5f-7a8b9c0d1e2f';
const VERSION = '0f6d2a3c-1b4e-4d5f-8a7b-9c0d1e2f3a4b';
const page = { page: 1, pageSize: 12, total: 0 };

function signInAs(roles: ('learner' | 'manager')[], services: ('LMS' | 'EBS')[] = ['LMS']) {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(
    workspaceToken({
      roles,
      customerRoles: [],
      customerServices: services,
      profile: { id: IDS.profile, roles, customerRoles: [] },
    }),
  );
}

const catalogItem = (catalogItemId: string, name: string, extra = {}) => ({
  catalogItemId,
  courseId: catalogItemId,
  name,
  description: `<p>About <b>${name}</b>.</p>`,
  duration: '01:30:00',
  requireApproval: false,
  enrolmentStatus: null,
  labels: ['safety'],
  ...extra,
});

const enrolment = (state: string) => ({
  id: ENROLMENT,
  catalogItemId: ITEM,
  learnerId: IDS.profile,
  state,
  isCancellable: ['awaiting_approval', 'enrolled', 'not_started'].includes(state),
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
});

const tree = [
  { id: 'note-1', name: 'Welcome', type: 'note', description: '<p>Welcome to the course.</p>' },
  {
    id: 'group-1',
    name: 'Part one',
    type: 'group',
    nodes: [
      { id: 'node-1', name: 'Hazards', type: 'module', subType: 'scorm', moduleId: MODULE, required: true },
      { id: 'node-2', name: 'Reporting', type: 'module', subType: 'scorm', moduleId: MODULE, required: true },
    ],
  },
];

const course = (extra = {}) => ({
  catalogItemId: ITEM,
  courseId: ITEM,
  versionId: VERSION,
  name: 'Health and safety',
  description: '<p>Stay <i>safe</i> at work.</p><script>alert(1)</script>',
  duration: '01:30:00',
  labels: ['safety'],
  requireApproval: true,
  offered: true,
  allowForEnrolment: true,
  isCancellable: false,
  enrolment: null,
  completedAt: null,
  contentTree: tree,
  progress: [],
  requiredNodes: 2,
  completedRequiredNodes: 0,
  lastNodeId: null,
  ...extra,
});

describe('browse courses (the learner’s catalogue)', () => {
  it('lists the offered courses as cards, searches by name and opens a course', async () => {
    signInAs(['learner']);
    const calls = mockFetch({
      'GET /api/course-catalogue/v2/catalog/learner': (call) => ({
        body: call.url.includes('search=safety')
          ? { data: [catalogItem(ITEM, 'Health and safety')], pagination: { ...page, total: 1 } }
          : {
              data: [
                catalogItem(OTHER, 'Data protection', { enrolmentStatus: 'enrolled' }),
                catalogItem(ITEM, 'Health and safety', { requireApproval: true }),
              ],
              pagination: { ...page, total: 2 },
            },
      }),
      [`GET /api/learning-activities/learner-course/${ITEM}`]: { body: course() },
    });
    renderApp('/my-learning/dashboard/browse');
    // Generous waits: the lazy screen and the debounced search on a busy machine.
    const safety = await screen.findByRole('article', { name: 'Health and safety' }, { timeout: 5000 });
    expect(within(safety).getByText('1:30 hours · Needs approval')).toBeInTheDocument();
    expect(within(safety).getByText('About Health and safety.')).toBeInTheDocument();
    expect(within(safety).getByText('safety')).toBeInTheDocument();
    const data = screen.getByRole('article', { name: 'Data protection' });
    expect(within(data).getByText('Enrolled')).toBeInTheDocument();
    expect(screen.getByText('2 courses')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'safety');
    await waitFor(() => expect(screen.getByText('1 course')).toBeInTheDocument(), { timeout: 5000 });
    expect(calls.at(-1)?.url).toContain('showEnrolmentsFor=all');

    // A card's label narrows the list to courses carrying it.
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Health and safety' })).getByRole('button', {
        name: 'Show courses labelled safety',
      }),
    );
    await waitFor(() => expect(calls.at(-1)?.url).toContain('filters%5Blabels%5D=safety'), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Labelled safety: show courses with any label' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Health and safety' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Health and safety' })).toBeInTheDocument();
  });

  it('tells a manager who is not a learner that courses are offered to learners', async () => {
    signInAs(['manager']);
    const calls = mockFetch({});
    renderApp('/my-learning/dashboard/browse');
    expect(await screen.findByRole('heading', { name: 'Courses are offered to learners' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/v2/catalog/learner'))).toHaveLength(0);
  });
});

describe('a course as the learner sees it', () => {
  it('requests a place where approval is needed, shows it awaiting approval, and cancels the request', async () => {
    signInAs(['learner']);
    let current = course();
    const calls = mockFetch({
      [`GET /api/learning-activities/learner-course/${ITEM}`]: () => ({ body: current }),
      'POST /api/learning-activities/enrolment': () => {
        current = course({ allowForEnrolment: false, isCancellable: true, enrolment: enrolment('awaiting_approval') });
        return { status: 201, body: enrolment('awaiting_approval') };
      },
      [`POST /api/learning-activities/enrolment/${ENROLMENT}/cancel`]: () => {
        current = course({ enrolment: enrolment('cancelled') });
        return { body: enrolment('cancelled') };
      },
    });
    renderApp(`/my-learning/dashboard/browse/course/${ITEM}/show/single`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Health and safety' })).toBeInTheDocument();
    // The description's words, never its markup or scripts.
    expect(screen.getByText('Stay safe at work.')).toBeInTheDocument();
    expect(screen.queryByText('alert(1)')).not.toBeInTheDocument();
    const outline = screen.getByRole('region', { name: 'What the course holds' });
    expect(within(outline).getByText('Welcome to the course.')).toBeInTheDocument();
    expect(within(outline).getByText('Part one')).toBeInTheDocument();
    expect(within(outline).getByText('Hazards')).toBeInTheDocument();
    expect(within(outline).queryByRole('button', { name: /Play/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Request a place' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ catalogItem: ITEM });
    expect(
      await screen.findByText('Your request to join Health and safety is waiting for approval.'),
    ).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Your place on this course' });
    await waitFor(() => expect(within(status).getByText('Awaiting approval')).toBeInTheDocument());
    expect(
      within(status).getByText('You requested a place on 20 Nov 2026. It is waiting for approval.'),
    ).toBeInTheDocument();

    await userEvent.click(within(status).getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('You are no longer on Health and safety.')).toBeInTheDocument();
    await waitFor(() => expect(within(status).getByRole('button', { name: 'Request a place' })).toBeInTheDocument());
  });

  it('enrols straight away with the spec’s toast where no approval is needed', async () => {
    signInAs(['learner']);
    let current = course({ requireApproval: false });
    mockFetch({
      [`GET /api/learning-activities/learner-course/${ITEM}`]: () => ({ body: current }),
      'POST /api/learning-activities/enrolment': () => {
        current = course({ requireApproval: false, allowForEnrolment: false, enrolment: enrolment('enrolled') });
        return { status: 201, body: enrolment('enrolled') };
      },
    });
    renderApp(`/my-learning/dashboard/browse/course/${ITEM}/show/single`);
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('Enrolment has been successfully created.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to the course' })).toHaveAttribute(
      'href',
      `/my-learning/dashboard/courses/course/${ITEM}/show/single?enrolmentId=${ENROLMENT}`,
    );
  });

  it('shows an enrolled learner their progress by node and resumes the module they last worked on', async () => {
    signInAs(['learner']);
    const calls = mockFetch({
      [`GET /api/learning-activities/learner-course/${ITEM}`]: {
        body: course({
          allowForEnrolment: false,
          enrolment: enrolment('in_progress'),
          progress: [
            { nodeId: 'node-1', state: 'completed', scoreScaled: 0.8, recordedAt: '2026-11-21T10:00:00.000Z' },
            { nodeId: 'node-2', state: 'in_progress', scoreScaled: null, recordedAt: '2026-11-22T10:00:00.000Z' },
          ],
          completedRequiredNodes: 1,
          lastNodeId: 'node-2',
        }),
      },
      [`GET /api/course-catalogue/v2/scorm-player/${MODULE}/launch`]: {
        status: 409,
        body: apiError(409, 'conflict_error', 'This module has not been released yet.'),
      },
    });
    renderApp(`/my-learning/dashboard/courses/course/${ITEM}/show/single?enrolmentId=${ENROLMENT}`);
    expect(await screen.findByText('1 of 2 required parts completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    const outline = screen.getByRole('region', { name: 'What the course holds' });
    expect(within(outline).getAllByText('Completed')).toHaveLength(1);
    expect(within(outline).getByText('In progress')).toBeInTheDocument();
    expect(within(outline).getByRole('button', { name: 'Play Hazards' })).toHaveTextContent('Play again');

    await userEvent.click(screen.getByRole('button', { name: 'Continue: Reporting' }));
    // The player opens inside the page for that node (its launch refused here: the page says so).
    const player = await screen.findByRole('region', { name: 'Player: Reporting' });
    expect(await within(player).findByText('The module could not be opened.')).toBeInTheDocument();
    const launch = calls.find((call) => call.url.includes('/scorm-player/'));
    expect(launch?.url).toContain(`enrolmentId=${ENROLMENT}`);
    expect(launch?.url).toContain('nodeId=node-2');
    await userEvent.click(within(player).getByRole('button', { name: 'Close the player' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Player: Reporting' })).not.toBeInTheDocument());
  });

  it('says a course not offered to the learner is not available', async () => {
    signInAs(['learner']);
    mockFetch({});
    renderApp(`/my-learning/dashboard/courses/course/${ITEM}/show/single`);
    expect(await screen.findByRole('heading', { name: 'This course is not available to you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your courses' })).toHaveAttribute(
      'href',
      '/my-learning/dashboard/courses',
    );
  });
});

describe('completions', () => {
  it('lists the completed courses with their last completion, each opening its completed view', async () => {
    signInAs(['learner']);
    const calls = mockFetch({
      'GET /api/learning-activities/v2/user-enrolments': {
        body: {
          data: [
            {
              enrolmentId: ENROLMENT,
              catalogItemId: ITEM,
              courseId: ITEM,
              courseName: 'Health and safety',
              learner: {
                userId: IDS.user,
                profileId: IDS.profile,
                firstName: 'Lena',
                lastName: 'Park',
                emailAddress: 'lena@example.test',
              },
              enrolmentState: 'completed',
              enrolmentDate: '2026-11-20T10:00:00.000Z',
              lastCompletion: '2026-11-24T10:00:00.000Z',
              completionsCount: 1,
              organisationUnitName: null,
              isEnrolled: false,
            },
          ],
          pagination: { page: 1, pageSize: 20, total: 1 },
        },
      },
    });
    renderApp('/my-learning/dashboard/completions');
    expect(await screen.findByText('1 completed course')).toBeInTheDocument();
    expect(screen.getAllByText('24 Nov 2026').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Health and safety' })[0]).toHaveAttribute(
      'href',
      `/my-learning/dashboard/completions/course/${ITEM}/show/single?enrolmentId=${ENROLMENT}`,
    );
    const url = calls.find((call) => call.url.includes('user-enrolments'))!.url;
    expect(url).toContain('filters%5Bcompleted%5D=true');
  });
});
