import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_TEXTS, VALIDATION_TEXTS } from '@campus/contracts';
import { apiError, mockFetch } from '../../../test/fetchMock';
import { mediaItem, signInAsContentBuilder } from '../../../test/mediaLibrary';
import { renderApp } from '../../../test/renderApp';

const LIBRARY = '/api/file-storage/api/library';
const PREV = '20000000-0000-4000-8000-000000000001';
const NEXT = '20000000-0000-4000-8000-000000000003';

beforeEach(() => signInAsContentBuilder());

describe('editing a media item', () => {
  it('needs alt text for an image, saves the details and links to its neighbours', async () => {
    const item = mediaItem({ title: 'Stage', alt: '', siblings: { prevId: PREV, nextId: NEXT } });
    const calls = mockFetch({
      [`GET ${LIBRARY}/${item.id}`]: { body: item },
      [`PATCH ${LIBRARY}`]: (call) => ({ body: { ...item, ...(call.body as object) } }),
    });
    renderApp(`/setup/media-library/edit/${item.id}?type=image`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit media' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith(`${LIBRARY}/`))?.url).toContain('type=image');
    expect(await screen.findByRole('link', { name: 'Previous item' })).toHaveAttribute(
      'href',
      `/setup/media-library/edit/${PREV}?type=image`,
    );
    expect(screen.getByRole('link', { name: 'Next item' })).toHaveAttribute(
      'href',
      `/setup/media-library/edit/${NEXT}?type=image`,
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alt = screen.getByRole('textbox', { name: /Alt text/ });
    expect(await screen.findByText(VALIDATION_TEXTS.mediaAltRequired)).toBeInTheDocument();
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(alt, 'A stage lit in blue');
    await user.click(screen.getByRole('checkbox', { name: /Private/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEDIA_TEXTS.updated)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      id: item.id,
      title: 'Stage',
      description: '',
      alt: 'A stage lit in blue',
      isPrivate: true,
    });
  });

  it('puts the server’s field errors on their fields, with the spec’s failure toast', async () => {
    const item = mediaItem({ title: 'Plan', kind: 'file' });
    mockFetch({
      [`GET ${LIBRARY}/${item.id}`]: { body: item },
      [`PATCH ${LIBRARY}`]: apiError(400, 'validation_error', 'Please check the form.', [
        { path: 'body.title', message: 'That title is taken here.' },
      ]),
    });
    renderApp(`/setup/media-library/edit/${item.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Edit media' });
    expect(screen.queryByRole('link', { name: 'Previous item' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That title is taken here.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Title/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(MEDIA_TEXTS.notUpdated)).toBeInTheDocument();
  });
});
