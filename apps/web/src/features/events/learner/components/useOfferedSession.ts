import { useQuery } from '@tanstack/react-query';
import { fetchEventSessions, learnerEventKeys } from '../api/learnerEventsApi';

/** One event's sessions as offered to the learner, and the one asked for. */
export function useOfferedSession(eventId: string, sessionId: string) {
  const query = useQuery({
    queryKey: learnerEventKeys.event(eventId),
    queryFn: ({ signal }) => fetchEventSessions(eventId, signal),
  });
  const item = query.data?.data.find((entry) => entry.session.id === sessionId) ?? null;
  return { query, item };
}
