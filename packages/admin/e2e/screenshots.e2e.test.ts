/**
 * Every built section at 1280 and at 390 px wide, as the people who use it see it: a screenshot
 * for a person to look at, and no page wider than the phone.
 */
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, dismissSignInPopups, notification, signIn, url, useBrowser } from './support.js';

const { open } = useBrowser();

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
    const page = await open();
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, email);
    await dismissSignInPopups(page);
    await notification(page).waitFor({ state: 'detached', timeout: 6000 });
    for (const path of pages) {
      await page.goto(url(path));
      await page.waitForLoadState('networkidle');
      await page.getByRole('main').waitFor();
      const role = email.startsWith('admin') ? 'staff' : 'member';
      await page.screenshot({ path: `${SCREENSHOTS}${role}${path.replaceAll('/', '-')}-${width}.png`, fullPage: true });
      expect(
        await page.getByRole('heading', { name: /Access denied|404 Not Found|An error occurred/ }).count(),
        path,
      ).toBe(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} is wider than ${width} px`).toBeLessThanOrEqual(0);
    }
  });
});
