import {
  EVENT_DEFAULTS,
  UNLIMITED_BOOKINGS,
  createEventBodySchema,
  type BookingFormField,
  type Event,
} from '@campus/contracts';
import type { z } from 'zod';

export type LimitType = 'roomBased' | 'fixed' | 'unlimited';
export type TimeUnit = 'hour' | 'day';

/** The event wizard's values: the create call's body, with unlimited shown as its own type (03 §5). */
export type EventFormValues = Omit<z.input<typeof createEventBodySchema>, 'bookingSettings'> & {
  name: string;
  description: string | null;
  status: 'draft' | 'active';
  images: { fileId: string }[];
  coordinators: string[];
  courseIds: string[];
  occurrenceSettings: typeof EVENT_DEFAULTS.occurrenceSettings;
  bookingSettings: Omit<typeof EVENT_DEFAULTS.bookingSettings, 'maxBookingLimitType' | 'bookingForm'> & {
    maxBookingLimitType: LimitType;
    bookingForm: { fields: BookingFormField[] };
  };
  cancellationSettings: typeof EVENT_DEFAULTS.cancellationSettings;
  completionSettings: typeof EVENT_DEFAULTS.completionSettings;
  costsSettings: typeof EVENT_DEFAULTS.costsSettings;
};

const copy = <T>(value: T): T => structuredClone(value);

/** A new event: the spec's defaults (03 §9), coordinated by its creator (03 §5). */
export function newEventValues(creatorId: string | null): EventFormValues {
  return {
    name: '',
    description: null,
    status: 'active',
    images: [],
    coordinators: creatorId ? [creatorId] : [],
    courseIds: [],
    occurrenceSettings: copy(EVENT_DEFAULTS.occurrenceSettings),
    bookingSettings: copy(EVENT_DEFAULTS.bookingSettings) as EventFormValues['bookingSettings'],
    cancellationSettings: copy(EVENT_DEFAULTS.cancellationSettings),
    completionSettings: copy(EVENT_DEFAULTS.completionSettings),
    costsSettings: copy(EVENT_DEFAULTS.costsSettings),
  };
}

/** A stored event as the wizard shows it: a fixed 999999 maximum is unlimited (03 §5). */
export function eventValues(event: Event): EventFormValues {
  const unlimited =
    event.bookingSettings.maxBookingLimitType === 'fixed' &&
    event.bookingSettings.maxBookingLimit >= UNLIMITED_BOOKINGS;
  return {
    name: event.name,
    description: event.description,
    status: event.status === 'draft' ? 'draft' : 'active',
    images: event.images.map(({ fileId }) => ({ fileId })),
    coordinators: event.coordinators.map((person) => person.id),
    courseIds: event.courses.map((course) => course.id),
    occurrenceSettings: copy(event.occurrenceSettings),
    bookingSettings: {
      ...copy(event.bookingSettings),
      maxBookingLimitType: unlimited ? 'unlimited' : event.bookingSettings.maxBookingLimitType,
      maxBookingLimit: unlimited ? 1 : event.bookingSettings.maxBookingLimit,
    } as EventFormValues['bookingSettings'],
    cancellationSettings: copy(event.cancellationSettings),
    completionSettings: copy(event.completionSettings),
    costsSettings: copy(event.costsSettings),
  };
}

/** 03 §5: changing the limit type resets the maximum to 1. */
export function withLimitType(settings: EventFormValues['bookingSettings'], type: LimitType) {
  return { ...settings, maxBookingLimitType: type, maxBookingLimit: 1 };
}

/**
 * 03 §4: completion type attendance turns registers on and automatic turns them off; disabling
 * trainers turns off trainer feedback and trainers' register editing.
 */
export function withCompletionType(
  settings: EventFormValues['completionSettings'],
  completionType: EventFormValues['completionSettings']['completionType'],
) {
  if (completionType === 'attendance') return { ...settings, completionType, enableRegisters: true };
  if (completionType === 'automatic') return { ...settings, completionType, enableRegisters: false };
  return { ...settings, completionType };
}

export function withTrainers(values: EventFormValues, enableTrainers: boolean): Partial<EventFormValues> {
  return {
    occurrenceSettings: {
      ...values.occurrenceSettings,
      enableTrainers,
      defaultTrainers: enableTrainers ? values.occurrenceSettings.defaultTrainers : [],
    },
    completionSettings: enableTrainers
      ? values.completionSettings
      : { ...values.completionSettings, trainerFeedbackRequired: false, registersEditByTrainers: false },
  };
}

/** What the create call receives (unlimited becomes fixed 999999 in the contract's schema). */
export const eventBody = (values: EventFormValues) => createEventBodySchema.parse(values);

let counter = 0;
/** A new booking-form field of the builder. */
export function newFormField(type: BookingFormField['type'] = 'text'): BookingFormField {
  counter += 1;
  return {
    id: `field-${Date.now().toString(36)}-${counter}`,
    label: '',
    type,
    validation: { mandatory: false },
    options: [],
    helpText: null,
    otherOption: false,
  };
}
