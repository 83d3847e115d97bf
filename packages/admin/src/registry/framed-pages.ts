/**
 * The pages whose title the shell's frame draws while the back office's code is on its way
 * (layouts/shell-frame): a list that has a title (registry/list-titles.ts), an edit form that
 * react-admin titles with its record (registry/record-titles.ts), and the overview, whose first
 * screen it draws on a phone. On such a page the back office's
 * code is asked for once the frame is drawn (routes/Root.tsx), and the hosts leave it out of the
 * page (boot/signed-in-preload.ts, deploy/nginx), so that the title does not share a phone's
 * bandwidth with it (issue 68).
 */
import { titledListAt } from './list-titles.js';
import { opensOnOverview } from './paths.js';
import { titledRecordAt } from './record-titles.js';

export const titledByTheFrame = (pathname: string): boolean =>
  titledListAt(pathname) !== undefined || titledRecordAt(pathname) !== undefined || opensOnOverview(pathname);
