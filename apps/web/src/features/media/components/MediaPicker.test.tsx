import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n';
import { mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { FakeUploadXhr, mediaItem, signInAsContentBuilder } from '../../../test/mediaLibrary';
import { MediaPicker, type MediaPickerProps } from './MediaPicker';

const LIBRARY = '/api/file-storage/api/library';
const atrium = mediaItem({ title: 'Atrium' });
const stage = mediaItem({ title: 'Stage' });
const gone = '30000000-0000-4000-8000-000000000009';

function Field(props: Partial<MediaPickerProps> & { onIds?: (ids: string[]) => void; initial?: string[] }) {
  const [ids, setIds] = useState<string[]>(props.initial ?? []);
  return (
    <MediaPicker
      label="Venue images"
      kind="image"
      multiple
      {...props}
      value={ids}
      onChange={(next) => {
        setIds(next);
        props.onIds?.(next);
      }}
    />
  );
}

function renderPicker(props: Parameters<typeof Field>[0] = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <Field {...props} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const library = (call: RecordedCall) => {
  const type = new URL(call.url, 'http://x').searchParams.get('type');
  return { body: { data: [atrium, stage], pagination: { page: 1, pageSize: 24, total: 2 }, type } };
};

beforeEach(() => {
  signInAsContentBuilder();
  vi.stubGlobal('XMLHttpRequest', FakeUploadXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('MediaPicker', () => {
  it('chooses images from the library in a dialog named after the field, and removes one again', async () => {
    const calls = mockFetch({ [`GET ${LIBRARY}`]: library });
    const onIds = vi.fn();
    renderPicker({ onIds });
    const field = screen.getByRole('group', { name: 'Venue images' });
    expect(within(field).getByText('Nothing chosen yet.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(field).getByRole('button', { name: 'Choose images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Venue images' });
    expect(calls[0]?.url).toContain('type=image');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Select Stage' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Atrium' }));
    await user.click(within(dialog).getByRole('button', { name: 'Use 2 items' }));
    expect(onIds).toHaveBeenLastCalledWith([stage.id, atrium.id]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const chosen = within(field).getByRole('list', { name: 'Chosen media' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Stage', 'Atrium']);
    await user.click(within(chosen).getByRole('button', { name: 'Remove Stage' }));
    expect(onIds).toHaveBeenLastCalledWith([atrium.id]);
  });

  it('keeps one item when not multiple: choosing another replaces it', async () => {
    mockFetch({ [`GET ${LIBRARY}`]: library });
    const onIds = vi.fn();
    renderPicker({ onIds, multiple: false, label: 'Logo' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose an image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logo' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Select Atrium' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Stage' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Select Atrium' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Use 1 item' }));
    expect(onIds).toHaveBeenLastCalledWith([stage.id]);
  });

  it('shows chosen items it has to look up, and says when one is gone', async () => {
    mockFetch({ [`GET ${LIBRARY}/${atrium.id}`]: { body: atrium } });
    renderPicker({ initial: [atrium.id, gone] });
    const chosen = screen.getByRole('list', { name: 'Chosen media' });
    expect(await within(chosen).findByText('Atrium')).toBeInTheDocument();
    expect(await within(chosen).findByText('An item no longer in the library')).toBeInTheDocument();
  });

  it('uploads a new image from inside the dialog and ticks it', async () => {
    const fileId = '30000000-0000-4000-8000-000000000001';
    const added = mediaItem({ id: fileId, title: 'New hall', alt: '' });
    mockFetch({
      [`GET ${LIBRARY}`]: library,
      'POST /api/file-storage/files/generatePresignedPost': {
        body: { fileId, url: '/api/file-storage/upload', fields: { key: 'k', policy: 'p', signature: 's' } },
      },
      [`POST /api/file-storage/files/${fileId}/complete`]: {
        body: {
          id: fileId,
          name: 'hall.png',
          mimeType: 'image/png',
          size: 100,
          status: 'ready',
          createdAt: added.dateUploaded,
        },
      },
      [`POST ${LIBRARY}`]: { status: 201, body: { data: [added] } },
    });
    const onIds = vi.fn();
    renderPicker({ onIds });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Venue images' });
    await user.upload(
      within(dialog).getByTestId(/-input$/),
      new File([new Uint8Array(100)], 'hall.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByText('Uploaded')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use 1 item' }));
    expect(onIds).toHaveBeenLastCalledWith([fileId]);
    expect(await screen.findByText('New hall')).toBeInTheDocument();
  });
});
