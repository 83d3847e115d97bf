/**
 * Whether the page's first screen has been drawn. A page load draws its first screen in parts, each
 * a commit of its own that a phone does between other work (the layout, then the screen, then a
 * list's cards below the first few): one commit of all of it was the longest task of a phone's
 * load, which React cannot cut. A screen opened after it (a person moving around the app) is drawn
 * at once, as ever.
 */
let drawn = false;

export const firstScreenDrawn = (): boolean => drawn;

/** Said by the first screen once it is drawn (sections/gate.tsx). */
export function markFirstScreenDrawn(): void {
  drawn = true;
}
