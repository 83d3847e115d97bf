/** RapiDoc ships no types: this module is imported for its side effect, defining <rapi-doc>. */
declare module 'rapidoc/src/rapidoc.js';

/**
 * marked 4 ships no types either; RapiDoc's copy is the one we import (same pinned version), and
 * only to take back the highlighter RapiDoc leaves in its global options (see DocApiPage).
 */
declare module 'marked' {
  export const marked: {
    getDefaults(): Record<string, unknown>;
    setOptions(options: Record<string, unknown>): void;
  };
}
