import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENROLMENT_MESSAGES, defaultCustomisation } from '@campus/contracts';
import { mockFetch, type RecordedCall } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { signInWithRoles } from '../../../../test/signIn';
import { IDS } from '../../../../test/tokens';

const COURSE = 'c0000000-0000-4000-8000-000000000001';
const ITEM = 'c0000000-0000-4000-8000-000000000002';
const VERSION = 'c0000000-0000-4000-8000-000000000003';
const UNIT = 'c0000000-0000-4000-8000-000000000004';
const uuid = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const NOW = '2026-11-20T09:30:00.000Z';

const course = {
  id: COURSE,
  owner: { id: IDS.user, name: 'Ada Lovelace' },
  ownerCustomerId: IDS.customer,
  workspaceId: IDS.workspaceA,
  name: 'Fire safety',
  description: '<p>Know your <b>exits</b>.</p>',
  duration: '01:00:00',
  file: null,
  labels: [],
  contentTree: [],
  sequence: 1,
  versions: [
    {
      versionId: VERSION,
      major: 1,
      minor: 0,
      version: '1.0',
      releaseDate: NOW,
      releaseNotes: 'First',
      userName: 'Ada Lovelace',
      contentTree: [],
      minors: [],
    },
  ],
  draft: false,
  releaseNotes: 'First',
  instantOffer: true,
  catalogItemId: ITEM,
  catalogItemVersionId: VERSION,
  externalModulesData: {},
  files: [],
  urls: [],
  archived: false,
  createdAt: NOW,
  updatedAt: NOW,
};

const item = (settings: { requireApproval?: boolean; visible?: boolean; units?: string[] } = {}) => ({
  id: ITEM,
  courseId: COURSE,
  versionId: VERSION,
  name: 'Fire safety',
  description: null,
  status: 'active',
  majorVersion: 1,
  minorVersion: 0,
  courseOriginWorkspaceId: IDS.workspaceA,
  originCustomerId: IDS.customer,
  workspaceId: IDS.workspaceA,
  requireApproval: settings.requireApproval ?? false,
  visible: settings.visible ?? true,
  availableInOrganisationUnits: settings.units ?? [],
  certificateType: 'default',
  certificateContentId: null,
  disableCertificates: false,
  notification: null,
  notificationIdentifier: null,
  feedbackForm: 'default',
  files: [],
  urls: [],
  hiddenCourseFiles: [],
  enrolments: { not_started: 2, in_progress: 1, awaiting_feedback: 0 },
  latestEnrolment: null,
});

const person = (n: number, enrolled: boolean) => ({
  id: uuid(100 + n),
  profileId: uuid(n),
  firstName: `Learner${n}`,
  lastName: 'Babbage',
  emailAddress: `learner${n}@engines.example`,
  organisationUnitName: 'Difference',
  enrolment: enrolled ? { id: uuid(200 + n), state: 'enrolled', enrolmentDate: NOW, reclaimsLicence: true } : null,
});

const page = (data: unknown[]) => ({ data, pagination: { page: 1, pageSize: 20, total: data.length } });

/** When each enrolment call arrived (the bulk run spaces them 100 ms apart). */
const enrolTimes: number[] = [];

/** A server for one course: three learners to enrol (the second refused), two enrolled. */
function server() {
  const toEnrol = [person(1, false), person(2, false), person(3, false)];
  let enrolled = [person(4, true), person(5, true)];
  const calls = mockFetch({
    [`GET /api/course-catalogue/v2/courses/${COURSE}`]: () => ({ body: course }),
    [`GET /api/course-catalogue/v2/catalog-item/${ITEM}`]: () => ({ body: item({ units: [UNIT] }) }),
    [`GET /api/report-engine/user-list/to-enrol/${ITEM}/${IDS.workspaceA}`]: () => ({ body: page(toEnrol) }),
    [`GET /api/report-engine/user-list/to-withdraw/${ITEM}/${IDS.workspaceA}`]: () => ({ body: page(enrolled) }),
    'POST /api/learning-activities/enrolment/admin': (call: RecordedCall) => {
      enrolTimes.push(Date.now());
      const { learner } = call.body as { learner: string };
      if (learner === uuid(2)) {
        return {
          status: 409,
          body: {
            statusCode: 409,
            code: 'conflict',
            message: ENROLMENT_MESSAGES.learnerAlreadyEnrolled,
            errors: { message: ENROLMENT_MESSAGES.learnerAlreadyEnrolled },
          },
        };
      }
      return {
        status: 201,
        body: {
          id: uuid(300),
          catalogItemId: ITEM,
          learnerId: learner,
          state: 'enrolled',
          isCancellable: false,
          createdAt: NOW,
          resolvedAt: NOW,
        },
      };
    },
    'POST /api/learning-activities/withdraw-enrolment': (call: RecordedCall) => {
      const { learners } = call.body as { learners: string[] };
      enrolled = enrolled.filter((entry) => !learners.includes(entry.profileId));
      return { body: { ...withdrawn(learners), notEnrolled: [], reclaimableLicences: learners.length } };
    },
  });
  return calls;
}

const withdrawn = (learners: string[]) => ({
  withdrawn: learners.map((learner, index) => ({
    id: uuid(400 + index),
    catalogItemId: ITEM,
    learnerId: learner,
    state: 'withdrawn',
    isCancellable: false,
    createdAt: NOW,
    resolvedAt: NOW,
  })),
});

// The first screen of a file loads the app's lazy chunks: slow on a busy machine.
describe('course admin view', { timeout: 15_000 }, () => {
  it('shows the course, its settings here and its enrolled learners to an administrator who enrols', async () => {
    signInWithRoles(['admin', 'learning_experience_administrator']);
    server();
    renderApp(`/catalogue/courses/${COURSE}/show/admin`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fire safety' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Know your exits.')).toBeInTheDocument();
    expect(screen.getByText('1.0')).toBeInTheDocument();
    expect(await screen.findByText('1 organisation unit')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Enrolled learners' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('20 Nov 2026')).toHaveLength(2);
    expect(within(table).getAllByText('Not started')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit catalogue item' })).toHaveAttribute(
      'href',
      `/catalogue/courses/${COURSE}/${ITEM}/${VERSION}/edit`,
    );
  });

  it('enrols the chosen learners one call each, 100 ms apart, and says which were not enrolled', async () => {
    signInWithRoles(['admin', 'learning_experience_administrator']);
    const calls = server();
    enrolTimes.length = 0;
    renderApp(`/catalogue/courses/${COURSE}/show/admin`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enrol learners' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrol learners' });
    await within(dialog).findByRole('table', { name: 'Learners to enrol' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all learners on this page' }));
    expect(within(dialog).getByText('3 learners chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enrol 3 learners' }));
    expect(await within(dialog).findByText('Enrolled 3 of 3', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText(ENROLMENT_MESSAGES.learnerNotEnrolled)).toBeInTheDocument();
    expect(screen.getByText('2 of 3 learners enrolled.')).toBeInTheDocument();
    expect(within(dialog).getByText(ENROLMENT_MESSAGES.learnerAlreadyEnrolled)).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => (call.body as { learner: string }).learner)).toEqual([uuid(1), uuid(2), uuid(3)]);
    expect(posts.every((call) => (call.body as { catalogItem: string }).catalogItem === ITEM)).toBe(true);
    const gaps = enrolTimes.slice(1).map((time, index) => time - enrolTimes[index]!);
    expect(gaps.every((gap) => gap >= 95)).toBe(true);
  });

  it('withdraws the selection in one call and tells the licences reclaimed', async () => {
    signInWithRoles(['manager']);
    const calls = server();
    renderApp(`/catalogue/courses/${COURSE}/show/admin`);
    const table = await screen.findByRole('table', { name: 'Enrolled learners' }, { timeout: 5000 });
    // A manager does not reach the catalogue item edit: no link to it, and its settings are not read.
    expect(screen.queryByRole('link', { name: 'Edit catalogue item' })).not.toBeInTheDocument();
    expect(screen.getByText('This course is offered in this workspace’s catalogue.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Learner4 Babbage' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw 1 learner?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(ENROLMENT_MESSAGES.enrolmentsWithdrawn)).toBeInTheDocument();
    expect(screen.getByText('1 licence(s) reclaimed')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const withdrawal = calls.find((call) => call.url === '/api/learning-activities/withdraw-enrolment');
    expect(withdrawal?.body).toEqual({ catalogItem: ITEM, learners: [uuid(4)] });
    expect(calls.some((call) => call.url.includes('/catalog-item/'))).toBe(false);
  });
});

describe('catalogue item edit', { timeout: 15_000 }, () => {
  it('saves approval, visibility and units for this workspace, and shares to another workspace', async () => {
    signInWithRoles(['learning_experience_administrator', 'user_administrator']);
    const calls = mockFetch({
      [`GET /api/course-catalogue/v2/catalog-item/${ITEM}`]: () => ({ body: item() }),
      [`GET /api/course-catalogue/v2/catalog/${ITEM}/workspaces`]: () => ({
        body: {
          data: [
            {
              workspaceId: IDS.workspaceA,
              name: 'Engine Room',
              owning: true,
              visible: true,
              requireApproval: false,
              since: NOW,
            },
          ],
        },
      }),
      [`GET /api/course-catalogue/v2/catalog/${ITEM}/list-urls`]: () => ({ body: { data: [] } }),
      [`GET /api/course-catalogue/v2/catalog/${ITEM}/list-files`]: () => ({
        body: { data: [], hiddenCourseFiles: [] },
      }),
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: () => ({
        body: {
          data: [IDS.workspaceA, IDS.workspaceB].map((id, index) => ({
            id,
            name: index === 0 ? 'Engine Room' : 'Drawing Office',
            customerId: IDS.customer,
            customerName: 'Analytical Engines Ltd',
            status: 'active',
            profileId: IDS.profile,
            roles: ['learning_experience_administrator'],
            customisation: defaultCustomisation(),
          })),
          customerRoles: [],
        },
      }),
      [`POST /api/course-catalogue/v2/catalog/${ITEM}/add-shared-workspace`]: () => ({ body: { data: [] } }),
      [`GET /api/subscription-manager/unit-with-courses/${IDS.workspaceA}`]: () => ({
        body: { data: [{ id: UNIT, name: 'Difference', parentId: null, suggestedCourses: [] }] },
      }),
      [`POST /api/course-catalogue/v2/catalog/${ITEM}/workspace/${IDS.workspaceA}`]: () => ({
        body: settingsOf(item({ requireApproval: true })),
      }),
      [`PATCH /api/course-catalogue/v2/catalog/${ITEM}/workspace/${IDS.workspaceA}/visible`]: () => ({
        body: settingsOf(item({ requireApproval: true, units: [UNIT] })),
      }),
    });
    renderApp(`/catalogue/courses/${COURSE}/${ITEM}/${VERSION}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit catalogue item' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Approval required/ }));
    await user.click(screen.getByRole('radio', { name: 'Chosen organisation units' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Choose at least one organisation unit.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Organisation units' }));
    await user.click(await screen.findByRole('option', { name: 'Difference' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Catalogue item settings saved.')).toBeInTheDocument();
    // Sharing: the person's other workspace of the customer is offered.
    await user.click(await screen.findByRole('combobox', { name: 'Share with another of your workspaces' }));
    await user.click(await screen.findByRole('option', { name: 'Drawing Office' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Course shared.')).toBeInTheDocument();
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => call.body)).toEqual([
      { workspaceId: IDS.workspaceA, approvalRequired: true },
      { visible: true, organisationUnits: [UNIT] },
      { workspaceIds: [IDS.workspaceB] },
    ]);
  });
});

function settingsOf(value: ReturnType<typeof item>) {
  return {
    catalogItemId: value.id,
    workspaceId: value.workspaceId,
    workspaceName: 'Engine Room',
    owning: true,
    visible: value.visible,
    requireApproval: value.requireApproval,
    availableInOrganisationUnits: value.availableInOrganisationUnits,
    certificateType: 'default',
    certificateContentId: null,
    disableCertificates: false,
    notification: null,
    notificationIdentifier: null,
    feedbackForm: 'default',
    urls: [],
    hiddenCourseFiles: [],
  };
}
