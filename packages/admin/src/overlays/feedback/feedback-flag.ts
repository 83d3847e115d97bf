/**
 * Whether the last sign-in asked for the feedback popup. It lives for the browser tab only: the
 * server asks again at the next sign-in until the popup is registered as shown.
 */
const KEY = 'permit-office.feedback-due';

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export const isFeedbackDue = (): boolean => storage()?.getItem(KEY) === 'true';
export const markFeedbackDue = (): void => storage()?.setItem(KEY, 'true');
export const clearFeedbackDue = (): void => storage()?.removeItem(KEY);
