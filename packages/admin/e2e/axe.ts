/**
 * Two engines over every route, for each role that opens it, at the desk (1280 px) and on a phone
 * (390 px): axe-core's WCAG 2.1 A and AA rules, and HTML_CodeSniffer's WCAG2AA standard (the engine
 * pa11y runs by default, which catches what axe does not look for, such as a form without a submit
 * button). Any violation of either fails, named with its rule and where it is. Both run in the page
 * through the browser's debugging protocol, which the page's CSP does not govern: the app's own
 * policy stays as it is served. HTML_CodeSniffer reads the document's own tree (querySelectorAll),
 * not shadow roots: the API reference's RapiDoc is axe's alone.
 *
 * The walk is one test per page and width, in a file per person (accessibility-*.e2e.test.ts), so
 * that each page has its own time limit and the files share the two workers.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api.js';
import { lookAtSettled, showSettled } from './screens.js';
import { closeNotification, type useBrowser } from './support.js';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
// The package's build: one script with every standard and the translations, so that HTMLCS loads
// nothing more into the page (its sources would fetch each standard's file with a <script>).
const HTMLCS = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const WIDTHS = [1280, 390] as const;

/**
 * HTML_CodeSniffer's errors that are not the app's: each by its exact code and the elements it is
 * wrong about. Its warnings and notices ("check that…", what a person has to judge) are left out,
 * as pa11y leaves them out by default.
 */
const HTMLCS_NOT_OURS: readonly { code: string; on: string }[] = [
  // Its table of autofill fields predates the HTML standard's Username group: `username` is meant
  // for an email field too (the address is the account's name), which axe's autocomplete-valid
  // accepts and password managers expect on a sign-in form.
  { code: 'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98', on: 'input[type=email][autocomplete=username]' },
];

interface AxeNode {
  target: string[];
}
interface AxeViolation {
  id: string;
  nodes: AxeNode[];
}
interface SnifferError {
  code: string;
  message: string;
  places: string[];
}

/** axe-core's violations on the page as it is now: `rule (count): first places`. */
async function axeViolations(page: Page): Promise<string[]> {
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
  return found.map(
    ({ id, nodes }) =>
      `${id} (${nodes.length}): ${nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * HTML_CodeSniffer's errors on the page as it is now, WCAG2AA: `code (count): message: first
 * places`, a place being a selector and the start of the element's markup.
 */
async function snifferErrors(page: Page): Promise<string[]> {
  // Once per document, as axe. The build is a UMD script that, with no module system in the page,
  // sets its globals on `this`, the window of a script evaluated at the top.
  if (!(await page.evaluate(() => 'HTMLCS' in window))) {
    await page.evaluate(HTMLCS);
    // Its autocomplete sniff asks for its messages as InvalidAutoComplete_…, which the translations
    // spell InvalidAutocomplete_…: a field it finds wrong threw instead of being reported.
    await page.evaluate(() => {
      const { en } = (window as unknown as { translation: { en: Record<string, string> } }).translation;
      for (const [key, text] of Object.entries(en)) {
        if (key.startsWith('1_3_5_H98.InvalidAutocomplete_')) en[key.replace('Autocomplete', 'AutoComplete')] ??= text;
      }
    });
  }
  const found = await page.evaluate(async (ignored): Promise<SnifferError[]> => {
    interface Message {
      type: number;
      code: string;
      msg: string;
      element: Element | Document;
    }
    const sniffer = (
      window as unknown as {
        HTMLCS: {
          ERROR: number;
          process: (
            standard: string,
            content: Document,
            done: () => void,
            failed: (reason?: unknown) => void,
            language: string,
          ) => void;
          getMessages: () => Message[];
        };
      }
    ).HTMLCS;
    await new Promise<void>((resolve, reject) =>
      sniffer.process('WCAG2AA', document, resolve, () => reject(new Error('HTML_CodeSniffer failed')), 'en'),
    );
    // Where an element is: its tag with its id or first classes, under the nearest ancestors.
    const step = (element: Element): string => {
      const tag = element.tagName.toLowerCase();
      if (element.id) return `${tag}#${element.id}`;
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
      return tag + classes.join('');
    };
    const place = (element: Element | Document): string => {
      if (!(element instanceof Element)) return 'the document';
      const path = [step(element)];
      for (let up = element.parentElement; up && path.length < 3 && !path[0]?.includes('#'); up = up.parentElement) {
        path.unshift(step(up));
      }
      const markup = element.outerHTML.replace(/\s+/g, ' ');
      return `${path.join(' > ')} ${markup.length > 120 ? `${markup.slice(0, 120)}…` : markup}`;
    };
    const byCode = new Map<string, SnifferError>();
    for (const message of sniffer.getMessages()) {
      if (message.type !== sniffer.ERROR) continue;
      const { element } = message;
      if (ignored.some(({ code, on }) => code === message.code && element instanceof Element && element.matches(on))) {
        continue;
      }
      const error = byCode.get(message.code) ?? { code: message.code, message: message.msg, places: [] };
      error.places.push(place(element));
      byCode.set(message.code, error);
    }
    return [...byCode.values()];
  }, HTMLCS_NOT_OURS);
  return found.map(
    ({ code, message, places }) => `${code} (${places.length}): ${message}: ${places.slice(0, 3).join(' | ')}`,
  );
}

/** What either engine finds on the page as it is now: axe's rules, then HTML_CodeSniffer's codes. */
export async function violations(page: Page): Promise<string[]> {
  return [...(await axeViolations(page)), ...(await snifferErrors(page))];
}

/** Each path as it shows once its data has arrived, with what the engines find there. */
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
  '/my-vehicles',
  '/my-vehicles/create',
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
  '/site-settings/main-settings',
  '/site-settings/customer-manual',
  '/site-settings/holiday-closures',
  '/site-settings/state-regulations',
  '/site-settings/city-rates',
  '/site-settings/city-rates/create',
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
  '/my-vehicles',
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

/** How a person's pictures are named (e2e-screenshots/): an admin's as staff's. */
const WHO: Record<string, string> = { 'admin@example.com': 'staff', 'member@example.com': 'member' };

/**
 * Every page of `paths` audited as `email` at both widths, one test each, on one signed-in page per
 * width that each test takes to its own path (`walkPageAs`), and looked at while it is there
 * (`lookAtSettled`: photographed, no error screen, no wider than the window); `{own}` in a path is
 * the member's own permit request, looked up when its test runs.
 */
export function auditEveryPage(browser: ReturnType<typeof useBrowser>, email: string, paths: readonly string[]) {
  describe.each(WIDTHS)(`as ${email} at %i px`, (width) => {
    const viewport = { width, height: 844 };
    it.each(paths)(
      'finds nothing on %s',
      async (path) => {
        const page = await browser.walkPageAs(email, viewport);
        // A notification a page showed (none is expected) is gone before the next one is audited.
        await closeNotification(page);
        const at = path.includes('{own}') ? path.replace('{own}', String(await ownPermitRequest())) : path;
        expect(await audit(page, [at])).toEqual({});
        // While the page is there: its picture for a person to look at, and that it fits the window
        // (a walk of its own had loaded each page again for these).
        await lookAtSettled(page, WHO[email] ?? email.split('@')[0] ?? email, at, width);
      },
      // A guard against a page that never settles, not a speed figure: axe walks the API reference's
      // shadow DOM too (a section of the contract drawn by RapiDoc).
      150_000,
    );
  });
}
