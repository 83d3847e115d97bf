/** What the bench takes of a Lighthouse run (lighthouse.ts). */
import { describe, expect, it } from 'vitest';
import { refuseUnfinishedLoad } from './lighthouse.js';

describe('a Lighthouse run', () => {
  it('is refused when Lighthouse cut the load at its time limit', () => {
    const cut = 'The page loaded too slowly to finish within the time limit. Results may be incomplete.';
    expect(() => refuseUnfinishedLoad({ runWarnings: [cut] }, 'http://localhost/overview')).toThrow(
      `Lighthouse on http://localhost/overview: ${cut}`,
    );
  });

  it("is taken with Lighthouse's other warnings, which the rows' benchmark index speaks for", () => {
    const slow = 'The tested device appears to have a slower CPU than Lighthouse expects.';
    expect(() => refuseUnfinishedLoad({ runWarnings: [slow] }, 'http://localhost/overview')).not.toThrow();
    expect(() => refuseUnfinishedLoad({ runWarnings: [] }, 'http://localhost/overview')).not.toThrow();
  });
});
