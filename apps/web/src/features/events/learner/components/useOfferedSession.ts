import { useQuery } from '@tanstack/react-query';
import { offeredSessionsQuery } from '../api/learnerEventsApi';

/** One event's sessions as offered to the learner, and the one asked for. */
export function useOfferedSession(eventId: string, sessionId: string) {
  const query = useQuery(offeredSessionsQuery(eventId));
  const item = query.data?.data.find((entry) => entry.session.id === sessionId) ?? null;
  return { query, item };
}
