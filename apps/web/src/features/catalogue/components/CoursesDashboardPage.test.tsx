import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { tokenStore } from '../../../lib/session/tokenStore';
import { IDS, idToken, workspaceToken } from '../../../test/tokens';

const ITEMS = {
  leadership: '6b2f8c9e-7d0a-4f1b-8c3d-5e6f7a8b9c0d',
  safety: '7c3a9d0f-8e1b-4a2c-9d4e-6f7a8b9c0d1e',
  data: '8d4b0e1a-9f2c-4b3d-8e5f-7a8b9c0d1e2f',
};
const ENROLMENT = '9e5c1f2b-0a3d-4c4e-9f6a-8b9c0d1e2f3a';
const page = { page: 1, pageSize: 50, total: 0 };
const enrolment = (id: string, catalogItemId: string, courseName: string, state: string) => ({
  id,
  catalogItemId,
  learnerId: IDS.profile,
  state,
  isCancellable: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  courseName,
});
const item = (catalogItemId: string, name: string, requireApproval: boolean, enrolmentStatus: string | null) => ({
  catalogItemId,
  courseId: catalogItemId,
  name,
  description: `About ${name}.`,
  duration: '01:30:00',
  requireApproval,
  enrolmentStatus,
  labels: [],
});

function signInAsLearner() {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(
    workspaceToken({
      roles: ['learner'],
      customerRoles: [],
      customerServices: ['LMS'],
      profile: { id: IDS.profile, roles: ['learner'], customerRoles: [] },
    }),
  );
}

describe('the courses dashboard (a learner’s start page)', () => {
  it('shows what waits for approval, the learner’s courses and what they may enrol on; enrolling moves a course', async () => {
    signInAsLearner();
    let mine = [
      enrolment(ENROLMENT, ITEMS.leadership, 'Leadership essentials', 'awaiting_approval'),
      enrolment('0f6d2a3c-1b4e-4d5f-8a7b-9c0d1e2f3a4b', ITEMS.safety, 'Health and safety', 'enrolled'),
    ];
    let dataStatus: string | null = null;
    const calls = mockFetch({
      'GET /api/learning-activities/enrolments/mine': () => ({
        body: { data: mine, pagination: { ...page, total: mine.length } },
      }),
      'GET /api/course-catalogue/v2/catalog/learner': () => ({
        body: {
          data: [
            item(ITEMS.data, 'Data protection basics', false, dataStatus),
            item(ITEMS.safety, 'Health and safety', false, 'enrolled'),
            item(ITEMS.leadership, 'Leadership essentials', true, 'awaiting_approval'),
          ],
          pagination: { ...page, total: 3 },
        },
      }),
      'POST /api/learning-activities/enrolment': () => {
        dataStatus = 'enrolled';
        mine = [
          ...mine,
          enrolment('1a7e3b4d-2c5f-4e6a-9b8c-0d1e2f3a4b5c', ITEMS.data, 'Data protection basics', 'enrolled'),
        ];
        return { status: 201, body: { ...mine.at(-1), courseName: undefined } };
      },
    });
    renderApp('/my-learning/dashboard/courses');

    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(within(waiting).getByText('Leadership essentials')).toBeInTheDocument();
    expect(within(waiting).getByText('Awaiting approval')).toBeInTheDocument();
    const courses = screen.getByRole('region', { name: 'Your courses' });
    // Each course opens its page, to continue.
    expect(within(courses).getByRole('link', { name: 'Health and safety' })).toHaveAttribute(
      'href',
      `/my-learning/dashboard/courses/course/${ITEMS.safety}/show/single?enrolmentId=0f6d2a3c-1b4e-4d5f-8a7b-9c0d1e2f3a4b`,
    );
    const offered = screen.getByRole('region', { name: 'Offered to you' });
    expect(
      within(offered)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toHaveLength(1);

    await userEvent.click(within(offered).getByRole('button', { name: 'Enrol on Data protection basics' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ catalogItem: ITEMS.data });
    await waitFor(() => expect(within(courses).getByText('Data protection basics')).toBeInTheDocument());
    expect(await within(offered).findByRole('heading', { name: 'Nothing new to enrol on' })).toBeInTheDocument();
  });

  it('says what to do next when the learner has nothing yet', async () => {
    signInAsLearner();
    mockFetch({
      'GET /api/learning-activities/enrolments/mine': { body: { data: [], pagination: page } },
      'GET /api/course-catalogue/v2/catalog/learner': { body: { data: [], pagination: page } },
    });
    renderApp('/my-learning/dashboard/courses');
    expect(await screen.findByRole('heading', { name: 'You are not enrolled on a course yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nothing new to enrol on' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting for approval' })).not.toBeInTheDocument();
    // The whole catalogue and the learner's completions are a link away.
    expect(screen.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute(
      'href',
      '/my-learning/dashboard/browse',
    );
    expect(screen.getByRole('link', { name: 'Your completed courses' })).toHaveAttribute(
      'href',
      '/my-learning/dashboard/completions',
    );
  });
});
