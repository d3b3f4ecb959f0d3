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

/**
 * The register, summary and trainer feedback texts (03 §8 "Registers/summaries" and "Sessions …
 * trainer feedback not created or updated"). The spec quotes the first six; the others are ours,
 * in the same voice. 'Go to summary' is the link of the summary's completion toast.
 */
export const REGISTER_MESSAGES = {
  registerNotCreated: 'Register hasn’t been created.',
  registerNotCompleted: 'Register hasn’t been completed.',
  summaryCreated: 'Summary has been successfully created',
  summaryNotCreated: 'Summary hasn’t been created',
  summaryCompleted: 'Summary has been successfully completed',
  summaryNotCompleted: 'Summary hasn’t been completed',
  goToSummary: 'Go to summary',
  registerSaved: 'Register has been successfully saved',
  registerCompleted: 'Register has been successfully completed',
  trainerFeedbackCreated: 'Trainer feedback has been successfully created',
  trainerFeedbackNotCreated: 'Trainer feedback hasn’t been created',
  trainerFeedbackUpdated: 'Trainer feedback has been successfully updated',
  trainerFeedbackNotUpdated: 'Trainer feedback hasn’t been updated',
  /** Said before a register or summary is completed (03 §4 "cannot be undone"). */
  completeWarning: 'Completing sets completion for every learner and can’t be undone.',
} as const;

/** Why a register, summary or trainer feedback call was refused (`details.reason` under the title). */
export const REGISTER_REFUSALS = {
  registersOff: 'This event doesn’t keep registers: its completion type is automatic, or assessment without registers.',
  summaryOff: 'Only events completed by assessment have a summary.',
  mayNotEditRegister:
    'The event’s settings don’t let you fill in this register: it is for any coordinator or only the session’s own, and for its trainers when trainer editing is on.',
  mayNotEditSummary: 'Only event coordinators and the session’s trainers can fill in the summary.',
  staffOnly: 'Only event coordinators and the session’s trainers can see this.',
  registerCompleted: 'The register has been completed, so it can’t be changed.',
  summaryCompleted: 'The summary has been completed, so it can’t be changed.',
  sessionNotEnded: 'The session hasn’t ended yet: registers and summaries are completed after it.',
  sessionCancelled: 'The session is cancelled.',
  registerNotFilled: 'Mark every learner present or absent before completing the register.',
  absenceReasonMissing: 'Give an absence reason for every learner marked absent before completing the register.',
  summaryNotFilled: 'Mark every learner passed or not passed before completing the summary.',
  registersFirst: 'Complete every register of the session before its summary.',
  staleRows:
    'Someone else saved these rows after you loaded them. The other rows were saved: reload and check them before saving again.',
  notBooked: 'This learner isn’t booked on the session.',
  registerNotOfSession: 'This register isn’t one of the session’s dates.',
  absenceReasonNotOffered: 'The absence reason is not valid',
  trainersOff: 'Trainers aren’t enabled for this event.',
  notTrainerOfDate: 'Only the trainers of this date can give feedback on it.',
  feedbackExists: 'You have already given feedback on this date: change it instead.',
  noFeedbackYet: 'You haven’t given feedback on this date yet.',
  dateNotStarted: 'Feedback on a date can be given once it has started.',
} as const;
