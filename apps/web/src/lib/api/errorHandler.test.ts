import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { configureErrorHandler, errorMessageOf, errorReasonOf, handleApiError } from './errorHandler';

const apiError = (status: number, code: string, message: string, path = '/api/sso/v2/things') =>
  new ApiError({ status, code, message, path });

describe('handleApiError (01 §8 generic handling)', () => {
  const navigate = vi.fn();
  const notifyError = vi.fn();

  beforeEach(() => {
    navigate.mockReset();
    notifyError.mockReset();
    configureErrorHandler({ navigate, notifyError });
  });

  it('sends a 404 to the 404 page without a toast', () => {
    expect(handleApiError(apiError(404, 'entity_not_found_error', 'Not found'))).toBe('not-found');
    expect(navigate).toHaveBeenCalledWith('/404');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('sends token_domain_error (in the code or the message) to the 404 page', () => {
    handleApiError(apiError(400, 'token_domain_error', 'Wrong domain'));
    handleApiError(apiError(403, 'forbidden', 'Failed: token_domain_error'));
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('shows nothing for item_in_use', () => {
    expect(handleApiError(apiError(409, 'item_in_use', 'Still used'))).toBe('silent');
    expect(navigate).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("shows no toast when the endpoint's contract leaves failures to its screen", () => {
    const error = apiError(400, 'validation_error', 'Bad', '/api/sso/v2/custom-fields/123');
    error.toast = 'silent';
    expect(handleApiError(error)).toBe('silent');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('toasts any other error with the server message', () => {
    expect(handleApiError(apiError(409, 'conflict', 'This name is already taken.'))).toBe('toast');
    expect(notifyError).toHaveBeenCalledWith('This name is already taken.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes the reason of a refusal (details.reason) with the title, and leaves it out when there is none', () => {
    const refused = new ApiError({
      status: 409,
      code: 'conflict',
      message: 'Booking hasn’t been canceled.',
      path: '/api/classroom/bookings',
      details: { reason: 'The booking is already cancelled.' },
    });
    expect(handleApiError(refused)).toBe('toast');
    expect(notifyError).toHaveBeenCalledWith('Booking hasn’t been canceled.', 'The booking is already cancelled.');
    expect(errorReasonOf(refused)).toBe('The booking is already cancelled.');
    // Screens that show one line get both.
    expect(errorMessageOf(refused)).toBe('Booking hasn’t been canceled. The booking is already cancelled.');
    notifyError.mockReset();
    handleApiError(apiError(409, 'conflict', 'Session hasn’t been updated'));
    expect(notifyError).toHaveBeenCalledWith('Session hasn’t been updated');
    expect(errorReasonOf(new Error('plain'))).toBeUndefined();
  });

  it('ignores cancelled requests and errors that already ended the session', () => {
    const ended = apiError(401, 'unauthorised', 'Expired');
    ended.sessionEnded = true;
    expect(handleApiError(new DOMException('Left section', 'AbortError'))).toBe('ignore');
    expect(handleApiError(ended)).toBe('ignore');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('shows a generic message for non-API errors', () => {
    handleApiError(new Error('x is undefined'));
    expect(notifyError).toHaveBeenCalledWith('Something went wrong on our side. Please try again.');
  });
});
