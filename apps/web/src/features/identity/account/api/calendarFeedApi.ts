import { queryOptions } from '@tanstack/react-query';
import { type CalendarFeed, EVENTS_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';

/** The person's calendar feed in the chosen workspace (issue 14: subscribable calendar). */
export const calendarFeedKey = (workspaceId: string) => ['calendar-feed', workspaceId] as const;

export const calendarFeedQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: calendarFeedKey(workspaceId),
    queryFn: ({ signal }): Promise<CalendarFeed> => callEndpoint(EVENTS_ENDPOINTS.calendarFeed, { signal }),
    // The card shows its own error: a failing card must not take the person off the account page.
    meta: { handlesErrors: true },
  });

/** Makes the address, or replaces it with a new one (the old stops working). */
export const createCalendarFeed = (): Promise<CalendarFeed> => callEndpoint(EVENTS_ENDPOINTS.createCalendarFeed, {});

export const revokeCalendarFeed = async (): Promise<void> => {
  await callEndpoint(EVENTS_ENDPOINTS.deleteCalendarFeed, {});
};
