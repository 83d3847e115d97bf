/**
 * A spreadsheet read in a worker (spreadsheet.worker.ts), so that a large file never holds the
 * page: the bytes go to the worker, the table comes back. Where a worker cannot start (a browser
 * that refuses it), the file is read here, as before: slower for a large file, never lost.
 */
import { readSpreadsheet, type ReadProblem, type ReadSpreadsheet } from './read-spreadsheet.js';

export function readSpreadsheetOffThread(bytes: ArrayBuffer): Promise<ReadSpreadsheet | ReadProblem> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return Promise.resolve(readSpreadsheet(new Uint8Array(bytes)));
  }
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<ReadSpreadsheet | ReadProblem>) => {
      worker.terminate();
      resolve(event.data);
    };
    // The worker failed to load or to run: read the file here instead (the bytes are still ours if
    // it never took them; a copy is kept for that).
    const copy = bytes.slice(0);
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(readSpreadsheet(new Uint8Array(copy)));
    };
    worker.postMessage(bytes, [bytes]);
  });
}
