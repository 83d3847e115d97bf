/**
 * Whether the last sign-in asked for the feedback popup. It lives for the browser tab only: the
 * server asks again at the next sign-in until the popup is registered as shown.
 */
/** Its key in sessionStorage ('true' until the popup is shown); the browser tests read it too. */
export const FEEDBACK_DUE_KEY = 'permit-office.feedback-due';

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export const isFeedbackDue = (): boolean => storage()?.getItem(FEEDBACK_DUE_KEY) === 'true';
export const markFeedbackDue = (): void => storage()?.setItem(FEEDBACK_DUE_KEY, 'true');
export const clearFeedbackDue = (): void => storage()?.removeItem(FEEDBACK_DUE_KEY);
