import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENROLMENT_MESSAGES } from '@campus/contracts';
import { mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { signInWithRoles } from '../../../test/signIn';
import { IDS } from '../../../test/tokens';

const ID = [
  '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  '9b2c3d4e-5f6a-4b7c-8d9e-1f2a3b4c5d6e',
  '9c3d4e5f-6a7b-4c8d-9e0f-2a3b4c5d6e7f',
];
const request = (id: string, firstName: string, course: string) => ({
  id,
  requestedAt: '2026-11-20T09:30:00.000Z',
  learner: {
    userId: IDS.user,
    profileId: IDS.profile,
    firstName,
    lastName: 'Babbage',
    emailAddress: `${firstName.toLowerCase()}@engines.example`,
    organisationUnitName: 'Difference',
  },
  course: { catalogItemId: IDS.workspaceB, courseId: IDS.customer, name: course },
});

/** A server that holds the waiting requests and resolves them, refusing the ids in `refuse`. */
function server(refuse: string[] = []) {
  let waiting = [
    request(ID[0]!, 'Charles', 'Analysis'),
    request(ID[1]!, 'Ada', 'Poetry'),
    request(ID[2]!, 'Mary', 'Geometry'),
  ];
  const resolve = (outcome: string) => (call: RecordedCall) => {
    const id = call.url.split('/').at(-2) ?? '';
    if (refuse.includes(id)) {
      return {
        status: 409,
        body: {
          statusCode: 409,
          code: 'conflict',
          message: ENROLMENT_MESSAGES.alreadyResolved,
          errors: { message: ENROLMENT_MESSAGES.alreadyResolved },
        },
      };
    }
    waiting = waiting.filter((entry) => entry.id !== id);
    return {
      body: {
        id,
        catalogItemId: IDS.workspaceB,
        learnerId: IDS.profile,
        state: outcome === 'approve' ? 'enrolled' : 'rejected',
        isCancellable: outcome === 'approve',
        createdAt: '2026-11-20T09:30:00.000Z',
        resolvedAt: '2026-11-23T10:00:00.000Z',
      },
    };
  };
  const routes: Parameters<typeof mockFetch>[0] = {
    'GET /api/learning-activities/enrolments/unresolved': (call) => {
      const pageSize = Number(new URL(call.url, 'http://x').searchParams.get('pageSize'));
      return { body: { data: waiting.slice(0, pageSize), pagination: { page: 1, pageSize, total: waiting.length } } };
    },
  };
  for (const id of ID) {
    routes[`POST /api/learning-activities/enrolment/${id}/approve`] = resolve('approve');
    routes[`POST /api/learning-activities/enrolment/${id}/reject`] = resolve('reject');
  }
  return mockFetch(routes);
}

afterEach(() => vi.useRealTimers());

describe('enrolment requests', () => {
  it('approves one, and rejects one after confirming; the account menu counts what is left', async () => {
    signInWithRoles(['learning_experience_administrator']);
    const calls = server();
    renderApp('/catalogue/requests');
    const table = await screen.findByRole('table', { name: 'Enrolment requests' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('3 requests waiting')).toBeInTheDocument();
    expect(within(table).getAllByText('20 Nov 2026, 9:30 AM GMT')).toHaveLength(3);
    expect(await screen.findByRole('button', { name: /3 enrolment requests waiting/ })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve the request from Charles Babbage for Analysis' }));
    expect(await screen.findByText(ENROLMENT_MESSAGES.approved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 requests waiting')).toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /2 enrolment requests waiting/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject the request from Ada Babbage for Poetry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    expect(within(dialog).getByText(/Ada Babbage will be told by email/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(ENROLMENT_MESSAGES.rejected)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 request waiting')).toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/api/learning-activities/enrolment/${ID[0]}/approve`,
      `/api/learning-activities/enrolment/${ID[1]}/reject`,
    ]);
  });

  it('approves the selection one call at a time and says so when some fail', async () => {
    signInWithRoles(['manager']);
    const calls = server([ID[1]!]);
    renderApp('/catalogue/requests');
    await screen.findByRole('table', { name: 'Enrolment requests' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select all requests on this page' }));
    expect(screen.getByText('3 requests selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText(ENROLMENT_MESSAGES.someNotApproved, {}, { timeout: 3000 })).toBeInTheDocument();
    const approvals = calls.filter((call) => call.method === 'POST');
    expect(approvals.map((call) => call.url.split('/').at(-2))).toEqual(ID);
    // The refused one stays, still selected, for another try.
    await waitFor(() => expect(screen.getByText('1 request waiting')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select the request from Ada Babbage for Poetry' })).toBeChecked();
  });

  it('says "Request approved", not "Requests approved", when the selection is one request', async () => {
    signInWithRoles(['manager']);
    server();
    renderApp('/catalogue/requests');
    await screen.findByRole('table', { name: 'Enrolment requests' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select the request from Ada Babbage for Poetry' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText(ENROLMENT_MESSAGES.approved, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(ENROLMENT_MESSAGES.bulkApproved)).not.toBeInTheDocument();
  });

  it('says when nothing is waiting; the menu item stays, without a count', async () => {
    signInWithRoles(['learning_experience_administrator']);
    mockFetch({
      'GET /api/learning-activities/enrolments/unresolved': {
        body: { data: [], pagination: { page: 1, pageSize: 20, total: 0 } },
      },
    });
    renderApp('/catalogue/requests');
    expect(await screen.findByText('No enrolment requests are waiting for you.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Account menu for Ada Lovelace$/ }));
    expect(await screen.findByRole('link', { name: /Enrolment requests/ })).toHaveAttribute(
      'href',
      '/catalogue/requests',
    );
  });

  it('goes back a page when the last request of the last page is resolved', async () => {
    signInWithRoles(['learning_experience_administrator']);
    let waiting = Array.from({ length: 21 }, (_, index) =>
      request(crypto.randomUUID(), `Learner${String(index).padStart(2, '0')}`, 'Analysis'),
    );
    const lastId = waiting[20]!.id;
    mockFetch({
      'GET /api/learning-activities/enrolments/unresolved': (call) => {
        const params = new URL(call.url, 'http://x').searchParams;
        const page = Number(params.get('page'));
        const pageSize = Number(params.get('pageSize'));
        const data = waiting.slice((page - 1) * pageSize, page * pageSize);
        return { body: { data, pagination: { page, pageSize, total: waiting.length } } };
      },
      [`POST /api/learning-activities/enrolment/${lastId}/approve`]: () => {
        waiting = waiting.filter((entry) => entry.id !== lastId);
        return {
          body: {
            id: lastId,
            catalogItemId: IDS.workspaceB,
            learnerId: IDS.profile,
            state: 'enrolled',
            isCancellable: true,
            createdAt: '2026-11-20T09:30:00.000Z',
            resolvedAt: '2026-11-23T10:00:00.000Z',
          },
        };
      },
    });
    renderApp('/catalogue/requests');
    await screen.findByRole('table', { name: 'Enrolment requests' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(
      await screen.findByRole('button', { name: 'Approve the request from Learner20 Babbage for Analysis' }),
    );
    await waitFor(() => expect(screen.getByText('20 requests waiting')).toBeInTheDocument());
    const table = await screen.findByRole('table', { name: 'Enrolment requests' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('is not where the Catalogue section takes an LXA: courses come first (01 §2)', async () => {
    signInWithRoles(['learning_experience_administrator']);
    mockFetch({
      'GET /api/learning-activities/enrolments/unresolved': {
        body: { data: [], pagination: { page: 1, pageSize: 20, total: 0 } },
      },
      'GET /api/course-catalogue/v2/catalog/admin': {
        body: { data: [], pagination: { page: 1, pageSize: 20, total: 0 } },
      },
    });
    const { router } = renderApp('/catalogue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/catalogue/courses');
  });

  it('gives learners neither the count nor the menu item, and asks the server nothing', async () => {
    signInWithRoles(['learner']);
    const calls = mockFetch({});
    renderApp('/what-new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu for Ada Lovelace$/ }));
    expect(await screen.findByRole('link', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Enrolment requests/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/enrolments/unresolved'))).toBe(false);
  });
});
