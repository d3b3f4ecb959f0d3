import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { Occurrence } from '@campus/contracts';
import { ItemPlace } from './SessionDates';

const online = (meetingLink: string): Occurrence['items'][number] => ({
  id: '00000000-0000-4000-8000-000000000001',
  date: '2026-06-10',
  datetimeStart: '2026-06-10T08:00:00Z',
  datetimeEnd: '2026-06-10T09:00:00Z',
  timeZone: 'Europe/London',
  localDate: '2026-06-10',
  localStart: '09:00',
  localEnd: '10:00',
  roomId: null,
  venueId: null,
  venue: null,
  room: null,
  trainers: [],
  meetingLink,
  platform: 'Teams',
  virtualAccessDetails: null,
});

describe('ItemPlace (decision 0043)', () => {
  it('links an https meeting link, and shows a stored javascript: link as text only', () => {
    const { unmount } = render(
      <MantineProvider>
        <ItemPlace item={online('https://meet.example.test/abc')} />
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'https://meet.example.test/abc' })).toHaveAttribute(
      'href',
      'https://meet.example.test/abc',
    );
    unmount();
    render(
      <MantineProvider>
        <ItemPlace item={online('javascript:alert(document.domain)')} />
      </MantineProvider>,
    );
    expect(screen.getByText('javascript:alert(document.domain)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
