import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECK_IN_REFUSALS, type CheckInResult } from '@campus/contracts';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { apiError, mockFetch, type RecordedCall } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';
import { openCheckInDate } from './CheckInCodeButton';

const EVENT = '6b2f8c9e-7d0a-4f1b-8c3d-5e6f7a8b9c0d';
const SESSION = '7c3a9d0f-8e1b-4a2c-9d4e-6f7a8b9c0d1e';
const REGISTER = 'b07e3b4d-2c5f-4e6a-9b8c-0d1e2f3a4b5c';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

function signIn(roles: ('event_coordinator' | 'learner')[]) {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(workspaceToken({ roles, profile: { id: IDS.profile, roles, customerRoles: [] } }));
}

const PRINTED = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Register: First aid at work, Tue 12 Jan 2027</title>
<style>.print-document h1 { color: rgb(11, 61, 107); }</style><script>window.hacked = true</script></head>
<body><article class="print-document" aria-label="Register"><h1>First aid at work</h1>
<table><thead><tr><th scope="col">Learner</th><th scope="col">Signature</th></tr></thead>
<tbody><tr><td>Zoë Ødegård</td><td class="signature"></td></tr><tr><td>李 小龙</td><td class="signature"></td></tr></tbody></table></article></body></html>`;

/** The print calls answer a document, which the JSON route table cannot: served here by hand. */
function withDocuments(calls: RecordedCall[]) {
  const json = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      if (!url.includes('/print?format=')) return json(input, init);
      calls.push({ method: init.method ?? 'GET', url, headers: new Headers(init.headers), body: undefined });
      return url.endsWith('format=pdf')
        ? new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 })
        : new Response(PRINTED, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }),
  );
}

describe('the printable register', () => {
  it('shows the server’s document as it prints, without its script, and prints it or downloads its PDF', async () => {
    signIn(['event_coordinator']);
    const calls = mockFetch({});
    withDocuments(calls);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    renderApp(`/catalogue/events/event/${EVENT}/session/${SESSION}/register/${REGISTER}/print`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Print register' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Print register' });
    await waitFor(() => expect(region.shadowRoot?.textContent).toContain('Zoë Ødegård'));
    expect(region.shadowRoot?.textContent).toContain('李 小龙');
    expect(region.shadowRoot?.querySelector('script')).toBeNull();
    expect(region.shadowRoot?.querySelector('style')?.textContent).toContain('.print-document h1');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(calls.some((call) => call.url.endsWith(`/digital-register/${REGISTER}/print?format=html`))).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith(`/digital-register/${REGISTER}/print?format=pdf`))).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Back to the session' })).toHaveAttribute(
      'href',
      `/catalogue/events/event/${EVENT}/session/${SESSION}/show`,
    );
  });

  it('asks for the summary by its session', async () => {
    signIn(['event_coordinator']);
    const calls = mockFetch({});
    withDocuments(calls);
    renderApp(`/catalogue/events/event/${EVENT}/session/${SESSION}/summary/${SESSION}/print`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Print summary' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith(`/digital-register-summary/${SESSION}/print?format=html`))).toBe(
        true,
      ),
    );
  });
});

const result: CheckInResult = {
  status: 'checked_in',
  eventId: EVENT,
  sessionId: SESSION,
  occurrenceItemId: REGISTER,
  eventName: 'First aid at work',
  datetimeStart: '2027-01-12T09:00:00.000Z',
  datetimeEnd: '2027-01-12T12:00:00.000Z',
  timeZone: 'Europe/London',
};
const TOKEN = 'sH47TSxfTmqbjA0eLzpLXA.59612345.abcdefghijklmnopqrstuv';

describe('checking in by the code’s address', () => {
  it('sends the code once, takes it off the address and says the learner is checked in', async () => {
    signIn(['learner']);
    const calls = mockFetch({ 'POST /api/classroom/check-in': { body: result } });
    const { router } = renderApp(`/my-learning/event/${EVENT}/session/${SESSION}/show/single?checkIn=${TOKEN}`);
    expect(await screen.findByText('You’re checked in')).toBeInTheDocument();
    expect(screen.getByText('You are marked present at First aid at work on 12 Jan 2027.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token: TOKEN });
    expect(router.state.location.search).toBe('');
  });

  it('says why a code is refused', async () => {
    signIn(['learner']);
    mockFetch({
      'POST /api/classroom/check-in': {
        ...apiError(409, 'conflict', 'You haven’t been checked in.'),
        body: {
          ...apiError(409, 'conflict', 'You haven’t been checked in.').body,
          details: { reason: CHECK_IN_REFUSALS.expiredCode },
        },
      },
    });
    renderApp(`/my-learning/event/${EVENT}/session/${SESSION}/show/single?checkIn=${TOKEN}`);
    expect(await screen.findByText('You haven’t been checked in')).toBeInTheDocument();
    expect(screen.getByText(CHECK_IN_REFUSALS.expiredCode)).toBeInTheDocument();
  });
});

describe('openCheckInDate', () => {
  const item = (start: string, end: string) => ({
    id: REGISTER,
    datetimeStart: start,
    datetimeEnd: end,
    timeZone: 'Europe/London',
  });
  it('is the date from 30 minutes before its start to its end', () => {
    const date = item('2027-01-12T09:00:00.000Z', '2027-01-12T12:00:00.000Z');
    expect(openCheckInDate([date], new Date('2027-01-12T08:29:00.000Z'))).toBeNull();
    expect(openCheckInDate([date], new Date('2027-01-12T08:30:00.000Z'))).toBe(date);
    expect(openCheckInDate([date], new Date('2027-01-12T12:00:00.000Z'))).toBe(date);
    expect(openCheckInDate([date], new Date('2027-01-12T12:00:01.000Z'))).toBeNull();
  });
});
