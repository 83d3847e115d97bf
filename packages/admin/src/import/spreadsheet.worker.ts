/**
 * The reading of a spreadsheet, off the page's main thread (issue 65): a file of 50,000 rows takes
 * longer to decode and split than a frame, and the page stays answering meanwhile. It takes the
 * file's bytes (moved here, not copied) and answers its table or its problem (read-spreadsheet.ts).
 */
import { readSpreadsheet } from './read-spreadsheet.js';

self.onmessage = (event: MessageEvent<ArrayBuffer>) => {
  self.postMessage(readSpreadsheet(new Uint8Array(event.data)));
};
