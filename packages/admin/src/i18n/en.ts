/**
 * The one catalogue of what the admin says. The specification's strings are copied character for
 * character (the SDK's session and error messages are spread in from the SDK, where they live);
 * react-admin's own English strings are added to this namespace in the react-admin chunk only.
 */
import { messages as sdk } from '@permit-office/sdk';

export const app = {
  sdk,
  validation: {
    required: 'This field is required',
    email: 'Please enter a valid email',
    numbers: 'This field can only contain numbers',
    integer: 'This field can only contain integer values',
    maxLength: 'You must enter a maximum of {0} characters',
    minLength: 'You must enter a minimum of {0} characters',
    format: 'Invalid format',
    // Ours.
    passwordsDiffer: 'The passwords do not match',
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
  confirmDelete: {
    title: 'Confirmation',
    text: 'Do you confirm the deletion?',
    delete: 'Delete',
    cancel: 'Cancel',
  },
  fileViewer: {
    title: 'View file',
    download: 'Download',
    refused: 'This file link cannot be opened safely.',
  },
  common: {
    close: 'Close',
    loading: 'Loading…',
    retry: 'Try again',
    edit: 'Edit',
  },
  reminder: {
    title: 'Reminder',
    text: 'Keep your company profile, loads and permit documents up to date: agents use them to process your permit requests faster.',
    imageAlt: 'A heavy-haul truck carrying an oversize load',
  },
  feedback: {
    title: 'How are we doing?',
    text: 'Tell us what would make the back office better for you: write to us from the Contact us page at any time.',
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
  config: {
    title: 'The back office cannot start',
  },
  layout: {
    logout: 'Logout',
    menu: 'Menu',
    overview: 'Overview',
  },
  overview: {
    title: 'Overview',
    openPermitRequests: 'Open permit requests',
    loadsOnRoad: 'Loads on the road',
    unpaidInvoices: 'Unpaid invoices',
    companies: 'Companies',
    recent: 'Recent activity',
    months: 'Permits in the last 12 months',
    empty: 'No activity yet.',
  },
  company: {
    usdot: 'USDOT',
    mc: 'MC',
    status: { active: 'Active', suspended: 'Suspended', pending: 'Pending' },
  },
  lists: {
    empty: 'Nothing here yet',
    emptyCreate: 'Create the first one, or change the filters.',
    emptyWait: 'Records will show here as they are created.',
    noMatch: 'Nothing matches the search and filters.',
    search: 'Search',
  },
  companies: {
    menu: 'Companies',
    title: 'Companies',
    create: 'New company',
    profile: 'Profile',
    fields: {
      name: 'Name',
      usdot: 'USDOT number',
      mc_number: 'MC number',
      status: 'Status',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      city: 'City',
      state: 'State',
      zip: 'ZIP code',
      members_count: 'Members',
      created_at: 'Member since',
    },
    hints: {
      mc_number: 'As MC-123456',
      usdot: 'Up to 8 digits',
    },
  },
} as const;

export type Catalogue = typeof app;
