/**
 * axe-core's WCAG 2.1 A and AA rules over every route, for each role that opens it, at the desk
 * (1280 px) and on a phone (390 px): any violation fails, named with its rule and where it is.
 * axe runs in the page through the browser's debugging protocol, which the page's CSP does not
 * govern: the app's own policy stays as it is served.
 *
 * The walk is one test per page and width, in a file per person (accessibility-*.e2e.test.ts), so
 * that each page has its own time limit and the files share the two workers.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api.js';
import { showSettled } from './screens.js';
import { closeNotification, type useBrowser } from './support.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const WIDTHS = [1280, 390] as const;

interface AxeNode {
  target: string[];
}
interface AxeViolation {
  id: string;
  nodes: AxeNode[];
}

/** The violations on the page as it is now: `rule (count): first places`. */
export async function violations(page: Page): Promise<string[]> {
  // Once per document: a walk's page keeps it from one look to the next.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
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
  // What a second engine flagged on every list (HTML_CodeSniffer's H32.2, issue 43), checked here:
  // a form a keyboard cannot submit except by typing.
  const unsubmittable = await page.evaluate(() =>
    [...document.querySelectorAll('form')]
      .filter(
        (form) => !form.querySelector('button:not([type]), button[type=submit], input[type=submit], input[type=image]'),
      )
      .map((form) => form.className || form.id || 'form'),
  );
  return [
    ...found.map(
      ({ id, nodes }) =>
        `${id} (${nodes.length}): ${nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    ),
    ...(unsubmittable.length
      ? [`form without a submit button (${unsubmittable.length}): ${unsubmittable.join(' | ')}`]
      : []),
  ];
}

/** Each path as it shows once its data has arrived, with what axe finds there. */
export async function audit(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const report: Record<string, string[]> = {};
  for (const path of paths) {
    await showSettled(page, path);
    const found = await violations(page);
    if (found.length) report[path] = found;
  }
  return report;
}

export const STAFF = [
  '/overview',
  '/overview/5',
  // A record's history (?history opens it): the seeded permit request's decisions, a company's changes.
  '/overview/1?history',
  '/my-permit-request',
  '/my-loads',
  '/my-loads/create',
  '/my-loads/1',
  '/companies',
  '/companies/create',
  '/companies/1?history',
  '/company/1',
  '/company/1/loads',
  '/company/1/statistics',
  '/company/1?history',
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
  '/trash',
  '/main-settings',
  '/main-settings?history',
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
  '/notifications',
  // A request waiting on the member: its conversation, with a question and an internal note.
  '/overview/8',
];
export const ADMIN_ONLY = ['/accounts', '/accounts/create'];
export const MEMBER = [
  '/overview',
  '/my-permit-request',
  '/my-permit-request/create',
  '/my-loads',
  '/my-loads/create',
  // Their own records' history: a permit request of their company, one of its loads.
  '/overview/1?history',
  '/my-loads/1?history',
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
  '/notifications',
  // Their request that waits on them: the office's question and the answer box.
  '/overview/8',
];
export const PUBLIC = ['/auth', '/restore-password', '/no-such-page'];

async function ownPermitRequest(): Promise<number> {
  const { data } = await apiAs<{ data: { id: number }[] }>('member@example.com', 'GET', '/permit-requests?per_page=1');
  return data[0]?.id ?? 1;
}

/**
 * Every page of `paths` audited as `email` at both widths, one test each, on one signed-in page per
 * width that each test takes to its own path (`walkPageAs`); `{own}` in a path is the member's own
 * permit request, looked up when its test runs.
 */
export function auditEveryPage(browser: ReturnType<typeof useBrowser>, email: string, paths: readonly string[]) {
  describe.each(WIDTHS)(`as ${email} at %i px`, (width) => {
    const viewport = { width, height: 844 };
    it.each(paths)('finds nothing on %s', async (path) => {
      const page = await browser.walkPageAs(email, viewport);
      // A notification a page showed (none is expected) is gone before the next one is audited.
      await closeNotification(page);
      const at = path.includes('{own}') ? path.replace('{own}', String(await ownPermitRequest())) : path;
      expect(await audit(page, [at])).toEqual({});
    });
  });
}
