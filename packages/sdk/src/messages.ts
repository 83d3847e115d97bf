/**
 * Every message the SDK shows a person, in one place. The admin's i18n catalogue spreads this
 * object, so the specification's strings exist once.
 *
 * The first group is copied character for character from the specification (sections 4, 7, 8):
 * do not "fix" them ('You are log out' included). The second group is ours, for situations the
 * specification does not show.
 */
export const messages = {
  // From the specification.
  loggedIn: 'You are logged in',
  loggedOut: 'You are log out',
  reauthorized: 'Re-authorization',
  notAuthorized: 'You are not authorized.',
  refreshFailed: 'Refresh failed. Please log in again.',
  notFound: 'Page not found!',
  serverError: 'Internal Server Error. Something went wrong!',
  somethingWentWrong: 'Something went wrong!',
  apiUrlMissing: 'API_URL is not defined in the runtime configuration',

  // Ours: the specification is silent on these.
  apiUrlUnusable: 'API_URL must be an absolute http(s) address',
  unreachable: 'The server could not be reached. Check your connection and try again.',
  unavailable: 'The server is unavailable right now. Please try again in a moment.',
  timedOut: 'The server took too long to answer. Please try again.',
  aborted: 'The request was cancelled.',
  tooManyRequests: 'Too many requests at once. Please wait a moment and try again.',
  htmlInsteadOfData:
    'The server answered with a web page instead of data (often a proxy or gateway error). Please try again.',
  unreadableAnswer: 'The server sent an answer that could not be read. Please try again.',
  invalidInput: 'Some fields are not valid. Please correct them and try again.',
  forbidden: 'You may not do this: your account has no access to it.',
  signInFailed: 'Sign-in failed. Check your email and password.',
  changedMeanwhile: 'Someone else changed this record after you opened it. Nothing was saved.',
  versionMissing:
    'This change could not be checked against the latest version, so nothing was saved. Reload and try again.',
} as const;

export type MessageKey = keyof typeof messages;
