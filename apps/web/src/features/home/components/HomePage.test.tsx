import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { signInWithRoles } from '../../../test/signIn';

describe('home page', () => {
  it('shows an LXA how many enrolment requests wait, beside the shortcut to them', async () => {
    signInWithRoles(['learning_experience_administrator']);
    mockFetch({
      'GET /api/learning-activities/enrolments/unresolved': {
        body: { data: [], pagination: { page: 1, pageSize: 1, total: 4 } },
      },
    });
    renderApp('/home');
    const catalogue = await screen.findByRole('region', { name: 'Catalogue' });
    expect(within(catalogue).getByRole('link', { name: 'Requests' })).toHaveAttribute('href', '/catalogue/requests');
    expect(await within(catalogue).findByText('4 waiting')).toBeInTheDocument();
  });

  it('shows no requests to a user administrator, and does not ask for them', async () => {
    signInWithRoles(['user_administrator']);
    const calls = mockFetch({});
    renderApp('/home');
    await screen.findByRole('region', { name: 'People' });
    expect(screen.queryByRole('link', { name: 'Requests' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/enrolments/unresolved'))).toBe(false);
  });
});
