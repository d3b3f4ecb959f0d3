// Texts only, no schemas: the web app's translations, part of its first chunk, read them without
// building the contracts' schemas (decision 0034). Gathered by messages.ts.

export const BOOKING_MESSAGES = {
  notCreated: 'Booking hasn’t been created.',
  notCancelled: 'Booking hasn’t been canceled.',
  selfCancellationClosed: 'The self-cancellation period for this session has ended.',
  reasonRequired: 'The cancellation reason field is required',
  reasonNotOffered: 'The cancellation reason is not valid',
  eventHasBookings: 'This event has bookings and can’t be edited.',
  dateConflict: 'Dates & times in the session item must be not in conflict with other ones.',
  roomTaken: 'This room is already booked at that time by another session.',
  outsideWorkingHours: 'Some dates are outside the trainer’s working hours.',
  formMandatory: 'The {field} field is required',
} as const;

/** The spec's titles for a session's refusals (03 §8 "Session hasn't been created, updated, archived, canceled"). */
export const SESSION_MESSAGES = {
  notCreated: 'Session hasn’t been created',
  notUpdated: 'Session hasn’t been updated',
  notArchived: 'Session hasn’t been archived',
  notCancelled: 'Session hasn’t been canceled',
} as const;

/**
 * Why the events area refused a request, in our words: each goes out as `details.reason` under the
 * spec's title (the answer's `message`), and the web shows it under the title (docs/events.md
 * "Refusals").
 */
export const EVENT_REFUSALS = {
  sessionHasBookings:
    'The session has bookings, so nothing about it can be changed, not even its seat limit (03 §4). To give it more seats or other dates, cancel it and copy its bookings to a new session.',
  sessionEnded: 'The session has ended.',
  sessionInProgress: 'The session has already started.',
  sessionCancelled: 'The session is cancelled.',
  sessionInPast:
    'An active session must start in the future. Move its dates, or save it as a draft to record a past session.',
  activateOnlyDraft: 'Only a draft session can be made active.',
  draftOnlyUpcoming: 'Only an upcoming session can go back to draft.',
  draftHasBookings: 'The session has bookings, so it can’t go back to draft: cancel it instead.',
  eventArchived: 'The event is archived: reactivate it first.',
  archiveLive:
    'Only a draft or cancelled session with no bookings can be removed: sessions accepting or having bookings must be cancelled first.',
  cancelOnlyDraftOrUpcoming: 'Only a draft or upcoming session can be cancelled.',
  bookingAlreadyCancelled: 'The booking is already cancelled.',
  bookingDeclined: 'The place was declined, so there is no booking to cancel.',
  bookingNotARequest: 'Only a request for a place can be approved or declined, and this booking isn’t one.',
  selfCancellationNotAllowed:
    'This event doesn’t let learners cancel their own bookings. Ask the event coordinator to cancel it for you.',
  selfCancellationNotUpcoming: 'The session has already started or ended, so the booking can no longer be cancelled.',
  learnerApproves: 'Only the event’s coordinators and the session’s trainers can approve a request for a place.',
  learnerDeclinesOwn:
    'You can decline only a place given to you from the waiting list or an invitation. To give up this booking, cancel it.',
  learnerDeclinesOther: 'Only the event’s coordinators and the session’s trainers can decline a request for a place.',
  bookingActionUnknown: 'Invitations are accepted or sent again with their own actions (accept, resend).',
  notForThisPerson:
    'You can book, cancel or queue only for yourself, or for people whose sessions you coordinate, train or manage.',
  staffOnlySession: 'Only the event’s coordinators and the session’s trainers can see or change this.',
  bookForOthersOnly:
    'Only the event’s coordinators and trainers, and managers of organisation units, choose people to book.',
  coordinatorsOnly: 'Only event coordinators can do this.',
  learnersOnly: 'This list is for learners of the workspace.',
  signedInOnly: 'This list is for people signed in to the workspace.',
  invitationNotYours: 'Only the invited learner can accept this invitation.',
} as const;
