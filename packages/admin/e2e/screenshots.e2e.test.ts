/**
 * Every built section at 1280 and at 390 px wide, as the people who use it see it: a screenshot
 * for a person to look at, and no page wider than the phone.
 */
import { describe, it } from 'vitest';
import { photographSections } from './screens.js';
import { closeNotification, useBrowser } from './support.js';

const { signedIn } = useBrowser();

const staffPages = [
  '/overview',
  '/overview/5',
  '/my-permit-request',
  '/my-loads',
  '/my-loads/create',
  '/companies',
  '/company/1',
  '/applications',
  '/existing-member-list',
  '/contacts',
  '/invoices',
  '/card-operations',
  '/accounts',
  '/logs',
  '/main-settings',
  '/settings',
];
const memberPages = [
  '/overview',
  '/overview/5',
  '/my-loads',
  '/my-permit-request',
  '/my-permit-request/create',
  '/company-invoices',
  '/card-operations',
  '/company-info',
  '/contact-us',
  '/settings',
];

describe.each([
  ['admin@example.com', staffPages],
  ['member@example.com', memberPages],
] as const)('as %s', (email, pages) => {
  it.each([1280, 390])('each section at %i px', async (width) => {
    const page = await signedIn(email, { viewport: { width, height: 844 } });
    await closeNotification(page);
    await photographSections(page, email.startsWith('admin') ? 'staff' : 'member', pages, width);
  });
});
