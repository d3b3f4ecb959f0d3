import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultCustomisation } from '@campus/contracts';
import { tokenStore } from '../../lib/session/tokenStore';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../test/tokens';

const workspace = {
  id: IDS.workspaceA,
  customerId: IDS.customer,
  customerName: 'Analytical Engines Ltd',
  name: 'Engine Room',
  description: null,
  status: 'active',
  selfRegistrationEnabled: false,
  feedbackFormsEnabled: false,
  expiryDate: null,
  services: ['LMS', 'EBS'],
  customisation: {
    ...defaultCustomisation(),
    helpdeskEmail: 'help@engines.example',
    helpdeskPhone: '+44 20 7946 0000',
    onboardings: [
      {
        page: 'home',
        isEnabled: true,
        text: 'Start with the shortcuts below.',
        image: null,
        link: 'https://help.example/home',
      },
    ],
  },
};

function signIn() {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(workspaceToken());
}

describe('application shell', () => {
  it('shows the page’s welcome message until dismissed, and the footer brings it back', async () => {
    signIn();
    let saved: unknown[] = [];
    const calls = mockFetch({
      [`GET /api/subscription-manager/workspaces/${IDS.workspaceA}`]: { body: workspace },
      [`GET /api/sso/v2/all-custom-fields-filled-in/${IDS.workspaceA}`]: { body: { allFilledIn: true } },
      'GET /api/sso/v2/userOnboardingMessage': () => ({
        body: { id: null, userId: IDS.user, createdAt: null, updatedAt: null, message: saved },
      }),
      'POST /api/sso/v2/userOnboardingMessage': (call) => {
        saved = JSON.parse((call.body as { message: string }).message) as unknown[];
        const now = new Date().toISOString();
        return { body: { id: IDS.session, userId: IDS.user, createdAt: now, updatedAt: now, message: saved } };
      },
    });
    renderApp('/home');
    const banner = await screen.findByRole('region', { name: 'Welcome' });
    expect(within(banner).getByText('Start with the shortcuts below.')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: /Learn more/ })).toHaveAttribute(
      'href',
      'https://help.example/home',
    );

    const user = userEvent.setup();
    await user.click(within(banner).getByRole('button', { name: 'Dismiss this message' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Welcome' })).not.toBeInTheDocument());
    const dismissal = calls.find((call) => call.method === 'POST');
    expect(dismissal?.body).toEqual({
      message: JSON.stringify([{ routeName: 'home', type: 'welcome', active: false }]),
    });

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'help@engines.example' })).toHaveAttribute(
      'href',
      'mailto:help@engines.example',
    );
    expect(within(footer).getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    expect(within(footer).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/legal/terms.html');
    expect(within(footer).getByRole('link', { name: 'Privacy and cookies' })).toHaveAttribute(
      'href',
      '/legal/privacy.html',
    );
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Campus. All rights reserved.`)).toBeInTheDocument();

    await user.click(within(footer).getByRole('button', { name: 'Reset welcome and help banners' }));
    expect(await screen.findByRole('region', { name: 'Welcome' })).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('links the logo home and the footer to the release notes', async () => {
    signIn();
    mockFetch({
      [`GET /api/subscription-manager/workspaces/${IDS.workspaceA}`]: { body: workspace },
      'GET /api/sso/v2/userOnboardingMessage': {
        body: { id: null, userId: IDS.user, createdAt: null, updatedAt: null, message: [] },
      },
    });
    const { router } = renderApp('/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Release notes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'What’s new' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Release notes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/what-new');

    await user.click(screen.getByRole('link', { name: 'Campus – home' }));
    // A manager starts at Home (01 §2 root redirect).
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
  });
});
