/**
 * Every page in the pseudo-locale (src/i18n/pseudo.ts: each catalogue string accented, lengthened
 * and wrapped in ⟦ ⟧), as large products look for text written in code: what a page shows, and
 * what it names for assistive technology (aria-label, title, placeholder, alt), is either the
 * catalogue's, marked, or data (what the API answered, the states' names, dates). Any other word
 * was written outside the catalogue, and another locale would leave it in English.
 */
import { readFileSync } from 'node:fs';
import { US_STATES } from '@permit-office/sdk';
import yaml from 'js-yaml';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PSEUDO_LOCALE, pseudoMessage } from '../src/i18n/pseudo.js';
import { storedItemKey } from '../src/session/store-key.js';
import { ADMIN_ONLY, MEMBER, PUBLIC, STAFF } from './axe.js';
import { showSettled } from './screens.js';
import { WALK_DAY } from './pinned-day.js';
import { apiUrl, useBrowser } from './support.js';

const { open, walkPageAs } = useBrowser({ day: WALK_DAY });

const WIDTHS = [1280, 390] as const;

/** Words that are data wherever they appear: the states' names and codes, the calendar's names. */
const CALENDAR = [
  ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 15))).flatMap((day) =>
    (['long', 'short'] as const).map((month) => day.toLocaleString('en-US', { month, timeZone: 'UTC' })),
  ),
  ...Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2026, 10, 22 + index))).flatMap((day) =>
    (['long', 'short'] as const).map((weekday) => day.toLocaleString('en-US', { weekday, timeZone: 'UTC' })),
  ),
  'AM',
  'PM',
];
const strings = (value: unknown, withKeys = false): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap((item) => strings(item, withKeys))
      : value !== null && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, item]) => [...(withKeys ? [key] : []), ...strings(item, withKeys)])
        : [];
/** The API reference (/docApi) shows the contract: its paths, names and descriptions are data there. */
const CONTRACT = strings(yaml.load(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')), true);
const ALWAYS_DATA = [...Object.entries(US_STATES).flat(), ...CALENDAR];

/** Every string of the API's answers and the app's configuration: text the page may show as data. */
const answered = new Set<string>(ALWAYS_DATA.map((text) => text.trim()));
async function keepData(response: Response): Promise<void> {
  const fromOutside = response.url().startsWith(apiUrl()) || new URL(response.url()).pathname === '/config.json';
  if (!fromOutside || !response.headers()['content-type']?.includes('json')) return;
  try {
    for (const text of strings(await response.json())) if (text.trim().length > 1) answered.add(text.trim());
  } catch {
    // Not JSON after all, or the page went away: nothing to keep.
  }
}

/** Where a text stands: its element, and the attribute when it is one. */
interface Said {
  text: string;
  where: string;
}

/** What the page says, visible or named: text nodes, and the attributes assistive technology reads. */
const saidOnPage = (page: Page): Promise<Said[]> =>
  page.evaluate(() => {
    const said: { text: string; where: string }[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !text.trim() || parent.closest('script, style, noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      said.push({ text, where: describe(parent) });
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value?.trim()) said.push({ text: value, where: `${describe(element)}[${name}]` });
      }
    }
    return said;
  });

/** The catalogue's marked parts taken out, innermost first (a message may hold another). */
function withoutCatalogue(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  return rest;
}

const patterns = new Map<string, RegExp>();
/** `value` where it stands whole: no letter or digit right before or after it. */
function wholeValue(value: string): RegExp {
  let pattern = patterns.get(value);
  if (!pattern) {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu');
    patterns.set(value, pattern);
  }
  return pattern;
}

/** A text with the catalogue's marked parts and the data taken out, if a word is left. */
function outsideCatalogue(text: string, data: readonly string[]): boolean {
  // Case aside: a screen may show a value in capitals (a card's brand) or a code in lower case.
  let rest = withoutCatalogue(text).toLowerCase();
  for (const value of data) {
    // A value whole, not inside a word: "in" from the data does not excuse the "in" of "Written in code".
    if (rest.includes(value)) rest = rest.replace(wholeValue(value), ' ');
  }
  return /\p{L}{2,}/u.test(rest);
}

async function textOutsideCatalogue(page: Page, shown: Iterable<string> = answered): Promise<string[]> {
  // Longest first: a name is taken out whole before a shorter value inside it.
  const data = [...shown].map((value) => value.toLowerCase()).sort((a, b) => b.length - a.length);
  const found = (await saidOnPage(page)).filter(({ text }) => outsideCatalogue(text, data));
  return [...new Set(found.map(({ text, where }) => `${where}: ${text.trim()}`))];
}

/** The app in the pseudo-locale from its first script on: react-admin's store item `locale`. */
async function inPseudoLocale(page: Page): Promise<Page> {
  await page.addInitScript(([key, locale]) => window.localStorage.setItem(key, JSON.stringify(locale)), [
    storedItemKey('locale'),
    PSEUDO_LOCALE,
  ] as const);
  page.on('response', (response) => void keepData(response));
  return page;
}

const NOT_FOUND = pseudoMessage('404 Not Found');
const prepared = new WeakSet<Page>();

async function look(page: Page, path: string): Promise<string[]> {
  await showSettled(page, path, { notFound: NOT_FOUND });
  // What the diagnostics page reports of the browser itself: its name, language, time zone, address.
  const browserFacts = await page.evaluate(() => [
    navigator.userAgent,
    navigator.language,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    window.location.origin,
  ]);
  browserFacts.forEach((fact) => answered.add(fact));
  // And the site's address, which the SDK takes from the API's when the configuration names none.
  answered.add(new URL(apiUrl()).origin);
  return textOutsideCatalogue(page, path === '/docApi' ? [...answered, ...CONTRACT] : answered);
}

describe('the walk', () => {
  it('sees a word written outside the catalogue, visible or named', async () => {
    const page = await inPseudoLocale(await open());
    expect(await look(page, '/auth')).toEqual([]);
    await page.evaluate(() => {
      const note = document.createElement('p');
      note.textContent = 'Written in code';
      const button = document.createElement('button');
      button.textContent = '×';
      button.setAttribute('aria-label', 'Named in code');
      document.body.append(note, button);
    });
    expect(await textOutsideCatalogue(page)).toEqual(['p: Written in code', 'button[aria-label]: Named in code']);
  });
});

describe('every page in the pseudo-locale shows no text outside the catalogue', () => {
  describe.each(WIDTHS)('at %i px', (width) => {
    const viewport = { width, height: 844 };
    it.each(PUBLIC)('the public page %s', async (path) => {
      const page = await inPseudoLocale(await open());
      await page.setViewportSize(viewport);
      // The sign-in page draws before anything is read from the API: what it shows is the catalogue's.
      expect(await look(page, path)).toEqual([]);
    });
    describe.each([
      ['admin@example.com', [...STAFF, ...ADMIN_ONLY]],
      ['member@example.com', MEMBER],
    ] as const)('as %s', (email, paths) => {
      it.each(paths)('%s', async (path) => {
        const page = await walkPageAs(email, viewport);
        if (!prepared.has(page)) {
          prepared.add(await inPseudoLocale(page));
        }
        expect(await look(page, path)).toEqual([]);
      });
    });
  });
});
