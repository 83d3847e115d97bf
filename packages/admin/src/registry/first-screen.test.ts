import { describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, holdFirstScreen } from './first-screen.js';

describe("what comes after the page's first screen", () => {
  it('comes at once when no screen is held back (a page without a gated screen)', () => {
    const then = vi.fn();
    afterFirstScreen(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for every screen held back to be released, once each, and comes once', () => {
    const release = holdFirstScreen();
    const other = holdFirstScreen();
    const then = vi.fn();
    afterFirstScreen(then);
    release();
    release();
    expect(then).not.toHaveBeenCalled();
    other();
    expect(then).toHaveBeenCalledTimes(1);
    // Nothing held any more: the next comes at once, the one before not again.
    const next = vi.fn();
    afterFirstScreen(next);
    expect(next).toHaveBeenCalledTimes(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does not come once cancelled', () => {
    const release = holdFirstScreen();
    const then = vi.fn();
    const cancel = afterFirstScreen(then);
    cancel();
    release();
    expect(then).not.toHaveBeenCalled();
  });
});
