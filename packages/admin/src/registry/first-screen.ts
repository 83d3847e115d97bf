/**
 * The page's first screen. A page load draws it in parts, each a commit of its own that a phone
 * does between other work (the layout, the screen, a list's cards below the first few, the app
 * bar's buttons): one commit of all of it was the longest task of a phone's load, which React
 * cannot cut. A screen opened after it (a person moving around the app) is drawn at once, as ever.
 */
let drawn = false;

export const firstScreenDrawn = (): boolean => drawn;

/** Said by the first screen once it is drawn (sections/gate.tsx). */
export function markFirstScreenDrawn(): void {
  drawn = true;
}

/** First screens waiting for their commit, and what waits for them. */
let held = 0;
const waiting = new Set<() => void>();

/**
 * A screen waiting for a commit of its own holds back what should come after it (the gate, from
 * its first commit until it is drawn or gone). Returns the release.
 */
export function holdFirstScreen(): () => void {
  held += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held -= 1;
    if (held > 0) return;
    const now = [...waiting];
    waiting.clear();
    now.forEach((then) => then());
  };
}

/**
 * `then` once no first screen is held back: at once when none is (a page without a gated screen,
 * such as the not-found page or the layout's error page). Returns the cancel.
 */
export function afterFirstScreen(then: () => void): () => void {
  if (held === 0) {
    then();
    return () => undefined;
  }
  waiting.add(then);
  return () => waiting.delete(then);
}
