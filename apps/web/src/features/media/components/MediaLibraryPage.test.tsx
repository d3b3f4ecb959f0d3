import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_TEXTS } from '@campus/contracts';
import { apiError, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { FakeUploadXhr, mediaItem, signInAsContentBuilder } from '../../../test/mediaLibrary';
import { renderApp } from '../../../test/renderApp';

const LIBRARY = '/api/file-storage/api/library';

beforeEach(() => {
  signInAsContentBuilder();
  vi.stubGlobal('XMLHttpRequest', FakeUploadXhr);
});
afterEach(() => vi.unstubAllGlobals());

const list = (items: ReturnType<typeof mediaItem>[]) => (call: RecordedCall) => {
  const query = new URL(call.url, 'http://x').searchParams;
  const search = query.get('search')?.toLowerCase();
  const found = items.filter((item) => !search || item.title.toLowerCase().includes(search));
  return { body: { data: found, pagination: { page: 1, pageSize: 24, total: found.length } } };
};

describe('media library', () => {
  it('shows images and files as a grid, and searches', async () => {
    const items = [mediaItem({ title: 'Atrium' }), mediaItem({ title: 'Price list', kind: 'file' })];
    const calls = mockFetch({ [`GET ${LIBRARY}`]: list(items) });
    renderApp('/setup/media-library');
    expect(await screen.findByRole('heading', { level: 1, name: 'Media library' })).toBeInTheDocument();
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Atrium' })).toHaveAttribute(
      'href',
      `/setup/media-library/edit/${items[0]?.id}`,
    );
    expect(screen.getByRole('checkbox', { name: 'Select Price list' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search media' }), 'atr');
    await waitFor(() => expect(screen.getByText('1 item')).toBeInTheDocument());
    expect(calls.at(-1)?.url).toContain('search=atr');
    expect(screen.queryByText('Price list')).not.toBeInTheDocument();
  });

  it('deletes the selected items after asking, with the spec’s toast', async () => {
    let items = [mediaItem({ title: 'One' }), mediaItem({ title: 'Two' }), mediaItem({ title: 'Three' })];
    const [one, three] = [items[0]?.id, items[2]?.id];
    const calls = mockFetch({
      [`GET ${LIBRARY}`]: (call) => list(items)(call),
      [`DELETE ${LIBRARY}`]: (call) => {
        const { files } = call.body as { files: string[] };
        items = items.filter((item) => !files.includes(item.id));
        return { body: { removed: files } };
      },
    });
    renderApp('/setup/media-library');
    await screen.findByText('3 items');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select One' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Three' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 items?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MEDIA_TEXTS.removed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 item')).toBeInTheDocument());
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(removal?.body).toEqual({ files: [one, three] });
    expect(screen.getByRole('link', { name: 'Edit Two' })).toBeInTheDocument();
  });

  it('says "Media hasn\'t been removed." as an error when removing fails', async () => {
    const items = [mediaItem({ title: 'Kept' })];
    mockFetch({
      [`GET ${LIBRARY}`]: list(items),
      [`DELETE ${LIBRARY}/${items[0]?.id}`]: apiError(409, 'conflict', 'The media is in use.'),
    });
    renderApp('/setup/media-library');
    await screen.findByText('1 item');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Kept' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByText(MEDIA_TEXTS.notRemoved);
    expect(toast.closest('[data-status]')).toHaveAttribute('data-status', 'error');
  });

  it('uploads several files at once, each with its progress, then adds them together', async () => {
    let items: ReturnType<typeof mediaItem>[] = [];
    let next = 0;
    const ids = ['10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002'];
    const routes: Parameters<typeof mockFetch>[0] = {
      [`GET ${LIBRARY}`]: (call) => list(items)(call),
      'POST /api/file-storage/files/generatePresignedPost': () => {
        const fileId = ids[next] as string;
        next += 1;
        return { body: { fileId, url: '/api/file-storage/upload', fields: { key: 'k', policy: 'p', signature: 's' } } };
      },
      [`POST ${LIBRARY}`]: (call) => {
        const { files } = call.body as { files: { fileId: string }[] };
        const added = files.map(({ fileId }, index) => mediaItem({ id: fileId, title: `Photo ${index + 1}`, alt: '' }));
        items = [...added, ...items];
        return { status: 201, body: { data: added } };
      },
    };
    for (const id of ids) {
      routes[`POST /api/file-storage/files/${id}/complete`] = {
        body: {
          id,
          name: 'photo.png',
          mimeType: 'image/png',
          size: 100,
          status: 'ready',
          createdAt: '2026-11-20T09:30:00.000Z',
        },
      };
    }
    const calls = mockFetch(routes);
    renderApp('/setup/media-library');
    await screen.findByText('The media library is empty.');
    const user = userEvent.setup();
    const png = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/png' });
    await user.upload(screen.getByTestId('media-upload-input'), [png('photo-1.png'), png('photo-2.png')]);

    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByRole('progressbar', { name: 'Uploading photo-1.png' })).toBeInTheDocument();
    expect(within(uploads).getByRole('progressbar', { name: 'Uploading photo-2.png' })).toBeInTheDocument();
    expect(await screen.findByText(MEDIA_TEXTS.uploaded)).toBeInTheDocument();
    expect(within(uploads).getAllByText('Uploaded')).toHaveLength(2);
    expect(screen.getByText(/Add alt text to the new images/)).toBeInTheDocument();
    const created = calls.filter((call) => call.method === 'POST' && call.url === LIBRARY);
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toEqual({ files: ids.map((fileId) => ({ fileId })) });
    expect(await screen.findByText('2 items')).toBeInTheDocument();
  });

  it('takes files dropped on the drop area', async () => {
    const fileId = '10000000-0000-4000-8000-000000000009';
    let items: ReturnType<typeof mediaItem>[] = [];
    const calls = mockFetch({
      [`GET ${LIBRARY}`]: (call) => list(items)(call),
      'POST /api/file-storage/files/generatePresignedPost': {
        body: { fileId, url: '/api/file-storage/upload', fields: { key: 'k', policy: 'p', signature: 's' } },
      },
      [`POST /api/file-storage/files/${fileId}/complete`]: {
        body: {
          id: fileId,
          name: 'plan.pdf',
          mimeType: 'application/pdf',
          size: 100,
          status: 'ready',
          createdAt: '2026-11-20T09:30:00.000Z',
        },
      },
      [`POST ${LIBRARY}`]: () => {
        items = [mediaItem({ id: fileId, title: 'plan', kind: 'file' })];
        return { status: 201, body: { data: items } };
      },
    });
    renderApp('/setup/media-library');
    await screen.findByText('The media library is empty.');
    const file = new File([new Uint8Array(100)], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.drop(screen.getByTestId('media-upload-dropzone'), {
      dataTransfer: {
        files: [file],
        items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
        types: ['Files'],
      },
    });
    expect(await screen.findByText(MEDIA_TEXTS.uploaded)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.url === LIBRARY)?.body).toEqual({ files: [{ fileId }] });
    expect(await screen.findByRole('link', { name: 'Edit plan' })).toBeInTheDocument();
  });

  it('refuses a type the library does not take, and says so on its row', async () => {
    mockFetch({ [`GET ${LIBRARY}`]: list([]) });
    renderApp('/setup/media-library');
    await screen.findByText('The media library is empty.');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByTestId('media-upload-input'),
      new File(['GIF89a'], 'spinner.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByText(/Images must be JPG, JPEG or PNG/)).toBeInTheDocument();
    expect(await screen.findByText(MEDIA_TEXTS.notUploaded)).toBeInTheDocument();
  });
});
