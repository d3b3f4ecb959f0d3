import { queryOptions } from '@tanstack/react-query';
import { type CalendarFeed, EVENTS_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../../lib/api/queryKeys';

/**
 * The person's calendar feed in the chosen workspace (issue 14: subscribable calendar); the token's
 * workspace decides the answer, so it names the entry.
 */
export const calendarFeedQuery = (workspaceId: string) =>
  queryOptions({
    ...endpointQuery(EVENTS_ENDPOINTS.calendarFeed, {}, workspaceId),
    // The card shows its own error: a failing card must not take the person off the account page.
    meta: { handlesErrors: true },
  });

/** Makes the address, or replaces it with a new one (the old stops working). */
export const createCalendarFeed = (): Promise<CalendarFeed> => callEndpoint(EVENTS_ENDPOINTS.createCalendarFeed, {});

export const revokeCalendarFeed = async (): Promise<void> => {
  await callEndpoint(EVENTS_ENDPOINTS.deleteCalendarFeed, {});
};
