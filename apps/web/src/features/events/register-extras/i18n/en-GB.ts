/**
 * The printable register and summary, and check-in by QR code (issue 26 items 5 and 9). Gathered
 * by features/events/i18n/en-GB.ts.
 */
export const registerExtrasEnGB = {
  registerExtras: {
    print: {
      open: 'Print',
      registerTitle: 'Print register',
      summaryTitle: 'Print summary',
      hint: 'This is how it prints. Print it from here, or download it as a PDF.',
      print: 'Print',
      downloadPdf: 'Download PDF',
      pdfFailed: 'The PDF couldn’t be downloaded.',
      loadFailed: 'The document couldn’t be loaded.',
      backToSession: 'Back to the session',
    },
    checkIn: {
      show: 'Show check-in code',
      title: 'Check-in code',
      close: 'Close',
      codeFailed: 'The check-in code can’t be shown.',
      scan: 'Scan this code with your phone to check in',
      qrTitle: 'Check-in QR code',
      count: 'Checked in: {{present}} of {{booked}} learners',
      rotates:
        'The code changes every 30 seconds and works only during this date, so a photo of it stops working. Learners must be signed in and booked on the session.',
      orOpen: 'Or open:',
      checking: 'Checking you in…',
      checkingBody: 'One moment.',
      done: 'You’re checked in',
      already: 'You were already marked present',
      doneBody: 'You are marked present at {{event}} on {{date}}.',
      failed: 'You haven’t been checked in',
    },
  },
} as const;
