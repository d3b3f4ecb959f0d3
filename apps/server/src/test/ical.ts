import ICAL from 'ical.js';

/** Parses with ical.js, the independent parser, and reads what calendars rely on. */
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  return {
    method: calendar.getFirstPropertyValue('method'),
    zones: zones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events: events.map((component) => {
      const event = new ICAL.Event(component);
      const start = component.getFirstProperty('dtstart')!;
      return {
        uid: event.uid,
        sequence: event.sequence,
        summary: event.summary,
        location: event.location,
        status: String(component.getFirstPropertyValue('status')),
        tzid: String(start.getParameter('tzid')),
        /** The wall-clock start as written in the file. */
        localStart: event.startDate.toString(),
        /** The instant it means, through the file's own VTIMEZONE. */
        utcStart: event.startDate.toJSDate().toISOString(),
        utcEnd: event.endDate.toJSDate().toISOString(),
        attendees: component
          .getAllProperties('attendee')
          .map((property) => String(property.getFirstValue()).toLowerCase()),
      };
    }),
  };
}
