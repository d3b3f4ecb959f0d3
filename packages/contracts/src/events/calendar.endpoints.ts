import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import {
  calendarFeedFileParamsSchema,
  calendarFeedSchema,
  dashboardIcalParamsSchema,
} from './calendar-feed.contract.js';

/**
 * Calendar files of classroom sessions (issue 14 item 6): the dashboards' iCal of one session
 * (03 §7) and Campus's own personal calendar feed, whose address carries its secret.
 */
export const EVENT_CALENDAR_ENDPOINTS = endpointGroup('events', {
  /**
   * 03 §7 dashboards' iCal: one session's calendar file (text/calendar, so no JSON response
   * schema) for a person booked on it, its trainers and the events' staff.
   */
  dashboardIcal: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/dashboard/ical/:id',
    service: 'classroom',
    access: RULES.workspace,
    params: dashboardIcalParamsSchema,
    toast: 'generic',
  }),
  /** The signed-in person's calendar feed address (none until they make one). */
  calendarFeed: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/calendar-feed',
    service: 'classroom',
    access: RULES.workspace,
    response: { 200: calendarFeedSchema },
    toast: 'generic',
  }),
  /** Makes the feed, or rotates it: a new secret address, and the old one stops working. */
  createCalendarFeed: defineEndpoint({
    method: 'POST',
    path: '/api/classroom/calendar-feed',
    service: 'classroom',
    access: RULES.workspace,
    response: { 201: calendarFeedSchema },
    toast: 'generic',
  }),
  /** Revokes the feed: its address stops working. */
  deleteCalendarFeed: defineEndpoint({
    method: 'DELETE',
    path: '/api/classroom/calendar-feed',
    service: 'classroom',
    access: RULES.workspace,
    toast: 'generic',
  }),
  /** The feed itself (`{secret}.ics`), for calendar apps: open, the secret in the address is the key. */
  calendarFeedFile: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/calendar-feed/:file',
    service: 'classroom',
    access: RULES.open,
    params: calendarFeedFileParamsSchema,
    toast: 'silent',
  }),
});
