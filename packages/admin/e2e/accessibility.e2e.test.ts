/**
 * axe-core's WCAG 2.1 A and AA rules over every route, for each role that opens it, at the desk
 * (1280 px) and on a phone (390 px): any violation fails, named with its rule and where it is.
 * axe runs in the page through the browser's debugging protocol, which the page's CSP does not
 * govern: the app's own policy stays as it is served.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api.js';
import { notification, url, useBrowser } from './support.js';

const { open, signedIn } = useBrowser();

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [1280, 390] as const;

interface AxeNode {
  target: string[];
}
interface AxeViolation {
  id: string;
  nodes: AxeNode[];
}

/** The violations on the page as it is now: `rule (count): first places`. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // No preload of the page's CSS: axe would copy shadow roots' <style>s into a document of its own,
    // which the page's CSP refuses (a violation of the harness's, not the app's).
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, preload: false });
    return result.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map((node) => ({ target: node.target })) }));
  }, WCAG_21_AA);
  return found.map(
    ({ id, nodes }) =>
      `${id} (${nodes.length}): ${nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** Each path as it shows once its data has arrived, with what axe finds there. */
async function audit(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const report: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(url(path));
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').first().waitFor();
    const found = await violations(page);
    if (found.length) report[path] = found;
  }
  return report;
}

const STAFF = [
  '/overview',
  '/overview/5',
  '/my-permit-request',
  '/my-loads',
  '/my-loads/create',
  '/my-loads/1',
  '/companies',
  '/companies/create',
  '/company/1',
  '/company/1/loads',
  '/company/1/statistics',
  '/applications',
  '/existing-member-list',
  '/existing-member-list/create',
  '/contacts',
  '/contacts/1/show',
  '/invoices',
  '/invoices/1',
  '/card-operations',
  '/card-operations/create',
  '/annual',
  '/annual/create',
  '/permit-calculation/city',
  '/state-notes',
  '/state-notes/create',
  '/logs',
  '/main-settings',
  '/statistic',
  '/agent-statistics',
  '/site-settings/general',
  '/site-settings/customer-manual',
  '/site-settings/holiday-closures',
  '/site-settings/state-regulations',
  '/site-settings/blog',
  '/site-settings/blog/create',
  '/site-settings/pages',
  '/site-settings/services',
  '/docApi',
  '/test',
  '/settings',
];
const ADMIN_ONLY = ['/accounts', '/accounts/create'];
const MEMBER = [
  '/overview',
  '/my-permit-request',
  '/my-permit-request/create',
  '/my-loads',
  '/my-loads/create',
  '/company-invoices',
  '/card-operations',
  '/annual',
  '/permit-calculation/city',
  '/company-state-regulation',
  '/company-state-regulation/1/show',
  '/company-info',
  '/contact-us',
  '/company-statistic',
  '/settings',
];
const PUBLIC = ['/auth', '/restore-password', '/no-such-page'];

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it.each(WIDTHS)('finds nothing on the public pages at %i px', async (width) => {
    const page = await open();
    await page.setViewportSize({ width, height: 844 });
    expect(await audit(page, PUBLIC)).toEqual({});
  });

  it.each(WIDTHS)('finds nothing on any page an admin opens at %i px', { timeout: 600_000 }, async (width) => {
    const page = await signedIn('admin@example.com', { viewport: { width, height: 844 } });
    await notification(page).waitFor({ state: 'detached', timeout: 6000 });
    expect(await audit(page, [...STAFF, ...ADMIN_ONLY])).toEqual({});
  });

  it.each(WIDTHS)('finds nothing on any page an agent opens at %i px', { timeout: 600_000 }, async (width) => {
    const page = await signedIn('agent@example.com', { viewport: { width, height: 844 } });
    await notification(page).waitFor({ state: 'detached', timeout: 6000 });
    expect(await audit(page, STAFF)).toEqual({});
  });

  it.each(WIDTHS)('finds nothing on any page a member opens at %i px', { timeout: 300_000 }, async (width) => {
    const { data } = await apiAs<{ data: { id: number }[] }>(
      'member@example.com',
      'GET',
      '/permit-requests?per_page=1',
    );
    const own = data[0]?.id ?? 1;
    const page = await signedIn('member@example.com', { viewport: { width, height: 844 } });
    await notification(page).waitFor({ state: 'detached', timeout: 6000 });
    expect(await audit(page, [...MEMBER, `/overview/${own}`])).toEqual({});
  });
});

describe('the keyboard', () => {
  it('reaches every action of a list with a visible focus', async () => {
    const page = await signedIn('agent@example.com');
    await notification(page).waitFor({ state: 'detached', timeout: 6000 });
    await page.goto(url('/invoices'));
    await page.locator('tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    const reached = new Set<string>();
    const unseen: string[] = [];
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        // MUI marks keyboard focus with a class and draws it as a ripple or a background.
        const drawn =
          (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') ||
          style.boxShadow !== 'none' ||
          element.classList.contains('Mui-focusVisible') ||
          element.closest('.Mui-focusVisible, .Mui-focused') !== null;
        const name =
          element.getAttribute('aria-label') ??
          element.getAttribute('placeholder') ??
          element.innerText.trim().split('\n')[0];
        return {
          name: `${element.tagName.toLowerCase()}: ${name}`,
          visible: element.matches(':focus-visible') && drawn,
        };
      });
      if (!focused) continue;
      reached.add(focused.name);
      if (!focused.visible) unseen.push(focused.name);
    }
    expect(unseen).toEqual([]);
    const names = [...reached].join(' | ');
    for (const action of [
      'Search',
      'Toggle light/dark mode',
      'Invoices',
      'Add filter',
      'Columns',
      'Export',
      'Select ',
    ]) {
      expect(names, `${action} is not reached by Tab`).toContain(action);
    }
  });
});
