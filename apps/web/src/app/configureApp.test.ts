import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../lib/api/ApiError';
import { handleApiError } from '../lib/api/errorHandler';
import { configureApp } from './configureApp';
import type { AppRouter } from './router/createAppRouter';

describe('configureApp: the generic error toast', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a refusal’s reason under the spec’s title, and the plain message under “Error” otherwise', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    configureApp({ navigate: vi.fn() } as unknown as AppRouter, new QueryClient());
    handleApiError(
      new ApiError({
        status: 409,
        code: 'conflict',
        message: 'Session hasn’t been updated',
        path: '/api/classroom/occurrence',
        details: { reason: 'The session has bookings.' },
      }),
    );
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Session hasn’t been updated', message: 'The session has bookings.' }),
    );
    handleApiError(new ApiError({ status: 409, code: 'conflict', message: 'Taken.', path: '/api/x' }));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Error', message: 'Taken.' }));
  });
});
