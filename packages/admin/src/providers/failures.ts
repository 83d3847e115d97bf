/**
 * What a screen does with a failed call, in one place: the server's 422 field errors for the form
 * (as react-admin's forms take them), and a notification unless the SDK already showed one. The
 * dataProvider is where every failure becomes an HttpError that carries both (body.errors,
 * body.notified).
 */
import { HttpError, useNotify } from 'react-admin';
import type { WordKey } from '../i18n/words.js';
import { wordsOf } from '../i18n/words.js';

/** Said when a failure says nothing itself: react-admin's notification translates it. */
const SOMETHING_WENT_WRONG: WordKey = 'app.sdk.somethingWentWrong';

interface FailureBody {
  errors?: Record<string, string>;
  notified?: boolean;
}

const bodyOf = (error: unknown): FailureBody =>
  error instanceof HttpError && typeof error.body === 'object' && error.body !== null
    ? (error.body as FailureBody)
    : {};

/** The server's field errors (field → message), `undefined` when the failure is not about fields. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const { errors } = bodyOf(error);
  return errors && Object.keys(errors).length ? errors : undefined;
}

/** Whether the person was already told (the SDK notifies the specification's statuses itself). */
export const wasNotified = (error: unknown): boolean => bodyOf(error).notified === true;

/** Tells the person what went wrong, once. */
export function useNotifyFailure(): (error: unknown) => void {
  const notify = useNotify();
  return (error) => {
    if (wasNotified(error)) return;
    const message = wordsOf(error) ?? SOMETHING_WENT_WRONG;
    notify(message, { type: 'error' });
  };
}
