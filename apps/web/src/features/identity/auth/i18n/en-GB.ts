import { MESSAGES, PASSWORD_RESET_ERRORS } from '@campus/contracts';

/** Sign-in, two-factor help and password reset. Assembled with the other features' texts in src/i18n/en-GB.ts. */
export const authEnGB = {
  login: {
    title: 'Sign in to {{product}}',
    intro: 'Enter your email address to continue.',
    emailLabel: 'Email address',
    continue: 'Continue',
    passwordLabel: 'Password',
    showPassword: 'Show or hide characters',
    signIn: 'Sign in',
    signingInAs: 'Signing in as',
    change: 'Change',
    changeEmail: 'Change email address',
    errorTitle: MESSAGES.loginErrors,
    noAccount: 'No account found for this email.',
    // A 503 from the sign-in admission gate (decision 0015), with the server's Retry-After.
    busy_one: 'Many people are signing in right now. Please try again in {{count}} second.',
    busy_other: 'Many people are signing in right now. Please try again in {{count}} seconds.',
    forgotPassword: 'Forgot your password?',
    sso: {
      intro: 'Your organisation lets you sign in with its own account.',
      optionsLabel: 'Ways to sign in',
      continueWith: 'Continue with {{name}}',
      or: 'or',
      usePassword: 'Sign in with a password',
      signingIn: 'Signing you in…',
      errors: {
        failed: "Your organisation's sign-in could not be completed. Please try again.",
        not_allowed: "Your organisation's account can't be used to sign in here. Ask your administrator for access.",
        unavailable: 'This way of signing in is not available at the moment. Please contact your administrator.',
        expired: 'The sign-in took too long or was already used. Please try again.',
      },
    },
    mfaTitle: 'Two-factor authentication',
    mfaIntro: 'Open your authenticator app and enter the 6-digit code it shows for Campus.',
    mfaCodeLabel: 'Authentication code',
    verify: 'Verify',
    startAgain: 'Start again',
    mfaHelpLink: 'Lost access to your app?',
    newPasswordTitle: 'Choose a new password',
    newPasswordIntro: 'Your account needs a new password before you can continue.',
    saveNewPassword: 'Save password and continue',
  },
  twoFactorHelp: {
    title: 'Help with two-factor authentication',
    intro: 'Two-factor authentication asks for a 6-digit code from an authenticator app each time you sign in.',
    lostTitle: 'If you lost your phone or deleted the app',
    lostBody:
      'Ask your administrator to reset two-factor authentication for your account. You will then sign in with your password only and can set up the app again from the Security tab of your account.',
    codeTitle: 'If your codes are not accepted',
    codeBody:
      "Codes change every 30 seconds. Make sure your phone's clock is set automatically, then type the newest code.",
    backToSignIn: 'Back to sign in',
  },
  resetPassword: {
    title: 'Reset your password',
    intro: 'Enter your email address and we will send you a code to reset your password.',
    forced: MESSAGES.forcedReset,
    sendCode: 'Send code',
    codeSent: 'We have sent a 6-digit code to {{email}}.',
    codeResent: 'We have sent a new 6-digit code to {{email}}.',
    codeLabel: 'Verification code',
    newPasswordLabel: 'New password',
    // Neither label may contain the other: label look-ups (and e2e getByLabel) match substrings.
    confirmLabel: 'Confirm password',
    passwordHint:
      '8 to 99 characters with a lowercase and an uppercase letter, a digit and a special character, no spaces.',
    submit: 'Reset password',
    sendNewCode: 'Send a new code',
    backToSignIn: 'Back to sign in',
    errorTitle: PASSWORD_RESET_ERRORS.generic.message,
    doneTitle: 'Password changed',
    doneMessage: 'Your password has been reset. You can now sign in with your new password.',
  },
} as const;
