/**
 * A Save pressed on a phone shows it was pressed before the form does its work: the submit, which
 * re-renders the whole form, validates it and starts the save, ran 150 ms in the click's own event
 * with the CPU slowed 4× (issue 68's trace: Save 170-370 ms from the touch to the next paint, where
 * 100 ms is what people feel as instant). Here the click only lets the press be painted; the form is
 * submitted, with the same button as its submitter, in the task after that frame. A second press
 * before then is the same intent, and submits nothing more.
 */
import { useRef, type MouseEvent } from 'react';
import { afterNextPaint } from './after-paint.js';

export function useSubmitAfterPaint(): (event: MouseEvent<HTMLButtonElement>) => void {
  const scheduled = useRef(false);
  return (event) => {
    const button = event.currentTarget;
    const form = button.form;
    if (!form) return;
    event.preventDefault();
    if (scheduled.current) return;
    scheduled.current = true;
    afterNextPaint(() => {
      scheduled.current = false;
      // Left (a redirect, the dialog closed) or made unusable meanwhile: nothing to submit.
      if (button.isConnected && !button.disabled) form.requestSubmit(button);
    });
  };
}
