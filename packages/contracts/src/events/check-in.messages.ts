/**
 * Check-in by QR code and the printable register and summary (issue 26 items 5 and 9, beyond the
 * spec): titles in the voice of 03 §8's register texts, and why a call was refused
 * (`details.reason` under the title).
 */
export const CHECK_IN_MESSAGES = {
  notCheckedIn: 'You haven’t been checked in.',
  codeNotShown: 'The check-in code can’t be shown.',
  printFailed: 'The register couldn’t be printed.',
} as const;

export const CHECK_IN_REFUSALS = {
  invalidCode: 'This isn’t a check-in code of this workspace. Scan the code on the screen in the room again.',
  expiredCode: 'This check-in code has expired: codes change every 30 seconds. Scan the code on the screen again.',
  notBooked: 'You aren’t booked on this session, so you can’t check in to it.',
  closed: 'Check-in for this date opens 30 minutes before it starts and closes when it ends.',
  registerCompleted:
    'The register for this date has been completed, so check-in is closed. Ask the trainer to mark you.',
  sessionCancelled: 'The session is cancelled.',
  registersOff: 'This event doesn’t keep registers, so there is nothing to check in to.',
  mayNotShowCode: 'Only the people who may fill in this register can show its check-in code.',
} as const;
