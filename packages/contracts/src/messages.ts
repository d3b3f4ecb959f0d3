/**
 * User-visible texts the spec quotes verbatim (01 §4, §5, §8). Keep them here, once, so
 * the server's error bodies and the web app's toasts say exactly the same words.
 */
export const MESSAGES = {
  genericForm:
    "Something's not quite right – Please check that you have filled out all the fields in the form correctly and try again.",
  loginErrors: 'Some errors occurred while logging in.',
  forcedReset: 'Your account has been forced to reset password.',
  loggedOutInactivity: 'You have been logged out due to inactivity. Please login again to continue.',
  loggedOutInactivityShort: "You've been logged out due to inactivity.",
  redirectedTokenProblems: 'You have been redirected due to token problems.',
  workspaceSessionExpired: 'Your workspace session has expired.',
  redirectedSessionConfig: 'You have been redirected due to session configuration problems.',
  redirectedMissingSession: 'You have been redirected due to a missing session.',
  loggedOutAuthProblems: 'You have been logged out due to authentication problems.',
  userHasNoSelectedRole: 'User has no selected role',
  typeCodeAgain: 'Something went wrong. Try to type the code once again.',
  passwordConstraint: 'Password failed to satisfy constraint. Please use stronger password.',
  userAlreadyExists: 'User already exists. Please try again with different details.',
  invalidCredentials: 'Incorrect username or password.',
  tooManyAttempts: 'Attempt limit exceeded, please try after some time.',
  workspaceSwitched: 'Your workspace has been switched.',
  workspaceAccessed: 'You have accessed the workspace successfully.',
  notFound: 'The requested resource was not found.',
  forbidden: 'You do not have access to this resource.',
  unauthorised: 'You need to sign in to continue.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

export const TOAST_DEFAULT_LINK_TEXT = 'View';

/**
 * The session's internal error codes (01 §8) and the message each redirect shows (01 §4
 * token refresh): the web app's keep-alive reports one of these when it cannot go on.
 */
export const SESSION_ERRORS = {
  emptyFirstStageToken: MESSAGES.redirectedMissingSession,
  errorRefreshingFirstStageToken: MESSAGES.loggedOutAuthProblems,
  errorExpiredSecondStageToken: MESSAGES.workspaceSessionExpired,
  expiredSecondStageToken: MESSAGES.workspaceSessionExpired,
} as const;
export type SessionErrorCode = keyof typeof SESSION_ERRORS;

/** The session timer's dialog (01 §4). */
export const SESSION_DIALOG = {
  title: 'Stay logged in?',
  body: 'Your session will expire in {{seconds}} seconds.',
  stay: 'Stay logged in',
  logOut: 'Log out',
} as const;

// The areas' texts sit here, apart from their contracts' schemas: the web app's translations,
// part of its first chunk, read them without building those schemas (decision 0034).

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

/** The spec's texts for venues and rooms (03 §5, §8). */
export const VENUE_MESSAGES = {
  duplicateVenue: 'A venue with that name already exists. Please try a different name',
  duplicateRoom: 'A room with that name already exists. Please try a different name',
  capacityRequired: 'Please enter a maximum capacity for the venue.',
  venueInUse: "Venue hasn't been removed because it's used by following events",
  venueNotRemoved: "Venue hasn't been removed",
  roomInUse: "Room hasn't been removed because it's used by following events:",
  roomNotRemoved: "Room hasn't been removed",
  // Our words where the spec names the toast but not its text (docs/venues.md).
  venueCreated: 'Venue has been successfully created.',
  venueNotCreated: "Venue hasn't been created.",
  venueUpdated: 'Venue has been successfully updated.',
  venueNotUpdated: "Venue hasn't been updated.",
  venueArchived: 'Venue has been successfully archived.',
  venueNotArchived: "Venue hasn't been archived.",
  venueRestored: 'Venue has been successfully restored.',
  venueNotRestored: "Venue hasn't been restored.",
  venueRemoved: 'Venue has been successfully removed.',
  roomCreated: 'Room has been successfully created.',
  roomNotCreated: "Room hasn't been created.",
  roomUpdated: 'Room has been successfully updated.',
  roomNotUpdated: "Room hasn't been updated.",
  roomArchived: 'Room has been successfully archived.',
  roomNotArchived: "Room hasn't been archived.",
  roomRestored: 'Room has been successfully restored.',
  roomNotRestored: "Room hasn't been restored.",
  roomRemoved: 'Room has been successfully removed.',
  // The server's refusals of the state rules (03 §4), in our words.
  editInUse: 'This item is used by active events or sessions, so it cannot be edited now.',
  editArchived: 'This item is archived: restore it before editing.',
  draftInUse: 'This venue is used by active sessions, so it cannot go back to draft.',
  roomInactiveInUse: 'This room is assigned to an event, so it cannot be made inactive.',
  venueArchivedForRooms: 'Rooms cannot be added to an archived venue.',
  notArchived: 'Only an archived item can be restored.',
  activateOnlyDraft: 'Only a draft can be made active.',
  workspaceNeeded: 'Venues are added in a workspace: enter the workspace first.',
  archiveInUse: 'It is used by active events: end or remove them first.',
  alreadyArchived: 'This item is already archived.',
  sharedReadOnly: 'This item is shared with your workspace: it can only be changed in the workspace that owns it.',
  unknownWorkspace: 'Choose workspaces of your own organisation.',
  unknownFile: 'Choose files from your media library.',
  imagesOnly: 'Choose images (JPG or PNG) from your media library.',
  privateFile: 'Choose items that are not private: a private item is only shown to its owner and administrators.',
} as const;

/** The spec's media toasts (03 §8). */
export const MEDIA_TEXTS = {
  uploaded: 'Media has been successfully uploaded.',
  notUploaded: "Media hasn't been uploaded.",
  updated: 'You have successfully updated the media.',
  notUpdated: 'There has been error while updating the media.',
  removed: 'Media has been successfully removed.',
  /** Shown by the spec with success status; Campus shows it as the failure it is (decision 0027). */
  notRemoved: "Media hasn't been removed.",
  fileRemoved: 'File has been removed successfully.',
  fileNotRemoved: 'There were issues while removing the file.',
} as const;

/**
 * The two "Some requests haven't been…" texts are the spec's (02 §8); it gives no others for this
 * area, so the success toasts and the server's refusals are our words (docs/decisions/0014).
 */
export const ENROLMENT_MESSAGES = {
  approved: 'Request approved',
  rejected: 'Request rejected',
  bulkApproved: 'Requests approved',
  bulkRejected: 'Requests rejected',
  someNotApproved: "Some requests haven't been successfully approved. Please try again or contact an administrator.",
  someNotRejected: "Some requests haven't been successfully rejected. Please try again or contact an administrator.",
  alreadyResolved: 'This request has already been approved or rejected.',
  noLongerOffered: 'This course is no longer offered, so the request can only be rejected.',
  notAllowed: 'Enrolment on this course is not available to you.',
  alreadyEnrolled: 'You are already enrolled on this course or waiting for approval.',
  notCancellable: 'This enrolment can no longer be cancelled.',
  otherWorkspace: 'Enrolment requests can only be read for the workspace you are signed in to.',
} as const;
