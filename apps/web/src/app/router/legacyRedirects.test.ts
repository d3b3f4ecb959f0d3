import { describe, expect, it } from 'vitest';
import { legacyRewrite } from './legacyRedirects';

describe('legacy redirect rewrites (01 §2)', () => {
  it.each([
    ['/calendar', '', '/catalogue/events?listView=calendar'],
    ['/events', '', '/catalogue/events?listView=table'],
    ['/events/event/7/show/single', '', '/catalogue/events/event/7/show/single'],
    ['/events/event/7/session/9/show', '', '/catalogue/events/event/7/session/9/show'],
    ['/events/7/session/9/iframe/booking', '?embed=1', '/catalogue/events/7/session/9/iframe/booking?embed=1'],
    ['/notifications', '', '/setup/notifications'],
    ['/venues/3/show', '', '/setup/venues/3/show'],
    ['/trainers/5/edit', '', '/users/trainers/5/edit'],
    ['/classroom-booking/calendar', '', '/catalogue/events?listView=calendar'],
    ['/classroom-booking/trainers', '', '/users/trainers'],
  ])('%s%s → %s', (path, search, expected) => {
    expect(legacyRewrite(path, search)).toBe(expected);
  });

  it.each(['/no/such/page', '/catalogue/events', '/users/trainers', '/eventsx'])('leaves %s alone', (path) => {
    expect(legacyRewrite(path)).toBeNull();
  });
});
