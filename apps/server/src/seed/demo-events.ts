import {
  bookingSettingsSchema,
  cancellationSettingsSchema,
  completionSettingsSchema,
  costsSettingsSchema,
  occurrenceSettingsSchema,
  type BookingFormAnswer,
  type EventCompletionSettings,
} from '@campus/contracts';
import type { Transaction } from '../db/client.js';
import {
  eventBookings,
  eventCompletions,
  eventRegisterEntries,
  eventRegisters,
  events,
  eventSessionItems,
  eventSessions,
  eventSubscriptions,
  eventSummaries,
  eventSummaryEntries,
} from '../db/schema/index.js';

export interface DemoRooms {
  venueId: string;
  boardroom: { id: string; capacity: number };
  workshop: { id: string; capacity: number };
  theatre: { id: string; capacity: number };
}

export interface DemoEventPeople {
  customerId: string;
  workspaceId: string;
  coordinatorId: string;
  /** Session trainers (customer role trainer). */
  trainerIds: [string, string];
  learnerId: string;
  multiId: string;
  /** Twelve more learners of the workspace, who fill the seats and the waiting list. */
  crowd: string[];
}

const DAY = 24 * 60 * 60 * 1000;

/** The UTC instant of a London wall-clock time `days` from today (right across clock changes). */
export function londonTime(now: Date, days: number, time: string): Date {
  const day = new Date(now.getTime() + days * DAY);
  const [year, month, date] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
    .format(day)
    .split('-')
    .map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const asIfUtc = Date.UTC(year, month - 1, date, hours, minutes);
  // London is UTC or UTC+1: the offset at that moment is what London's clock shows minus UTC.
  const shown = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(asIfUtc));
  const [shownHours, shownMinutes] = shown.split(':').map(Number) as [number, number];
  const offsetMinutes = (shownHours * 60 + shownMinutes - (hours * 60 + minutes) + 24 * 60) % (24 * 60);
  return new Date(asIfUtc - offsetMinutes * 60 * 1000);
}

interface DemoItem {
  days: number;
  from: string;
  to: string;
  room?: { id: string };
  online?: { meetingLink: string; platform: string; virtualAccessDetails: string };
  trainers?: string[];
}

interface DemoSession {
  status: 'draft' | 'upcoming' | 'ended';
  items: DemoItem[];
  limit: { type: 'roomBased' | 'fixed'; max: number; min?: number };
  bookings?: { learnerId: string; status: 'booked' | 'request'; form?: BookingFormAnswer[] }[];
  waiting?: string[];
}

/**
 * Demo events (issue 14) for Northwind Events over the coming six weeks, each session in the
 * London venue's rooms or online: one nearly full with a waiting list, one that needs
 * acceptance, one online, one with a booking form, a two-day session in two rooms, a draft
 * and one held last week. Chloe (coordinator@) owns them; Liam (learner@) and Max (multi@) hold
 * bookings. Dates are relative to the day the demo data is loaded.
 */
export async function seedDemoEvents(tx: Transaction, rooms: DemoRooms, people: DemoEventPeople, now = new Date()) {
  const [tara, mina] = people.trainerIds;
  const crowd = people.crowd;
  const teams = {
    meetingLink: 'https://teams.microsoft.com/l/meetup-join/northwind-excel',
    platform: 'Microsoft Teams',
    virtualAccessDetails: 'Join from your laptop; the workbook is sent the day before.',
  };

  await addEvent(tx, rooms.venueId, people, now, {
    name: 'Fire safety awareness',
    description: 'Fire wardens’ duties, evacuation routes and how to use an extinguisher safely.',
    sessions: [
      {
        status: 'upcoming',
        items: [{ days: 9, from: '09:30', to: '12:30', room: rooms.boardroom, trainers: [tara] }],
        limit: { type: 'roomBased', max: rooms.boardroom.capacity },
        bookings: crowd.slice(0, 8).map((learnerId) => ({ learnerId, status: 'booked' })),
        waiting: crowd.slice(8, 10),
      },
      {
        status: 'upcoming',
        items: [{ days: 16, from: '09:30', to: '12:30', room: rooms.boardroom, trainers: [tara] }],
        limit: { type: 'roomBased', max: rooms.boardroom.capacity },
        bookings: [people.multiId, ...crowd.slice(10, 12)].map((learnerId) => ({ learnerId, status: 'booked' })),
      },
    ],
  });

  await addEvent(tx, rooms.venueId, people, now, {
    name: 'Leading difficult conversations',
    description: 'A practical workshop for new line managers. Places are confirmed by the events team.',
    booking: { requiresAcceptance: true },
    sessions: [
      {
        status: 'upcoming',
        items: [{ days: 12, from: '13:00', to: '17:00', room: rooms.workshop, trainers: [mina] }],
        limit: { type: 'fixed', max: 10 },
        bookings: [
          { learnerId: crowd[0] as string, status: 'booked' },
          { learnerId: people.learnerId, status: 'request' },
        ],
      },
    ],
  });

  await addEvent(tx, rooms.venueId, people, now, {
    name: 'Excel for analysts (online)',
    description: 'PivotTables, XLOOKUP and Power Query, live on Teams.',
    occurrence: { sessionType: 'online', ...teams },
    sessions: [5, 19].map((days) => ({
      status: 'upcoming' as const,
      items: [{ days, from: '10:00', to: '11:30', online: teams, trainers: [tara] }],
      limit: { type: 'fixed' as const, max: 20 },
      bookings: days === 5 ? [{ learnerId: people.learnerId, status: 'booked' as const }] : [],
    })),
  });

  const dietary = 'dietary';
  await addEvent(tx, rooms.venueId, people, now, {
    name: 'New starter induction day',
    description: 'Meet the leadership team, tour the building and set up your accounts.',
    booking: {
      bookingFormRequired: true,
      bookingForm: {
        fields: [
          {
            id: dietary,
            label: 'Dietary requirements',
            type: 'single_choice',
            options: ['None', 'Vegetarian', 'Vegan', 'Gluten free'],
            validation: { mandatory: true },
            helpText: 'Lunch is provided.',
            otherOption: true,
          },
          {
            id: 'access',
            label: 'Accessibility needs',
            type: 'text',
            validation: { mandatory: false },
            helpText: 'Tell us anything that helps you take part.',
          },
          {
            id: 'sessions',
            label: 'Afternoon sessions you would like',
            type: 'multi_choice',
            options: ['IT set-up', 'Pensions and benefits', 'Wellbeing'],
          },
          {
            id: 'read',
            label: 'I have read the joining instructions',
            type: 'checkbox',
            validation: { mandatory: true },
          },
        ],
      },
    },
    sessions: [
      {
        status: 'upcoming',
        items: [{ days: 23, from: '09:00', to: '16:30', room: rooms.theatre, trainers: [tara, mina] }],
        limit: { type: 'fixed', max: 25 },
        bookings: [
          {
            learnerId: people.multiId,
            status: 'booked',
            form: [
              { fieldId: dietary, value: 'Vegetarian', other: null },
              { fieldId: 'access', value: 'A seat near the front, please.', other: null },
              { fieldId: 'sessions', value: ['IT set-up', 'Wellbeing'], other: null },
              { fieldId: 'read', value: true, other: null },
            ],
          },
        ],
      },
    ],
  });

  await addEvent(tx, rooms.venueId, people, now, {
    name: 'Project management foundations',
    description: 'Two days on planning, risk and stakeholders, ending with a case study.',
    sessions: [
      {
        status: 'upcoming',
        items: [
          { days: 30, from: '09:00', to: '17:00', room: rooms.workshop, trainers: [mina] },
          { days: 31, from: '09:00', to: '16:00', room: rooms.theatre, trainers: [mina] },
        ],
        limit: { type: 'roomBased', max: Math.min(rooms.workshop.capacity, rooms.theatre.capacity) },
        bookings: crowd.slice(2, 5).map((learnerId) => ({ learnerId, status: 'booked' })),
      },
    ],
  });

  await addEvent(tx, rooms.venueId, people, now, {
    name: 'Customer service masterclass',
    description: 'Being planned: dates and trainers still to be confirmed.',
    status: 'draft',
    sessions: [
      {
        status: 'draft',
        items: [{ days: 38, from: '10:00', to: '15:00', room: rooms.workshop }],
        limit: { type: 'fixed', max: 12 },
      },
    ],
  });

  await addEvent(tx, rooms.venueId, people, now, {
    name: 'Health and safety refresher',
    description: 'The yearly refresher on risk assessment and reporting near misses.',
    // Its register waits for Tara (trainer@) to fill in (issue 26 item 10).
    completion: {
      completionType: 'attendance',
      registersEditByTrainers: true,
      absenceReasonRequired: true,
      absenceReason: DEMO_ABSENCE_REASONS,
    },
    sessions: [
      {
        status: 'ended',
        items: [{ days: -6, from: '09:30', to: '12:30', room: rooms.theatre, trainers: [tara] }],
        limit: { type: 'fixed', max: 30 },
        bookings: [people.learnerId, people.multiId, ...crowd.slice(5, 8)].map((learnerId) => ({
          learnerId,
          status: 'booked',
        })),
      },
    ],
  });

  // Held a fortnight ago, assessed: its register and summary are completed, Liam passed
  // (issue 26 item 10).
  const firstAid = await addEvent(tx, rooms.venueId, people, now, {
    name: 'First aid at work',
    description: 'Emergency first aid with a practical assessment at the end of the day.',
    completion: {
      completionType: 'assessment',
      enableRegisters: true,
      absenceReasonRequired: true,
      absenceReason: DEMO_ABSENCE_REASONS,
    },
    sessions: [
      {
        status: 'ended',
        items: [{ days: -13, from: '09:00', to: '16:00', room: rooms.workshop, trainers: [tara] }],
        limit: { type: 'fixed', max: 12 },
        bookings: [people.learnerId, ...crowd.slice(0, 4)].map((learnerId) => ({ learnerId, status: 'booked' })),
      },
    ],
  });
  await seedCompletedRecords(tx, firstAid.sessions[0]!, people, {
    absent: { learnerId: crowd[3] as string, reason: 'Illness' },
    notPassed: [crowd[2] as string],
    notes: { [crowd[2] as string]: 'Needs to repeat the CPR practical.' },
  });
}

/**
 * A held session's completed register (everyone present but `absent`) and summary (everyone
 * present passed, but `notPassed`; the absent learner not passed), completed by the session's
 * coordinator the day after, and each learner's recorded outcome, as the commits would leave them.
 */
async function seedCompletedRecords(
  tx: Transaction,
  made: DemoSessionMade,
  people: DemoEventPeople,
  records: { absent: { learnerId: string; reason: string }; notPassed: string[]; notes: Record<string, string> },
) {
  const { session, items, bookings } = made;
  const completedAt = new Date(session.toDate.getTime() + DAY);
  const by = people.coordinatorId;
  const owned = { customerId: session.customerId };
  for (const item of items) {
    await tx.insert(eventRegisters).values({
      ...owned,
      id: item.id,
      sessionId: session.id,
      completed: true,
      completedAt,
      completedBy: by,
      version: 2,
    });
    await tx.insert(eventRegisterEntries).values(
      bookings.map((booking) => {
        const absent = booking.learnerId === records.absent.learnerId;
        return {
          ...owned,
          registerId: item.id,
          learnerId: booking.learnerId,
          attendance: !absent,
          absenceReason: absent ? records.absent.reason : null,
          absenceReasonValid: absent ? true : null,
          updatedBy: by,
        };
      }),
    );
  }
  const passed = (learnerId: string) =>
    learnerId !== records.absent.learnerId && !records.notPassed.includes(learnerId);
  await tx
    .insert(eventSummaries)
    .values({ ...owned, id: session.id, completed: true, completedAt, completedBy: by, version: 2 });
  await tx.insert(eventSummaryEntries).values(
    bookings.map((booking) => ({
      ...owned,
      summaryId: session.id,
      learnerId: booking.learnerId,
      completion: passed(booking.learnerId) ? ('passed' as const) : ('not_passed' as const),
      notes: records.notes[booking.learnerId] ?? null,
      updatedBy: by,
    })),
  );
  await tx.insert(eventCompletions).values(
    bookings.map((booking) => ({
      ...owned,
      sessionId: session.id,
      bookingId: booking.id,
      learnerId: booking.learnerId,
      outcome: passed(booking.learnerId) ? ('passed' as const) : ('not_passed' as const),
      recordedBy: by,
      recordedAt: completedAt,
    })),
  );
}

interface DemoSessionMade {
  session: typeof eventSessions.$inferSelect;
  items: (typeof eventSessionItems.$inferSelect)[];
  bookings: (typeof eventBookings.$inferSelect)[];
}

/** The absence reasons the demo's attendance events offer. */
const DEMO_ABSENCE_REASONS = ['Illness', 'Work commitments', 'Did not attend'];

interface DemoEvent {
  name: string;
  description: string;
  status?: 'active' | 'draft';
  completion?: Partial<EventCompletionSettings>;
  occurrence?: Partial<ReturnType<typeof occurrenceSettingsSchema.parse>>;
  booking?: Record<string, unknown>;
  sessions: DemoSession[];
}

async function addEvent(tx: Transaction, venueId: string, people: DemoEventPeople, now: Date, demo: DemoEvent) {
  const tenant = { customerId: people.customerId, workspaceId: people.workspaceId };
  const [event] = await tx
    .insert(events)
    .values({
      ...tenant,
      name: demo.name,
      description: demo.description,
      status: demo.status ?? 'active',
      occurrenceSettings: occurrenceSettingsSchema.parse({ ...demo.occurrence, enableTrainers: true }),
      // Not used in a course: anyone in the workspace may book (03 §3 allowNoEnrolments).
      bookingSettings: bookingSettingsSchema.parse({ allowNoEnrolments: true, ...demo.booking }),
      cancellationSettings: cancellationSettingsSchema.parse({
        cancellationReason: ['Work commitments', 'Illness', 'Booked by mistake'],
        cancellationReasonCustomEnabled: true,
      }),
      completionSettings: completionSettingsSchema.parse({ ...demo.completion }),
      costsSettings: costsSettingsSchema.parse({}),
      coordinatorIds: [people.coordinatorId],
      createdBy: people.coordinatorId,
    })
    .returning();
  if (!event) throw new Error('demo event');

  const made: DemoSessionMade[] = [];
  for (const demoSession of demo.sessions) {
    const items = demoSession.items.map((item, position) => ({
      customerId: people.customerId,
      datetimeStart: londonTime(now, item.days, item.from),
      datetimeEnd: londonTime(now, item.days, item.to),
      timeZone: 'Europe/London',
      venueId: item.room ? venueId : null,
      roomId: item.room?.id ?? null,
      meetingLink: item.online?.meetingLink ?? null,
      platform: item.online?.platform ?? null,
      virtualAccessDetails: item.online?.virtualAccessDetails ?? null,
      trainerIds: item.trainers ?? [],
      position,
    }));
    const [first] = items;
    const last = items[items.length - 1];
    if (!first || !last) throw new Error('demo session items');
    const trainerIds = [...new Set(items.flatMap((item) => item.trainerIds))];
    const [session] = await tx
      .insert(eventSessions)
      .values({
        customerId: people.customerId,
        eventId: event.id,
        venueId: first.venueId,
        roomId: first.roomId,
        status: demoSession.status,
        fromDate: first.datetimeStart,
        toDate: last.datetimeEnd,
        sessionType: first.meetingLink ? 'online' : 'face_to_face',
        enableTrainers: trainerIds.length > 0,
        maxBookingLimitType: demoSession.limit.type,
        maxBookingLimit: demoSession.limit.max,
        minBookingLimit: demoSession.limit.min ?? 1,
        coordinatorIds: [people.coordinatorId],
        trainerIds,
      })
      .returning();
    if (!session) throw new Error('demo session');
    const itemRows = await tx
      .insert(eventSessionItems)
      .values(items.map((item) => ({ ...item, sessionId: session.id })))
      .returning();
    const bookingRows: (typeof eventBookings.$inferSelect)[] = [];
    made.push({ session, items: itemRows, bookings: bookingRows });

    for (const [index, booking] of (demoSession.bookings ?? []).entries()) {
      const [row] = await tx
        .insert(eventBookings)
        .values({
          ...tenant,
          eventId: event.id,
          sessionId: session.id,
          learnerId: booking.learnerId,
          status: booking.status,
          form: booking.form ?? [],
          createdBy: booking.learnerId,
          // Booked in the order listed, over the past fortnight (a held session's before it).
          createdAt: new Date(Math.min(now.getTime(), items[0]!.datetimeStart.getTime()) - (14 - index) * DAY),
        })
        .returning();
      if (row) bookingRows.push(row);
    }
    for (const learnerId of demoSession.waiting ?? []) {
      await tx.insert(eventSubscriptions).values({
        ...tenant,
        eventId: event.id,
        sessionId: session.id,
        learnerId,
        createdBy: learnerId,
      });
    }
  }
  return { event, sessions: made };
}
