import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCORM_MESSAGES } from '@campus/contracts';
import { tokenStore } from '../../../lib/session/tokenStore';
import { mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../test/tokens';

const MODULE = '6b2f8c9e-7d0a-4f1b-8c3d-5e6f7a8b9c0d';
const CONTENT = '7c3a9d0f-8e1b-4a2c-9d4e-6f7a8b9c0d1e';
const FILE = '8d4b0e1a-9f2c-4b3d-8e5f-7a8b9c0d1e2f';
const VERSION = '9e5c1f2b-0a3d-4c4e-9f6a-8b9c0d1e2f3a';
const NOW = '2026-11-24T10:00:00.000Z';

/** A stand-in XMLHttpRequest: the storage takes the form and reports progress. */
class FakeXhr {
  /** What the storage answers; a test of a refused upload sets it. */
  static status = 204;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  open() {}
  send() {
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
      this.status = FakeXhr.status;
      if (this.status >= 400)
        this.responseText = JSON.stringify({ message: 'The file content does not match its type.' });
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

beforeEach(() => {
  FakeXhr.status = 204;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(
    workspaceToken({
      roles: ['course_creator'],
      profile: { id: IDS.profile, roles: ['course_creator'], customerRoles: [] },
      customerRoles: [],
      customerServices: ['LMS', 'CCS'],
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const content = {
  id: CONTENT,
  name: 'Golf Explained - Run-time Basic Calls',
  standard: 'scorm12',
  schemaVersion: '1.2',
  scos: [{ identifier: 'item_1', title: 'Golf Explained', launch: 'shared/launchpage.html', masteryScore: 70 }],
  size: 2_400_000,
  createdAt: NOW,
};
const releaseOf = (major: number, minor: number, notes = '') => ({
  versionId: `${VERSION.slice(0, -2)}${major}${minor}`,
  major,
  minor,
  version: `${major}.${minor}`,
  releaseDate: NOW,
  releaseNotes: notes,
  releasedBy: 'Ada Lovelace',
  contentId: CONTENT,
});
const scormModule = (overrides: Record<string, unknown> = {}) => ({
  id: MODULE,
  name: 'Golf explained',
  description: 'The rules of golf.',
  duration: '00:45:00',
  labels: ['Sport'],
  keywords: ['golf'],
  image: null,
  content,
  owner: { id: IDS.user, name: 'Ada Lovelace' },
  externalModule: { moduleType: 'scorm', externalId: CONTENT },
  draft: true,
  deleted: false,
  releaseNotes: null,
  instantOffer: false,
  versions: [],
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
});
const released = (overrides: Record<string, unknown> = {}) =>
  scormModule({ draft: false, versions: [{ ...releaseOf(1, 0, 'First release'), minors: [] }], ...overrides });

/** The presigned flow's two calls for the package. */
const uploadRoutes = {
  'POST /api/file-storage/files/generatePresignedPost': {
    body: { fileId: FILE, url: '/api/file-storage/upload', fields: { key: 'k', policy: 'p', signature: 's' } },
  },
  [`POST /api/file-storage/files/${FILE}/complete`]: {
    body: { id: FILE, name: 'golf.zip', mimeType: 'application/zip', size: 4, status: 'ready', createdAt: NOW },
  },
};
const labelsRoute = { 'GET /api/course-catalogue/v2/scorm-modules/labels': { body: { data: ['Sport', 'Safety'] } } };
const bodyOf = (calls: RecordedCall[], method: string, path: string) =>
  calls.find((call) => call.method === method && call.url.split('?')[0] === path)?.body;

/** Chooses the package through the content step's hidden file input (what the button opens). */
async function choosePackage(name = 'golf.zip', type = 'application/x-zip-compressed') {
  const input = await screen.findByTestId('scorm-package-input');
  fireEvent.change(input, { target: { files: [new File(['PK\u0003\u0004'], name, { type })] } });
}

describe('SCORM modules', () => {
  it('lists modules with their version as major.minor, state and labels, and narrows by state and label', async () => {
    const calls = mockFetch({
      ...labelsRoute,
      'GET /api/course-catalogue/v2/modules': {
        body: {
          data: [
            {
              id: MODULE,
              name: 'Golf explained',
              scormContentId: CONTENT,
              majorVersion: 1,
              minorVersion: 2,
              versionId: VERSION,
              labels: ['Sport'],
              draft: false,
              deleted: false,
              image: null,
              ownerName: 'Ada Lovelace',
              updatedAt: NOW,
            },
          ],
          pagination: { page: 1, pageSize: 20, total: 1 },
        },
      },
    });
    renderApp('/catalogue/modules');
    // The first screen of the file loads its chunk: past the one-second wait on a busy machine.
    const table = await screen.findByRole('table', { name: 'SCORM modules' }, { timeout: 10_000 });
    expect(within(table).getByRole('link', { name: 'Golf explained' })).toHaveAttribute(
      'href',
      `/catalogue/modules/${MODULE}/show`,
    );
    expect(within(table).getByText('1.2')).toBeInTheDocument();
    expect(within(table).getByText('Released')).toBeInTheDocument();
    expect(within(table).getByRole('list', { name: 'Labels of Golf explained' })).toHaveTextContent('Sport');
    expect(screen.getByText('1 module')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add SCORM module' })[0]).toHaveAttribute(
      'href',
      '/catalogue/modules/add',
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'deleted');
    await waitFor(() => expect(calls.some((call) => call.url.includes('filters%5Bstatus%5D=deleted'))).toBe(true));
    await user.click(screen.getByRole('combobox', { name: 'Labels' }));
    await user.click(await screen.findByRole('option', { name: 'Safety' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('filters%5Blabels%5D=Safety'))).toBe(true));
  });

  it('releases a changed draft from its page as the next minor, and says why a release is refused', async () => {
    let module = released({ draft: true });
    let refuse = true;
    const calls = mockFetch({
      [`GET /api/course-catalogue/v2/scorm-module/${MODULE}`]: () => ({ body: module }),
      [`POST /api/course-catalogue/v2/scorm-modules/${MODULE}/release/minor`]: () => {
        if (refuse) {
          refuse = false;
          return {
            status: 409,
            body: {
              statusCode: 409,
              code: 'conflict',
              message: 'Nothing has changed since the last release.',
              errors: { message: 'Nothing has changed since the last release.' },
            },
          };
        }
        module = released({
          versions: [{ ...releaseOf(1, 0, 'First release'), minors: [releaseOf(1, 1, 'Typos')] }],
        });
        return { body: module };
      },
    });
    renderApp(`/catalogue/modules/${MODULE}/show`);
    expect(await screen.findByText('Unreleased changes · version 1.0', {}, { timeout: 10_000 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Release' }));
    let dialog = await screen.findByRole('dialog', { name: 'Release version 1.1' });
    expect(within(dialog).queryByRole('checkbox', { name: /Instant offer/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Release version 1.1' }));
    expect(await screen.findByText('SCORM hasn’t been released.')).toBeInTheDocument();
    expect(screen.getByText('Nothing has changed since the last release.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Release' }));
    dialog = await screen.findByRole('dialog', { name: 'Release version 1.1' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Release notes/ }), 'Typos');
    await user.click(within(dialog).getByRole('button', { name: 'Release version 1.1' }));
    expect(await screen.findByText('Version 1.1 is released.')).toBeInTheDocument();
    expect(await screen.findByText('Released · version 1.1')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ releaseNotes: 'Typos' });
  });

  it('says what to do when there is no module yet', async () => {
    mockFetch({
      ...labelsRoute,
      'GET /api/course-catalogue/v2/modules': { body: { data: [], pagination: { page: 1, pageSize: 20, total: 0 } } },
    });
    renderApp('/catalogue/modules');
    expect(await screen.findByRole('heading', { name: 'No SCORM modules yet' })).toBeInTheDocument();
  });

  it(
    'adds a module: uploads the package declared application/zip, sends HH:MM:SS, releases 1.0 and opens its page',
    { timeout: 30_000 },
    async () => {
      let module = scormModule();
      const calls = mockFetch({
        ...uploadRoutes,
        ...labelsRoute,
        'POST /api/course-catalogue/v2/scorm-modules': () => ({ status: 201, body: module }),
        [`POST /api/course-catalogue/v2/scorm-modules/${MODULE}/release/major`]: () => {
          module = released({ instantOffer: true });
          return { body: module };
        },
        [`GET /api/course-catalogue/v2/scorm-module/${MODULE}`]: () => ({ body: module }),
      });
      renderApp('/catalogue/modules/add');
      const user = userEvent.setup();
      // The first screen of the file loads its chunk: past the one-second wait on a busy machine.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Add SCORM module' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      // Next is refused until a package is in.
      await user.click(screen.getByRole('link', { name: 'Next' }));
      expect(await screen.findByText('Choose the SCORM package, a .zip file.')).toBeInTheDocument();

      await choosePackage();
      expect(await screen.findByText(/golf\.zip \(4 B\) is uploaded/)).toBeInTheDocument();
      expect(bodyOf(calls, 'POST', '/api/file-storage/files/generatePresignedPost')).toEqual({
        mimeType: 'application/zip',
        name: 'golf.zip',
        size: 4,
      });
      await user.click(screen.getByRole('link', { name: 'Next' }));

      await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Golf explained');
      await user.type(screen.getByRole('textbox', { name: /^Duration/ }), '0:45');
      await user.click(screen.getByRole('link', { name: 'Next' }));
      expect(await screen.findByText('Use HH:MM, e.g. 01:30.')).toBeInTheDocument();
      await user.clear(screen.getByRole('textbox', { name: /^Duration/ }));
      await user.type(screen.getByRole('textbox', { name: /^Duration/ }), '00:45');
      await user.click(screen.getByRole('link', { name: 'Next' }));

      await user.click(await screen.findByRole('radio', { name: /Release version 1\.0/ }));
      await user.type(screen.getByRole('textbox', { name: /^Release notes/ }), 'First release');
      await user.click(screen.getByRole('checkbox', { name: /Instant offer/ }));
      await user.click(screen.getByRole('button', { name: 'Create module' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Golf explained' })).toBeInTheDocument();
      expect(bodyOf(calls, 'POST', '/api/course-catalogue/v2/scorm-modules')).toMatchObject({
        name: 'Golf explained',
        duration: '00:45:00',
        content: FILE,
      });
      expect(bodyOf(calls, 'POST', `/api/course-catalogue/v2/scorm-modules/${MODULE}/release/major`)).toEqual({
        releaseNotes: 'First release',
        instantOffer: true,
      });
      expect(screen.getByText(SCORM_MESSAGES.created)).toBeInTheDocument();
      expect(screen.getByText('Version 1.0 is released.')).toBeInTheDocument();
      const versions = screen.getByRole('table', { name: 'Versions of Golf explained' });
      expect(within(versions).getByText('24 Nov 2026, 10:00 AM GMT')).toBeInTheDocument();
      expect(within(versions).getByText('First release')).toBeInTheDocument();
    },
  );

  it(
    'says the module was created but not released when the release fails, and opens its page',
    { timeout: 30_000 },
    async () => {
      mockFetch({
        ...uploadRoutes,
        ...labelsRoute,
        'POST /api/course-catalogue/v2/scorm-modules': { status: 201, body: scormModule() },
        [`POST /api/course-catalogue/v2/scorm-modules/${MODULE}/release/major`]: {
          status: 409,
          body: {
            statusCode: 409,
            code: 'conflict',
            message: 'The module cannot be released.',
            errors: { message: 'The module cannot be released.' },
          },
        },
        [`GET /api/course-catalogue/v2/scorm-module/${MODULE}`]: { body: scormModule() },
      });
      renderApp('/catalogue/modules/add/content');
      const user = userEvent.setup();
      await choosePackage();
      await screen.findByText(/is uploaded/);
      await user.click(screen.getByRole('link', { name: '2. Details' }));
      await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Golf explained');
      await user.click(screen.getByRole('link', { name: '3. Versions' }));
      await user.click(await screen.findByRole('radio', { name: /Release version 1\.0/ }));
      await user.click(screen.getByRole('button', { name: 'Create module' }));
      expect(await screen.findByText(SCORM_MESSAGES.createdNotReleased)).toBeInTheDocument();
      expect(screen.getByText('The module cannot be released.')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Golf explained' })).toBeInTheDocument();
    },
  );

  it('refuses a file that is not a zip before uploading, and shows the import’s refusal on the content step', async () => {
    const refusal = 'The package has no imsmanifest.xml at its root.';
    const reason = 'Zip the package with imsmanifest.xml at the top level.';
    const calls = mockFetch({
      ...uploadRoutes,
      ...labelsRoute,
      'POST /api/course-catalogue/v2/scorm-modules': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'invalid_scorm_package',
          message: refusal,
          errors: { message: refusal },
          details: { reason },
        },
      },
    });
    renderApp('/catalogue/modules/add/content');
    const user = userEvent.setup();
    await choosePackage('notes.pdf', 'application/pdf');
    expect(await screen.findByText(/Choose a \.zip file: a SCORM package/)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('generatePresignedPost'))).toBe(false);

    await choosePackage();
    await screen.findByText(/is uploaded/);
    await user.click(screen.getByRole('link', { name: '2. Details' }));
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Create module' }));
    // The refusal opens the content step, with the reason under the package.
    expect(await screen.findByText(SCORM_MESSAGES.notCreated)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Choose another file' })).toHaveAccessibleDescription(
        expect.stringContaining(refusal),
      ),
    );
  });

  it('says why the storage refused the upload, and needs a package before going on', async () => {
    FakeXhr.status = 415;
    const calls = mockFetch({ ...uploadRoutes, ...labelsRoute });
    renderApp('/catalogue/modules/add/content');
    await choosePackage();
    expect(
      await screen.findByText('The package could not be uploaded: The file content does not match its type.'),
    ).toBeInTheDocument();
    // Not confirmed, and not taken as the module's content.
    expect(calls.some((call) => call.url.endsWith('/complete'))).toBe(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Choose the SCORM package, a .zip file.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Content' })).toBeInTheDocument();
  });

  it('shows a module with its content, and deletes and undeletes it after asking', async () => {
    let module = released();
    const calls = mockFetch({
      [`GET /api/course-catalogue/v2/scorm-module/${MODULE}`]: () => ({ body: module }),
      [`DELETE /api/course-catalogue/v2/scorm-modules/${MODULE}`]: () => {
        module = released({ deleted: true });
        return { body: module };
      },
      [`PATCH /api/course-catalogue/v2/scorm-modules/${MODULE}/undelete`]: () => {
        module = released();
        return { body: module };
      },
    });
    renderApp(`/catalogue/modules/${MODULE}/show`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Golf explained' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Released · version 1.0')).toBeInTheDocument();
    expect(screen.getByText('SCORM 1.2 (1.2)')).toBeInTheDocument();
    expect(screen.getByText('2.3 MB')).toBeInTheDocument();
    expect(screen.getByText(/Golf Explained — shared\/launchpage\.html/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Preview/ })).toHaveAttribute(
      'href',
      `/catalogue/modules/iframe/scorm/${MODULE}`,
    );
    expect(screen.queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this SCORM module?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SCORM_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Undelete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undelete' }));
    expect(await screen.findByText(SCORM_MESSAGES.undeleted)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it(
    'edits a released module, keeps its content without a new upload, and releases the next minor',
    { timeout: 30_000 },
    async () => {
      let module = released();
      const calls = mockFetch({
        ...labelsRoute,
        [`GET /api/course-catalogue/v2/scorm-module/${MODULE}`]: () => ({ body: module }),
        [`POST /api/course-catalogue/v2/scorm-modules/${MODULE}/updateDetails`]: () => {
          module = released({ draft: true, name: 'Golf explained again' });
          return { body: module };
        },
        [`POST /api/course-catalogue/v2/scorm-modules/${MODULE}/release/minor`]: () => {
          module = released({
            name: 'Golf explained again',
            versions: [{ ...releaseOf(1, 0, 'First release'), minors: [releaseOf(1, 1, 'Wording')] }],
          });
          return { body: module };
        },
      });
      renderApp(`/catalogue/modules/${MODULE}/edit/details`);
      const user = userEvent.setup();
      const name = await screen.findByRole('textbox', { name: /^Name/ });
      expect(screen.getByRole('textbox', { name: /^Duration/ })).toHaveValue('00:45');
      await user.clear(name);
      await user.type(name, 'Golf explained again');
      await user.click(screen.getByRole('link', { name: '3. Versions' }));
      await user.click(await screen.findByRole('radio', { name: /Release version 1\.1/ }));
      expect(screen.queryByRole('checkbox', { name: /Instant offer/ })).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /^Release notes/ }), 'Wording');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Golf explained again' })).toBeInTheDocument();
      expect(bodyOf(calls, 'POST', `/api/course-catalogue/v2/scorm-modules/${MODULE}/updateDetails`)).toMatchObject({
        name: 'Golf explained again',
        duration: '00:45:00',
        content: CONTENT,
      });
      expect(bodyOf(calls, 'POST', `/api/course-catalogue/v2/scorm-modules/${MODULE}/release/minor`)).toEqual({
        releaseNotes: 'Wording',
      });
      expect(screen.getByText(SCORM_MESSAGES.updated)).toBeInTheDocument();
      expect(screen.getByText('Version 1.1 is released.')).toBeInTheDocument();
    },
  );
});
