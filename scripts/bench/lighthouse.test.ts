/** What the bench takes of a Lighthouse run (lighthouse.ts). */
import { describe, expect, it } from 'vitest';
import { refuseIncompleteRun } from './lighthouse.js';

describe('a Lighthouse run', () => {
  it('is refused when Lighthouse cut the load at its time limit', () => {
    const cut = 'The page loaded too slowly to finish within the time limit. Results may be incomplete.';
    expect(() => refuseIncompleteRun({ runWarnings: [cut] }, 'http://localhost/overview')).toThrow(
      `Lighthouse on http://localhost/overview: ${cut}`,
    );
  });

  it('is refused when Lighthouse failed it', () => {
    const runtimeError = { code: 'NO_FCP', message: 'The page did not paint any content.' };
    expect(() => refuseIncompleteRun({ runWarnings: [], runtimeError }, 'http://localhost/overview')).toThrow(
      'Lighthouse on http://localhost/overview: NO_FCP The page did not paint any content.',
    );
  });

  it("is taken with Lighthouse's other warnings, which the rows' benchmark index speaks for", () => {
    const slow = 'The tested device appears to have a slower CPU than Lighthouse expects.';
    expect(() => refuseIncompleteRun({ runWarnings: [slow] }, 'http://localhost/overview')).not.toThrow();
    expect(() => refuseIncompleteRun({ runWarnings: [] }, 'http://localhost/overview')).not.toThrow();
  });
});
