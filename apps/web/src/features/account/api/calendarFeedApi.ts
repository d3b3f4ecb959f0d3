import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, type CalendarFeed } from '@campus/contracts';
import { callEndpoint } from '../../../lib/api/callEndpoint';

/** The person's calendar feed in the chosen workspace (issue 14: subscribable calendar). */
export const calendarFeedKey = (workspaceId: string) => ['calendar-feed', workspaceId] as const;

export const calendarFeedQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: calendarFeedKey(workspaceId),
    queryFn: ({ signal }): Promise<CalendarFeed> => callEndpoint(ENDPOINTS.calendarFeed, { signal }),
  });

/** Makes the address, or replaces it with a new one (the old stops working). */
export const createCalendarFeed = (): Promise<CalendarFeed> => callEndpoint(ENDPOINTS.createCalendarFeed, {});

export const revokeCalendarFeed = async (): Promise<void> => {
  await callEndpoint(ENDPOINTS.deleteCalendarFeed, {});
};
