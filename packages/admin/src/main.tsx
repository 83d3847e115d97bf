/**
 * The entry: the shell's start (boot/start.tsx), after its libraries, a group per task.
 *
 * The modules a page imports statically are all evaluated in one task, and Chromium makes their
 * code caches in another, after it: on a phone (the CPU 4× slower) the shell's took 90-140 ms
 * each, the longest tasks of a first visit and of the daily one (issue 68). Each group asked for
 * here is evaluated in a task of its own, and what the start imports after it is not evaluated
 * again. The chunks are preloaded with the page (vite.config.ts), so nothing waits for the network.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await import('./libraries/react.js');
await nextTask();
await import('./libraries/styling.js');
await nextTask();
await import('./boot/start.js');

// A module (its awaits are top-level ones), with nothing to export.
export {};
