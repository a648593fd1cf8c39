/** Messages the API and the web share, verbatim from the spec where the spec gives them. */
export const messages = {
  invalidCredentials: 'The username or password is incorrect.',
  accountDisabled: 'This account has been disabled. Please contact an administrator.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes before trying again.',
  signedOut: 'You have been signed out.',
  accessDenied:
    "Access Denied! You don't have access to this module. Review your module access from your profile or open a new support ticket if you believe this is a mistake.",
  phiRequired:
    'Multi-Factor Authentication and Inactivity Timeout must be enabled to view PHI. If Inactivity Timeout is disabled, please submit a helpdesk ticket to enable it.',
  mobileScanningDenied: 'Access denied in mobile scanning mode',
  internalError: 'Internal server error.',
  notSignedIn: 'You must sign in to continue.',
  notFound: 'The page could not be found.',
  inactivityWarning: 'You must sign back in because you had a period of inactivity during your session.',
} as const;
