import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURSE_MESSAGES } from '@campus/contracts';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { mockFetch, type RecordedCall } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';

const COURSE = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const MODULE = '6b2f8c9e-7d0a-4f1b-8c3d-5e6f7a8b9c0d';
const VERSION = '9e5c1f2b-0a3d-4c4e-9f6a-8b9c0d1e2f3a';
const NOW = '2026-11-24T10:00:00.000Z';
const API = '/api/course-catalogue/v2';

type Role = 'course_creator' | 'admin' | 'manager' | 'learning_experience_administrator';
function signInAs(roles: Role[]) {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(
    workspaceToken({
      roles,
      profile: { id: IDS.profile, roles, customerRoles: [] },
      customerRoles: [],
      customerServices: ['LMS', 'CCS'],
    }),
  );
}
beforeEach(() => signInAs(['course_creator']));
afterEach(() => vi.unstubAllGlobals());

/** A stand-in XMLHttpRequest: the storage takes the form. */
class FakeXhr {
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  open() {}
  send() {
    queueMicrotask(() => {
      this.status = 204;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const group = { id: 'g1', name: 'Week one', type: 'group' as const, nodes: [] as unknown[] };
const moduleNode = {
  id: 'm1',
  name: 'Golf explained',
  type: 'module' as const,
  subType: 'scorm' as const,
  moduleId: MODULE,
  required: true,
};
const note = { id: 'n1', name: 'Bring a putter', type: 'note' as const, description: 'Bring a putter' };
const release = (major: number, minor: number, notes = '') => ({
  versionId: `${VERSION.slice(0, -2)}${major}${minor}`,
  major,
  minor,
  version: `${major}.${minor}`,
  releaseDate: NOW,
  releaseNotes: notes,
  userName: 'Ada Lovelace',
  contentTree: [],
});
const course = (overrides: Record<string, unknown> = {}) => ({
  id: COURSE,
  owner: { id: IDS.user, name: 'Ada Lovelace' },
  ownerCustomerId: IDS.customer,
  workspaceId: IDS.workspaceA,
  name: 'Golf for beginners',
  description: null,
  duration: '01:30:00',
  file: null,
  labels: ['Sport'],
  contentTree: [group, moduleNode, note],
  sequence: 4,
  versions: [],
  draft: true,
  releaseNotes: null,
  instantOffer: true,
  catalogItemId: null,
  catalogItemVersionId: null,
  externalModulesData: {},
  files: [],
  urls: [],
  archived: false,
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
});
const bodyOf = (calls: RecordedCall[], method: string, path: string) =>
  calls.find((call) => call.method === method && call.url.split('?')[0] === path)?.body;
const labelsRoute = { [`GET ${API}/course/labels`]: { body: { data: ['Sport', 'Safety'] } } };

describe('course building', () => {
  it('lists the courses with version, state and labels, links each to its edit wizard and narrows by state', async () => {
    const calls = mockFetch({
      ...labelsRoute,
      [`GET ${API}/courses`]: {
        body: {
          data: [
            {
              id: COURSE,
              courseId: COURSE,
              name: 'Golf for beginners',
              status: 'released',
              type: 'course',
              labels: ['Sport'],
              draft: false,
              file: null,
              majorVersion: 2,
              minorVersion: 1,
              versionId: VERSION,
              catalogItemId: null,
              ownerName: 'Ada Lovelace',
              updatedAt: NOW,
            },
          ],
          pagination: { page: 1, pageSize: 20, total: 1 },
        },
      },
    });
    renderApp('/catalogue/courses');
    const table = await screen.findByRole('table', { name: 'Courses' }, { timeout: 10_000 });
    expect(within(table).getByRole('link', { name: 'Golf for beginners' })).toHaveAttribute(
      'href',
      `/catalogue/courses/${COURSE}/edit/course`,
    );
    expect(within(table).getByText('2.1')).toBeInTheDocument();
    expect(within(table).getByText('Released')).toBeInTheDocument();
    expect(within(table).getByRole('list', { name: 'Labels of Golf for beginners' })).toHaveTextContent('Sport');
    // A course creator has no admin view: no link to it.
    expect(within(table).queryByRole('link', { name: /Admin view/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add course' })[0]).toHaveAttribute('href', '/catalogue/courses/add');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await waitFor(() => expect(calls.some((call) => call.url.includes('filters%5Bstatus%5D=draft'))).toBe(true));
  }, 30_000);

  it('gives an LXA the workspace catalogue, each item opening its catalogue item edit, and no Add course', async () => {
    signInAs(['learning_experience_administrator']);
    const ITEM = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
    mockFetch({
      'GET /api/course-catalogue/v2/catalog/admin': {
        body: {
          data: [
            {
              catalogItemId: ITEM,
              courseId: COURSE,
              versionId: VERSION,
              name: 'Golf for beginners',
              status: 'active',
              type: 'course',
              labels: [],
              majorVersion: 1,
              minorVersion: 2,
              originWorkspaceId: IDS.workspaceA,
              sharedFrom: 'Head office',
              visible: true,
              requireApproval: false,
            },
          ],
          pagination: { page: 1, pageSize: 20, total: 1 },
        },
      },
    });
    renderApp('/catalogue/courses');
    const table = await screen.findByRole('table', { name: 'Catalogue' }, { timeout: 10_000 });
    expect(within(table).getByRole('link', { name: 'Golf for beginners' })).toHaveAttribute(
      'href',
      `/catalogue/courses/${COURSE}/${ITEM}/${VERSION}/edit`,
    );
    expect(within(table).getByText('1.2')).toBeInTheDocument();
    expect(within(table).getByText('Shared from Head office')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add course' })).not.toBeInTheDocument();
  }, 30_000);

  it('creates a course with its duration as HH:MM:SS, says so and opens its edit details step', async () => {
    const calls = mockFetch({
      ...labelsRoute,
      [`POST ${API}/courses`]: { status: 201, body: course({ contentTree: [], sequence: 0 }) },
      [`GET ${API}/courses/${COURSE}`]: { body: course({ contentTree: [], sequence: 0 }) },
    });
    const { router } = renderApp('/catalogue/courses/add');
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Name/ }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/catalogue/courses/add/details');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('Enter the course name.')).toBeInTheDocument();
    await user.type(name, 'Golf for beginners');
    await user.type(screen.getByRole('textbox', { name: /Duration/ }), '1:30');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('Enter the duration as HH:MM, for example 01:30.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Duration/ }));
    await user.type(screen.getByRole('textbox', { name: /Duration/ }), '01:30');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText(COURSE_MESSAGES.created)).toBeInTheDocument();
    expect(bodyOf(calls, 'POST', `${API}/courses`)).toMatchObject({
      name: 'Golf for beginners',
      duration: '01:30:00',
      labels: [],
      file: null,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/catalogue/courses/${COURSE}/edit/course/details`),
    );
  }, 30_000);

  it('says when a course is not created', async () => {
    mockFetch({
      ...labelsRoute,
      [`POST ${API}/courses`]: {
        status: 500,
        body: { statusCode: 500, code: 'internal', message: 'Something went wrong on our side. Please try again.' },
      },
    });
    renderApp('/catalogue/courses/add/details');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }, { timeout: 10_000 }), 'Golf');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText(COURSE_MESSAGES.notCreated)).toBeInTheDocument();
  }, 30_000);

  it('moves nodes from their actions menu by keyboard, announcing where they went', async () => {
    let current = course();
    const calls = mockFetch({
      [`GET ${API}/courses/${COURSE}`]: () => ({ body: current }),
      [`POST ${API}/courses/${COURSE}/reorder`]: () => {
        current = course({ contentTree: [{ ...group, nodes: [moduleNode] }, note], sequence: 5 });
        return { body: current };
      },
    });
    renderApp(`/catalogue/courses/${COURSE}/edit/course/modules`);
    const user = userEvent.setup();
    const actions = await screen.findByRole('button', { name: 'Actions for Golf explained' }, { timeout: 10_000 });
    actions.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Move down' })).not.toBeDisabled();
    await user.click(within(menu).getByRole('menuitem', { name: 'Move into Week one' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'POST', `${API}/courses/${COURSE}/reorder`)).toEqual({
        nodeId: 'm1',
        inGroup: 'g1',
        previousId: null,
        sequence: 4,
      }),
    );
    const said = await screen.findByText('Golf explained moved into Week one, position 1 of 1.');
    expect(said).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Golf explained' })).toHaveFocus());
  }, 30_000);

  it('shows the moduleNotMoved refusal when a node is dropped on its own place', async () => {
    const calls = mockFetch({
      [`GET ${API}/courses/${COURSE}`]: { body: course() },
      [`POST ${API}/courses/${COURSE}/reorder`]: {
        status: 400,
        body: {
          statusCode: 400,
          code: 'moduleNotMoved',
          message: 'The module is already in this position.',
          errors: { message: 'The module is already in this position.' },
        },
      },
    });
    renderApp(`/catalogue/courses/${COURSE}/edit/course/modules`);
    const handle = await screen.findByTitle('Drag Golf explained', {}, { timeout: 10_000 });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'move',
    };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.drop(handle, { dataTransfer });
    expect(await screen.findAllByText(/The module is already in this position\./)).not.toHaveLength(0);
    expect(bodyOf(calls, 'POST', `${API}/courses/${COURSE}/reorder`)).toEqual({
      nodeId: 'm1',
      inGroup: null,
      previousId: 'g1',
      sequence: 4,
    });
  }, 30_000);

  it('adds a group with the spec’s toast and turns a module’s required off', async () => {
    let current = course();
    const calls = mockFetch({
      [`GET ${API}/courses/${COURSE}`]: () => ({ body: current }),
      [`POST ${API}/courses/${COURSE}/group`]: () => {
        current = course({
          contentTree: [group, moduleNode, note, { id: 'g2', name: 'Week two', type: 'group', nodes: [] }],
          sequence: 5,
        });
        return { body: current };
      },
      [`PATCH ${API}/courses/${COURSE}/module/m1/updateRequired`]: () => ({ body: current }),
    });
    renderApp(`/catalogue/courses/${COURSE}/edit/course/modules`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add group' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add group' });
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'Week two');
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(await screen.findByText(COURSE_MESSAGES.sectionAdded)).toBeInTheDocument();
    expect(bodyOf(calls, 'POST', `${API}/courses/${COURSE}/group`)).toEqual({
      name: 'Week two',
      inGroup: null,
      previousId: 'n1',
      sequence: 4,
    });
    expect(await screen.findByText('Week two')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Required: Golf explained' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'PATCH', `${API}/courses/${COURSE}/module/m1/updateRequired`)).toEqual({
        required: false,
        sequence: 5,
      }),
    );
  }, 30_000);

  it('releases a major version with notes and instant offer, shows the history and the server’s refusal', async () => {
    let current = course();
    let refuse = true;
    let history: unknown[] = [];
    const calls = mockFetch({
      [`GET ${API}/courses/${COURSE}`]: () => ({ body: current }),
      [`GET ${API}/course-history/${COURSE}`]: () => ({
        body: { courseId: COURSE, name: 'Golf for beginners', data: history },
      }),
      [`POST ${API}/courses/${COURSE}/release/major`]: () => {
        if (refuse) {
          refuse = false;
          return {
            status: 409,
            body: {
              statusCode: 409,
              code: 'courseNothingToRelease',
              message: 'Add at least one module to the course before releasing it.',
            },
          };
        }
        current = course({ draft: false, versions: [{ ...release(1, 0, 'First'), minors: [] }] });
        history = [{ ...release(1, 0, 'First'), offered: true }];
        return { body: current };
      },
    });
    renderApp(`/catalogue/courses/${COURSE}/edit/course/versions`);
    const user = userEvent.setup();
    expect(await screen.findByText('No versions yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Release notes' }), 'First');
    expect(screen.getByRole('checkbox', { name: /Instant offer/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Release version 1.0' }));
    expect(
      (await screen.findAllByText('Add at least one module to the course before releasing it.')).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Release version 1.0' }));
    expect(await screen.findByText('Version 1.0 is released.')).toBeInTheDocument();
    expect(bodyOf(calls, 'POST', `${API}/courses/${COURSE}/release/major`)).toEqual({
      releaseNotes: 'First',
      instantOffer: true,
    });
    const table = await screen.findByRole('table', { name: 'Versions of Golf for beginners' });
    expect(within(table).getByText('1.0')).toBeInTheDocument();
    expect(within(table).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(table).getByText('Offered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Release version 1.1' })).toBeInTheDocument();
  }, 30_000);

  it('uploads a PDF as an attachment, declared application/pdf, and removes it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const FILE = '8d4b0e1a-9f2c-4b3d-8e5f-7a8b9c0d1e2f';
    let current = course();
    const calls = mockFetch({
      [`GET ${API}/courses/${COURSE}`]: () => ({ body: current }),
      'POST /api/file-storage/files/generatePresignedPost': {
        body: { fileId: FILE, url: '/api/file-storage/upload', fields: { key: 'k' } },
      },
      [`POST /api/file-storage/files/${FILE}/complete`]: {
        body: { id: FILE, name: 'rules.pdf', mimeType: 'application/pdf', size: 2048, status: 'ready', createdAt: NOW },
      },
      [`POST ${API}/courses/${COURSE}/bulkAddFiles`]: (call) => {
        current = course({ files: (call.body as { files: unknown[] }).files });
        return { body: current };
      },
      [`POST ${API}/courses/${COURSE}/removeFile`]: () => {
        current = course({ files: [] });
        return { body: current };
      },
    });
    const { container } = renderApp(`/catalogue/courses/${COURSE}/edit/course/attachments`);
    expect(await screen.findByText('No attachments yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input!, { target: { files: [new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('link', { name: 'rules.pdf' })).toHaveAttribute(
      'href',
      `/api/file-storage/files/${FILE}`,
    );
    expect(bodyOf(calls, 'POST', '/api/file-storage/files/generatePresignedPost')).toMatchObject({
      mimeType: 'application/pdf',
    });
    expect(bodyOf(calls, 'POST', `${API}/courses/${COURSE}/bulkAddFiles`)).toEqual({
      files: [{ name: 'rules.pdf', url: `/api/file-storage/files/${FILE}`, size: 2048 }],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove file rules.pdf' }));
    expect(await screen.findByText('No attachments yet')).toBeInTheDocument();
    expect(bodyOf(calls, 'POST', `${API}/courses/${COURSE}/removeFile`)).toEqual({
      url: `/api/file-storage/files/${FILE}`,
    });
  }, 30_000);

  it('adds and removes a course link, each saving the whole list', async () => {
    let current = course();
    const calls = mockFetch({
      [`GET ${API}/courses/${COURSE}`]: () => ({ body: current }),
      [`POST ${API}/courses/${COURSE}/set-urls`]: (call) => {
        current = course({ urls: (call.body as { urls: unknown[] }).urls });
        return { body: current };
      },
    });
    renderApp(`/catalogue/courses/${COURSE}/edit/course/links`);
    const user = userEvent.setup();
    const address = await screen.findByRole('textbox', { name: 'Web address' }, { timeout: 10_000 });
    await user.type(address, 'golf.example');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(await screen.findByText('Enter a web address starting with http:// or https://.')).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'https://golf.example/rules');
    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), 'Rules{Enter}');
    expect(await screen.findByRole('link', { name: 'Rules' })).toHaveAttribute('href', 'https://golf.example/rules');
    expect(calls.filter((call) => call.url.endsWith('/set-urls')).at(-1)?.body).toEqual({
      urls: [{ url: 'https://golf.example/rules', name: 'Rules' }],
    });
    await user.click(screen.getByRole('button', { name: 'Remove link Rules' }));
    expect(await screen.findByText('No links yet')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/set-urls')).at(-1)?.body).toEqual({ urls: [] });
  }, 30_000);

  it('saves edited details and makes the minor release 02 §4 asks for', async () => {
    let current: Record<string, unknown> = course({ draft: false, versions: [{ ...release(1, 0), minors: [] }] });
    const calls = mockFetch({
      ...labelsRoute,
      [`GET ${API}/courses/${COURSE}`]: () => ({ body: current }),
      [`GET ${API}/course-history/${COURSE}`]: { body: { courseId: COURSE, name: 'Golf', data: [] } },
      [`PATCH ${API}/courses/${COURSE}/updateDetails`]: () => {
        current = { ...current, name: 'Golf for all', draft: true };
        return { body: current };
      },
      [`POST ${API}/courses/${COURSE}/release/minor`]: () => {
        current = { ...current, draft: false, versions: [{ ...release(1, 0), minors: [release(1, 1)] }] };
        return { body: current };
      },
    });
    const { router } = renderApp(`/catalogue/courses/${COURSE}/edit/course/details`);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Name/ }, { timeout: 10_000 });
    await user.clear(name);
    await user.type(name, 'Golf for all');
    await user.click(screen.getByRole('button', { name: 'Save course' }));
    expect(await screen.findByText(COURSE_MESSAGES.updated)).toBeInTheDocument();
    expect(screen.getByText('Version 1.1 is released.')).toBeInTheDocument();
    expect(bodyOf(calls, 'PATCH', `${API}/courses/${COURSE}/updateDetails`)).toEqual({
      name: 'Golf for all',
      description: null,
      duration: '01:30:00',
      labels: ['Sport'],
    });
    expect(bodyOf(calls, 'POST', `${API}/courses/${COURSE}/release/minor`)).toEqual({});
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/catalogue/courses/${COURSE}/edit/course/versions`),
    );
  });
});
