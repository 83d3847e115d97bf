/**
 * The mock API of the live load (live.ts, `measureLoad`), in a process of its own: the heap it
 * reports is the server's alone, not that of the clients reading its streams, which run in the
 * bench's process. Forked with `--expose-gc` and an IPC channel; it answers:
 *
 * - at start: `{ ready }`, its address and the records the bench writes to (the bench cannot read
 *   the mock's database across the process boundary);
 * - `{ probe: true }` → `{ heapUsed }`, bytes, after a forced GC;
 * - `{ snapshot: path }` → `{ snapshot: path }`, once a heap snapshot is written there (a forced GC
 *   comes first with it too), to tell where growth goes;
 * - the channel closed (the bench is done, or died): it stops.
 *
 * Argument: the access tokens' time to live, seconds (the run's length and some margin).
 */
import { writeHeapSnapshot } from 'node:v8';
import { startMockOnFreePort } from '@permit-office/mock-api/server';

export type ToLiveServer = { probe: true } | { snapshot: string };

export interface LiveServerReady {
  url: string;
  /** State notes (staff hear of them). */
  notes: number[];
  /** Loads of company 1, the member's. */
  ofMember: number[];
  /** Loads of other companies (staff hear of them, the member does not). */
  ofOthers: number[];
}

export type FromLiveServer = { ready: LiveServerReady } | { heapUsed: number } | { snapshot: string };

/** Started without `--expose-gc`, the figures would be the heap between two collections: refused. */
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !process.send) throw new Error('live-server.ts is forked by live.ts, with --expose-gc and IPC.');
const forceGc = gc;
const send = (message: FromLiveServer) => process.send?.(message);

const ttlSeconds = Number(process.argv[2] ?? 1200);

// On a free port, again on another when something took it between the probe and the listen; its
// answers unchecked against the contract (the check is the tests', and its cost is not the server's).
const mock = await startMockOnFreePort({
  log: () => undefined,
  accessTokenTtlSeconds: ttlSeconds,
  checkAnswers: false,
});
const { db } = mock.api;
process.on('message', (message: ToLiveServer) => {
  forceGc();
  if ('probe' in message) send({ heapUsed: process.memoryUsage().heapUsed });
  else send({ snapshot: writeHeapSnapshot(message.snapshot) });
});
// The bench gone, nobody reads: the open streams are cut and the process ends.
process.on('disconnect', () => {
  mock.server.closeAllConnections();
  mock.server.close(() => process.exit(0));
});
send({
  ready: {
    url: mock.url,
    notes: db.stateNotes.all().map((note) => note.id),
    ofMember: db.loads
      .all()
      .filter((load) => load.company_id === 1)
      .map((load) => load.id),
    ofOthers: db.loads
      .all()
      .filter((load) => load.company_id !== 1)
      .map((load) => load.id),
  },
});
