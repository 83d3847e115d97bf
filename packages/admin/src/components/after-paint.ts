/**
 * Runs `work` in the task after the next frame: a touch's answer (a button's press, a tab's ink)
 * is painted first, and what the touch asked for comes right after. On a phone (the CPU slowed 4×)
 * a handler that re-rendered a form, a menu or a page before that frame kept the touch's paint
 * waiting 150-370 ms (issue 68's traces); people feel 100 ms as instant. Answers how to call it off.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame, then a task: the frame that answers the touch has been painted by then.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
