/** Messages of the account screens; free of zod, so a page can show them before its schemas load. */
export const accountMessages = {
  ssoNotConfigured: 'Single sign-on is not configured for this installation. Please use Regular Login.',
  ssoFailed: 'Single sign-on failed. Please try again or use Regular Login.',
  ssoExpired: 'Your single sign-on attempt has expired. Please try again.',
  ssoNoAccount:
    'No active HOMER account matches your Microsoft sign-in. Please contact an administrator or open a support ticket.',
  ssoSignOutFailed: 'Single sign-out could not be completed. You have been signed out of HOMER.',
  qrInvalid: 'This QR code is invalid or has expired. Please create a new one.',
  signedOutElsewhere: 'Your other sessions have ended, phones included. This one stays signed in.',
} as const;
