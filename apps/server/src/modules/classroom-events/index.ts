/**
 * `modules/classroom-events` owns `events` and `event_sessions` (03 §3 Event, Session). It has
 * no endpoints yet: the events issue adds them (and extends the tables), then registers this
 * module's plugin in `modules/index.ts`. Venues and rooms ask it whether they are in use
 * (`events.repository.ts`).
 */
export { activeRelationsOf, eventsUsing, insertEvent, insertEventSession } from './events.repository.js';
