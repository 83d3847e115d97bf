/**
 * The catalogue's first part (en.ts holds the rest, and is the catalogue): what is said before
 * react-admin is loaded, on the sign-in and password pages, the public pages (the roadside check,
 * the app account's deletion), the error and loading pages, the offline notice, and by the shell's
 * parts the back office reuses (the validation rules, the theme's page numbers, the formats' units).
 * Apart so that the sign-in page does not download the back office's words: en.ts spreads it in,
 * and comes with react-admin (providers/i18n-provider.ts). A page outside the back office says only
 * what is here (i18n/words.ts's shellI18nProvider); the pseudo-locale walk shows any word missing.
 */
import { messages as sdk, validationMessages, type components } from '@permit-office/sdk';

/** A label for each value of one of the contract's enums: a value added to the contract is a compile error here. */
export type Labels<Enum extends keyof components['schemas']> = Record<components['schemas'][Enum] & string, string>;

export const shellCatalogue = {
  sdk,
  validation: {
    // The specification's (section 5) and the date's, shared with the API (the SDK's table).
    ...validationMessages,
    // Ours.
    unshowableDate: 'Saved as “{0}”, which is not a day of the calendar: please choose the date again',
    passwordsDiffer: 'The passwords do not match',
    atLeast: 'At least {0}',
    atMost: 'At most {0}',
    confirm: 'Please confirm that you want your account deleted',
  },
  error: {
    notFoundTitle: '404 Not Found',
    backHome: 'Back to home!',
    other: 'An error occurred',
    routeValidation: 'Page Not Found',
    accessDenied: 'You do not have access to this page.',
    accessDeniedTitle: 'Access denied',
  },
  /** Acting on the selected rows of a list. */
  drafts: {
    restored: 'What you typed before your session ended is back in the form. Save to keep it.',
    /** A form left while offline (a reload, the phone closing the tab), opened again. */
    restoredOffline: 'What you typed before this page was left offline is back in the form. Save to keep it.',
  },
  offline: {
    pageWaits: 'You are offline. This page will load when the connection is back.',
    /** The notice at the foot of every page while the browser has no network. */
    notice: 'You are offline. What you type stays in this browser; save it when the connection is back.',
    /** The same while the browser has a network but the API does not answer. */
    unreachable:
      'Offline: the server cannot be reached. What you type stays in this browser; save it when it answers again.',
  },
  common: {
    close: 'Close',
    /** A choice list's arrow, opening and clearing it (MUI's Autocomplete). */
    open: 'Open',
    clear: 'Clear',
    loading: 'Loading…',
    retry: 'Try again',
    edit: 'Edit',
    save: 'Save',
    /** A measure's name with its unit, as "Width (ft)". */
    withUnit: '{0} ({1})',
  },
  auth: {
    title: 'Sign in',
    subtitle: 'Permit back office',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    forgot: 'Forgot your password?',
  },
  restore: {
    title: 'Restore password',
    intro: 'Enter the email you sign in with; we will send you a link to set a new password.',
    email: 'Email',
    send: 'Send the link',
    newPasswordIntro: 'Choose a new password.',
    password: 'New password',
    confirmation: 'Confirm the new password',
    save: 'Set the new password',
    back: 'Back to sign in',
  },
  deleteAccount: {
    title: 'Delete your app account',
    intro: 'This deletes the account you use in the mobile app, and its data. It cannot be undone.',
    email: 'Email',
    password: 'Password',
    confirmation: 'I understand that my account and its data will be deleted',
    submit: 'Delete my account',
    done: 'Request received',
  },
  /** /check: a permit checked at the roadside (public). */
  permitCheck: {
    title: 'Check a permit',
    intro: 'Scan the QR code on the permit, or type its number and verification code.',
    number: 'Permit number',
    code: 'Verification code',
    submit: 'Check',
    status: {
      valid: 'Valid today',
      not_yet_valid: 'Not valid yet',
      expired: 'Expired',
      superseded: 'Replaced by a newer permit',
      revoked: 'Revoked: not valid',
    } as const satisfies Labels<'PermitCheckStatus'>,
    replacedBy: 'The current permit is {0}: check the one the driver carries now.',
    validity: 'Valid',
    fromTo: '{0} to {1}',
    states: 'States, in travel order',
    size: 'Length × width × height',
    weight: 'Gross weight',
    weightOnAxles: '{0} on {1} axles',
    axles: 'Axle weights, front to back',
    spacing: '{0} to the next',
    notFound: 'No permit has this number and verification code.',
    tooMany: 'Too many wrong codes for this permit lately. Try again in a few minutes.',
    unreachable: 'The check could not be made: no answer from the permit office. Try again.',
  },
  config: {
    title: 'The back office cannot start',
    /** Why /config.json cannot be used, after the SDK's message ({0}). */
    notLoaded: '{0} (/config.json could not be loaded)',
    answered: '{0} (/config.json answered {1})',
    notJson: '{0} (/config.json is not valid JSON)',
  },
  lists: {
    empty: 'Nothing here yet',
    emptyCreate: 'Create the first one, or change the filters.',
    emptyWait: 'Records will show here as they are created.',
    noMatch: 'Nothing matches the search and filters.',
    search: 'Search',
    /** The filter form's submit, reached by the keyboard: shown while it has the focus. */
    applySearch: 'Apply the search',
    applyFilters: 'Apply the filters',
    /** The column chooser's filter: not "Search columns", which reads as the list's own search. */
    findColumn: 'Find a column',
    /** The page numbers under a list (MUI names them "pagination navigation"). */
    pages: 'Pages',
  },
  /** Quantities as format/format.ts writes them. */
  units: {
    pounds: '{0} lb',
  },
} as const;
