/** The routes the specification fixes. */
export const SIGN_IN = '/auth';
export const LANDING = '/overview';
/** Whether the page opened is the landing page, whose main content is the overview. */
export const opensOnOverview = (pathname: string): boolean => pathname.replace(/\/+$/, '') === LANDING;
export const RESTORE_PASSWORD = '/restore-password';
export const DELETE_APP_ACCOUNT = '/delete-app-account';
/** Ours: the roadside check of a permit, which its QR code opens (public). */
export const PERMIT_CHECK = '/check';

/** Route parameters are record ids: digits only, or the route fails validation (404). */
export const isRecordId = (value: string | undefined): value is string =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value);
