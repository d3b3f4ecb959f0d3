import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { apiError, mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS } from '../../../../test/tokens';
import { identityUser } from '../../../../test/identityUser';

describe('changing the email address', () => {
  it('sends a code to the new address and changes it only when the code is right', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    let email = 'ada@example.com';
    let sends = 0;
    const calls = mockFetch({
      [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: () => ({ body: identityUser({ email }) }),
      'POST /api/sso/v2/user/email': (call) => {
        sends += 1;
        const { emailAddress } = call.body as { emailAddress: string };
        return emailAddress === 'taken@example.com'
          ? apiError(409, 'UsernameExistsException', 'User with this email address already exists.')
          : { status: 202, body: { emailAddress, expiresAt: new Date(Date.now() + 86_400_000).toISOString() } };
      },
      'POST /api/sso/v2/user/email/verify': (call) => {
        if ((call.body as { code: string }).code !== '246810') {
          return apiError(400, 'CodeMismatchException', 'Invalid verification code provided, please try again.');
        }
        email = 'ada@engines.example';
        return { status: 204 };
      },
      'POST /api/sso/v2/auth/refresh': {
        body: {
          idToken: idToken({ email: 'ada@engines.example' }),
          refreshToken: 'refresh-token-yyyyyyyyyyyyyyyyyyyyyy',
          expiresIn: 900,
        },
      },
    });
    renderApp('/lms/user/account/personal');
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');

    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    await user.type(screen.getByRole('textbox', { name: /New email address/ }), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(sends).toBe(0);

    await user.clear(screen.getByRole('textbox', { name: /New email address/ }));
    await user.type(screen.getByRole('textbox', { name: /New email address/ }), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('User with this email address already exists.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /New email address/ }));
    await user.type(screen.getByRole('textbox', { name: /New email address/ }), 'Ada@Engines.example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We have sent a 6-digit code to ada@engines.example/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('textbox', { name: /Code from the email/ })).toBeInTheDocument();
    expect(sends).toBe(3);

    await user.type(screen.getByRole('textbox', { name: /Code from the email/ }), '135791');
    await user.click(screen.getByRole('button', { name: 'Confirm new address' }));
    expect(await screen.findByText('Invalid verification code provided, please try again.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Code from the email/ }));
    await user.type(screen.getByRole('textbox', { name: /Code from the email/ }), '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm new address' }));
    expect(await screen.findByText('Sign in with your new email address from now on.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveValue('ada@engines.example');
    expect(calls.filter((call) => call.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });
});
