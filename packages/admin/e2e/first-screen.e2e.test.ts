/**
 * A screen opened from its address has its data asked for beside react-admin's code rather than
 * after react-admin's first render (sections/preload.ts, issue 23): a list's first page, as the
 * list itself asks for it, and an edit form's record. Asked for once: a read the screen did not
 * recognise as its own would show here as a second request. And never what the access rule does
 * not let the person read (a refused read would end the session).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessDeniedAt } from './screens.js';
import { allowConsoleErrors, apiUrl, LIST_RECORDS, mockApi, networkSettled, url, useBrowser } from './support.js';

const { state, open, signedIn } = useBrowser();

/** The GET requests made to the API under `path` since `from` (an index into the requests seen). */
const readsOf = (path: string, from = 0) =>
  state.requests
    .slice(from)
    .filter((request) => request.startsWith(`GET ${apiUrl()}${path}`))
    .map((request) => request.slice(`GET ${apiUrl()}`.length));

/** Opens `path` from its address, as a bookmark does, and waits until its answers are all in. */
async function openFresh(page: Page, path: string, shown: string): Promise<number> {
  const from = state.requests.length;
  await page.goto(url(path));
  await page.locator(shown).first().waitFor();
  await networkSettled(page);
  return from;
}

/**
 * Holds the download of the screen's own code (`chunk`, a file name's start) until the page has
 * asked the API for `path`, or for at most a few seconds: whether the data was asked for before
 * the screen's code arrived, which only an early read can do.
 */
async function askedBeforeTheScreensCode(page: Page, chunk: string, path: string): Promise<() => boolean> {
  let seen: () => void = () => undefined;
  const dataAsked = new Promise<void>((resolve) => (seen = resolve));
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().startsWith(`${apiUrl()}${path}`)) seen();
  });
  let answer: boolean | undefined;
  await page.route(`**/assets/${chunk}-*.js`, async (route) => {
    const cap = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 5_000));
    answer ??= (await Promise.race([dataAsked, cap])) !== 'late';
    await route.continue();
  });
  return () => answer === true;
}

/** What the app bar shows each time the page asks for react-admin's code (the AdminApp chunk). */
async function bannerWhenTheBackOfficeIsAsked(page: Page): Promise<(string | null)[]> {
  const shown: (string | null)[] = [];
  await page.route('**/assets/AdminApp-*.js', async (route) => {
    shown.push(await page.getByRole('banner').textContent());
    await route.continue();
  });
  return shown;
}

/** Every notification the page shows from now on, in order (the same text shown twice counts twice). */
async function notificationsShown(page: Page): Promise<string[]> {
  const shown: string[] = [];
  await page.exposeBinding('__e2eNotificationShown', (_source, text: string) => shown.push(text));
  await page.addInitScript(() => {
    let last = '';
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="notification"]')?.textContent ?? '';
      if (text && text !== last)
        (window as unknown as { __e2eNotificationShown: (t: string) => void }).__e2eNotificationShown(text);
      last = text;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return shown;
}

describe('the configuration', () => {
  it('is asked for once per load, by the page as it is read, not by its code once run', async () => {
    const page = await signedIn('member@example.com', { blank: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const asked: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (new URL(request.url).pathname === '/config.json') asked.push(initiator.type);
    });
    for (const path of ['/my-permit-request', '/overview']) {
      asked.length = 0;
      await openFresh(page, path, path === '/overview' ? 'main' : LIST_RECORDS);
      // The parser's preload (index.html), whose answer the app's own request takes: one request.
      expect(asked, path).toEqual(['parser']);
    }
  });
});

describe("the sign-in page's code", () => {
  it('is named whole by the page, so that a phone asks for it at once, not a file after another', async () => {
    // The entry evaluates the shell's libraries one group per task through dynamic imports
    // (src/main.tsx): what those ask for is preloaded with the page (vite.config.ts), or each
    // would be asked for only once the one before it had run.
    const page = await open();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/assets\/[^/]+\.js$/.test(pathname)) scripts.add(pathname);
    });
    const answer = await page.goto(url('/auth'));
    const named = new Set(
      [...((await answer?.text()) ?? '').matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
        ([, path]) => path,
      ),
    );
    await page.getByLabel('Email').waitFor();
    await networkSettled(page);
    // The entry, the stages and their chunks: more than the entry alone.
    expect(scripts.size).toBeGreaterThan(4);
    expect([...scripts].filter((path) => !named.has(path))).toEqual([]);
  });
});

/**
 * The order in which `parts` (CSS selectors, by name) first appear on the page from its next load
 * on: a MutationObserver in the page writes it down as each one is first there.
 */
async function appearanceOrder(page: Page, parts: Record<string, string>): Promise<() => Promise<string[]>> {
  await page.addInitScript((watched: Record<string, string>) => {
    const seen: string[] = [];
    (window as unknown as { __e2eAppeared: string[] }).__e2eAppeared = seen;
    new MutationObserver(() => {
      for (const [name, selector] of Object.entries(watched))
        if (!seen.includes(name) && document.querySelector(selector)) seen.push(name);
    }).observe(document, { subtree: true, childList: true });
  }, parts);
  return () => page.evaluate(() => (window as unknown as { __e2eAppeared: string[] }).__e2eAppeared);
}

describe("the app bar's buttons", () => {
  it("come after the page's first screen, the bar and its title before it", async () => {
    const page = await signedIn('member@example.com', { blank: true });
    // The screen's code in the browser's cache first, as on a daily visit: the buttons wait for a
    // screen that is on its way to being drawn. Fetched cold under a busy machine, the code could
    // come after the layout had drawn the bar, and the buttons, with nothing held, before it.
    await page.goto(url('/my-permit-request'));
    await page.locator('.RaList-main').waitFor();
    await networkSettled(page);
    const order = await appearanceOrder(page, {
      bar: 'header #react-admin-title',
      // The list's screen as it is first drawn: its records may still be on their way.
      screen: '.RaList-main',
      profile: 'header button[aria-label$=", profile"]',
    });
    await openFresh(page, '/my-permit-request', 'header button[aria-label$=", profile"]');
    expect(await order()).toEqual(['bar', 'screen', 'profile']);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).waitFor();
  });

  it("leave the search's Ctrl+K heard from the moment the bar is there, before the screen is drawn", async () => {
    const page = await signedIn('member@example.com', { blank: true });
    // The screen's code held back until the search has opened: the first screen cannot be drawn.
    let searched: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (searched = resolve));
    await page.route('**/assets/PermitRequestList-*.js', async (route) => {
      await opened;
      await route.continue();
    });
    await page.goto(url('/my-permit-request'));
    // The bar is there; its title, written by the screen, still empty.
    await page.locator('header #react-admin-title').waitFor({ state: 'attached' });
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: /^Search/ }).waitFor();
    searched();
    await page.locator(LIST_RECORDS).first().waitFor();
  });

  it('come on a page without a screen of a section, where nothing else would bring them', async () => {
    const page = await signedIn('admin@example.com', { blank: true });
    await page.goto(url('/overview/abc'));
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /, profile$/ })
      .waitFor();
  });
});

describe("a list's title", () => {
  /** The app bar's title as a person reads it. */
  const titleOf = (page: Page) => page.locator('header #react-admin-title');

  it("is in the app bar before the list's code has come, and there once after", async () => {
    for (const [email, path, chunk, title] of [
      ['member@example.com', '/my-permit-request', 'PermitRequestList', 'My permit requests'],
      ['agent@example.com', '/my-permit-request', 'PermitRequestList', 'Permit requests'],
      ['admin@example.com', '/site-settings/blog', 'BlogPostList', 'Website: blog posts'],
    ] as const) {
      const page = await signedIn(email, { blank: true });
      // The list's code held back until its title has been seen: the title cannot be the list's.
      let seen: () => void = () => undefined;
      const titled = new Promise<void>((resolve) => (seen = resolve));
      await page.route(`**/assets/${chunk}-*.js`, async (route) => {
        await titled;
        await route.continue();
      });
      await page.goto(url(path));
      await expect.poll(() => titleOf(page).textContent(), { timeout: 10_000 }).toBe(title);
      expect(await page.locator(LIST_RECORDS).count(), path).toBe(0);
      seen();
      await page.locator(LIST_RECORDS).first().waitFor();
      await networkSettled(page);
      expect(await titleOf(page).textContent(), path).toBe(title);
      await page.close();
    }
  });

  it("is drawn by the shell's frame before the back office's code is asked for, on a list's first load", async () => {
    const page = await signedIn('member@example.com', { blank: true });
    const shownWhenAsked = await bannerWhenTheBackOfficeIsAsked(page);
    await openFresh(page, '/my-permit-request', LIST_RECORDS);
    expect(shownWhenAsked.length).toBeGreaterThan(0);
    expect(shownWhenAsked.every((shown) => shown === 'My permit requests')).toBe(true);
    expect(await titleOf(page).textContent()).toBe('My permit requests');
  });

  it("is an edit form's title too, with its record, read once, before the back office's code is asked for", async () => {
    const page = await signedIn('admin@example.com', { blank: true });
    const shownWhenAsked = await bannerWhenTheBackOfficeIsAsked(page);
    const from = await openFresh(page, '/companies/1', 'form input[name="name"]');
    const name = await page.locator('form input[name="name"]').inputValue();
    expect(name).not.toBe('');
    // The frame's title is react-admin's own, word for word.
    expect(shownWhenAsked.length).toBeGreaterThan(0);
    expect(shownWhenAsked.every((shown) => shown === `Companies ${name}`)).toBe(true);
    await expect.poll(() => titleOf(page).textContent()).toBe(`Companies ${name}`);
    expect(readsOf('/companies/1', from).filter((path) => /^\/companies\/1(\?|$)/.test(path))).toEqual([
      '/companies/1',
    ]);
  });

  it('names no list the person may not open', async () => {
    const page = await signedIn('member@example.com', { blank: true });
    await expectAccessDeniedAt(page, ['/accounts']);
    await networkSettled(page);
    expect(await titleOf(page).textContent()).not.toContain('Staff accounts');
  });

  it("gives way to a record's title, and comes back with the list", async () => {
    const page = await signedIn('member@example.com', { blank: true });
    await openFresh(page, '/my-permit-request', LIST_RECORDS);
    await page.locator(LIST_RECORDS).first().click();
    await page.waitForURL(/\/overview\/[^/]+$/);
    await expect.poll(() => titleOf(page).textContent()).toMatch(/^PR-/);
    await page.goBack();
    await page.locator(LIST_RECORDS).first().waitFor();
    await expect.poll(() => titleOf(page).textContent()).toBe('My permit requests');
  });

  // The app bar and the menu are drawn again only for what they read themselves (the address),
  // not with every screen the layout holds.
  it("and the menu's marked item follow the person from screen to screen", async () => {
    const page = await signedIn('member@example.com', { blank: true });
    const marked = (at: Page) => at.locator('.RaMenuItemLink-active').allInnerTexts();
    await openFresh(page, '/my-permit-request', LIST_RECORDS);
    await expect.poll(() => marked(page)).toEqual(['Permit requests']);
    await page.getByRole('menuitem', { name: 'Overview' }).click();
    await page.waitForURL(/\/overview$/);
    await expect.poll(() => marked(page)).toEqual(['Overview']);
    await expect.poll(() => titleOf(page).textContent()).not.toBe('My permit requests');
    await page.goBack();
    await page.locator(LIST_RECORDS).first().waitFor();
    await expect.poll(() => marked(page)).toEqual(['Permit requests']);
    await expect.poll(() => titleOf(page).textContent()).toBe('My permit requests');
  });
});

describe("the overview's first screen on a phone", () => {
  /** The headings the person sees (not those kept hidden), with where they are. */
  const headingsShown = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('h1, h2')]
        .filter((heading) => heading.checkVisibility({ visibilityProperty: true }))
        .map((heading) => {
          const { x, y } = heading.getBoundingClientRect();
          return `${heading.textContent} at ${Math.round(x)},${Math.round(y)}`;
        }),
    );

  it("is drawn by the shell's frame before the back office's code is asked for, and the page takes its place with nothing moved or blank", async () => {
    const page = await signedIn('admin@example.com', { blank: true, viewport: { width: 390, height: 844 } });
    // The frame as it is when the back office's code is asked for.
    let frame: Promise<string[]> | undefined;
    await page.route('**/assets/AdminApp-*.js', async (route) => {
      frame ??= headingsShown(page);
      await frame;
      await route.continue();
    });
    // The overview's answers held until the page has drawn itself without them.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    for (const read of ['/overview', '/statistics/workload'])
      await page.route(new RegExp(`^${apiUrl()}${read}([?#].*)?$`), async (route) => {
        await held;
        await route.continue();
      });
    // What the browser reports moved on the page (its layout shifts), by element; and each frame
    // drawn without the page's heading once it had been drawn (what went blank on its way).
    await page.addInitScript(() => {
      const moved: string[] = [];
      const blank: string[] = [];
      Object.assign(window, { __e2eMoved: moved, __e2eBlank: blank });
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as unknown as { sources: { node?: Node }[] }[])
          for (const { node } of entry.sources) moved.push(node?.nodeName ?? 'gone');
      }).observe({ type: 'layout-shift', buffered: true });
      let headingDrawn = false;
      const everyFrame = () => {
        const heading = [...document.querySelectorAll('h1')].some((h1) => h1.checkVisibility());
        if (heading) headingDrawn = true;
        else if (headingDrawn) blank.push(document.getElementById('root')?.innerHTML.slice(0, 200) ?? '');
        requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
    });
    await page.goto(url('/overview'));
    // react-admin's own app bar, with its menu button, is the page's.
    await page.getByRole('button', { name: /menu/i }).first().waitFor();
    const named = (shown: string[]) => shown.map((heading) => heading.replace(/ at .*/, ''));
    expect(named((await frame) ?? [])).toEqual(['Overview', 'Open requests per person']);
    // The same headings where the frame had them. Awaited: on a busy machine react-admin's bar was
    // seen a moment before its first screen's headings (a clean-clone run, 2026-12-04).
    const drawnByTheFrame = await frame;
    await expect.poll(() => headingsShown(page)).toEqual(drawnByTheFrame);
    release();
    await page.getByRole('columnheader', { name: 'Person' }).waitFor();
    expect(named(await headingsShown(page))).toEqual([
      'Overview',
      'Open requests per person',
      'The last 12 months',
      'Recent activity',
    ]);
    // The page as a whole never moved: neither as the frame came nor as the back office took its
    // place (a margin of the frame's passed through to the body: Lighthouse's CLS 0.2 on a phone).
    const moved = await page.evaluate(() => (window as unknown as { __e2eMoved: string[] }).__e2eMoved);
    expect(moved.filter((name) => name === 'BODY' || name === 'HTML')).toEqual([]);
    // Nor went blank: react-admin drew nothing for a render while its store had no locale, and its
    // layout came with the page's part empty until the screen's own commit.
    expect(await page.evaluate(() => (window as unknown as { __e2eBlank: string[] }).__e2eBlank)).toEqual([]);
  });
});

describe("the first screen's data", () => {
  it("reads a list's first page once, as the list opens for staff: the open requests, due first (the queue)", async () => {
    const page = await signedIn('admin@example.com', { blank: true });
    const early = await askedBeforeTheScreensCode(page, 'PermitRequestList', '/permit-requests');
    const from = await openFresh(page, '/my-permit-request', LIST_RECORDS);
    expect(readsOf('/permit-requests', from)).toEqual([
      '/permit-requests?open=true&sort=due_at&order=asc&page=1&per_page=25',
    ]);
    expect(early()).toBe(true);
  });

  it('reads it once as a member opens it: every request of their company', async () => {
    const page = await signedIn('member@example.com', { blank: true });
    const from = await openFresh(page, '/my-permit-request', LIST_RECORDS);
    expect(readsOf('/permit-requests', from)).toEqual([
      '/permit-requests?sort=created_at&order=desc&page=1&per_page=25',
    ]);
  });

  it('reads it once with the sort the person chose last time, and once with the query of the address', async () => {
    const page = await signedIn('admin@example.com', { blank: true });
    await openFresh(page, '/my-permit-request', LIST_RECORDS);
    await page.getByRole('columnheader', { name: 'Number' }).getByRole('button').click();
    // react-admin keeps the choice in its store (localStorage) for the next visit.
    await page.waitForFunction(() =>
      Object.keys(localStorage).some(
        (key) => key.endsWith('my-permit-request.listParams') && localStorage.getItem(key)?.includes('"sort":"number"'),
      ),
    );
    await networkSettled(page);

    const reopened = await openFresh(page, '/my-permit-request', LIST_RECORDS);
    expect(readsOf('/permit-requests', reopened)).toEqual([
      '/permit-requests?open=true&sort=number&order=asc&page=1&per_page=25',
    ]);

    const filter = encodeURIComponent(JSON.stringify({ status: 'approved' }));
    const linked = await openFresh(
      page,
      `/my-permit-request?filter=${filter}&sort=created_at&order=DESC&page=1&perPage=10`,
      LIST_RECORDS,
    );
    expect(readsOf('/permit-requests', linked)).toEqual([
      '/permit-requests?status=approved&sort=created_at&order=desc&page=1&per_page=10',
    ]);
  });

  it.each([
    ['admin@example.com', '/companies', 'CompanyList', '/companies?'],
    ['member@example.com', '/my-loads', 'LoadList', '/loads?'],
    ['admin@example.com', '/applications', 'ApplicationList', '/applications?'],
  ])('as %s, reads the first page of %s once, before its code is there', async (email, path, chunk, read) => {
    const page = await signedIn(email, { blank: true });
    const early = await askedBeforeTheScreensCode(page, chunk, read);
    const from = await openFresh(page, path, LIST_RECORDS);
    expect(readsOf(read, from)).toHaveLength(1);
    expect(early()).toBe(true);
  });

  it("reads an edit form's record once", async () => {
    const page = await signedIn('admin@example.com', { blank: true });
    const early = await askedBeforeTheScreensCode(page, 'CompanyEdit', '/companies/1');
    const from = await openFresh(page, '/companies/1', 'form input[name="name"]');
    expect(early()).toBe(true);
    expect(readsOf('/companies/1', from).filter((path) => /^\/companies\/1(\?|$)/.test(path))).toEqual([
      '/companies/1',
    ]);
  });

  it("reads a show screen's record once, before its code is there", async () => {
    const page = await signedIn('admin@example.com', { blank: true });
    const early = await askedBeforeTheScreensCode(page, 'ContactScreens', '/contacts/1');
    const from = await openFresh(page, '/contacts/1/show', '.RaShow-main');
    expect(early()).toBe(true);
    expect(readsOf('/contacts/1', from).filter((path) => /^\/contacts\/1(\?|$)/.test(path))).toEqual(['/contacts/1']);
  });

  it('reads nothing the access rule keeps from the person', async () => {
    const page = await signedIn('member@example.com', { blank: true });
    const from = state.requests.length;
    await expectAccessDeniedAt(page, ['/companies/1', '/companies', '/contacts/1/show']);
    await networkSettled(page);
    expect(readsOf('/companies', from)).toEqual([]);
    // Nor the count of what is new at a staff-only address (it was asked, refused, and the session ended).
    expect(readsOf('/contacts', from)).toEqual([]);
  });

  it('asks once when the first read fails, and says so once', async () => {
    allowConsoleErrors(/status of 500/, /status of 404/);
    const page = await signedIn('admin@example.com', { blank: true });
    const shown = await notificationsShown(page);
    await mockApi.fault({ method: 'GET', path: '/permit-requests', status: 500, count: 5 });
    try {
      const from = await openFresh(page, '/my-permit-request', '[data-testid="notification"]');
      expect(readsOf('/permit-requests', from)).toHaveLength(1);
      expect(shown).toEqual(['Internal Server Error. Something went wrong!']);
    } finally {
      await mockApi.clearFaults();
    }

    shown.length = 0;
    const from = await openFresh(page, '/companies/999999', '[data-testid="notification"]');
    expect(readsOf('/companies/999999', from)).toEqual(['/companies/999999']);
    expect(shown.filter((text) => text === 'Page not found!')).toHaveLength(1);
  });
});

describe("the overview's figures as they come", () => {
  it.each([
    ['a member', 'at the desk', 'member@example.com', { width: 1280, height: 900 }],
    ['a member', 'on a phone', 'member@example.com', { width: 390, height: 844 }],
    ['staff', 'at the desk', 'admin@example.com', { width: 1280, height: 900 }],
  ] as const)(
    'take the places drawn for them, for %s %s: the cards below stay where they are',
    async (_who, _where, email, viewport) => {
      const page = await signedIn(email, { blank: true, viewport });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(new RegExp(`^${apiUrl()}/overview([?#].*)?$`), async (route) => {
        await held;
        await route.continue();
      });
      // Where the first card under the figures has its heading.
      const firstCard = () =>
        page.evaluate(() => Math.round(document.querySelector('#main-content h2')?.getBoundingClientRect().top ?? -1));
      await page.goto(url('/overview'));
      await page.locator('#main-content h2').first().waitFor();
      await page.locator('#main-content .MuiSkeleton-root').first().waitFor();
      const whileRead = await firstCard();
      release();
      await page.locator('#main-content .Kpi-root').first().waitFor();
      // Four places for a member's three figures moved the cards up by a row at the desk (120 px).
      expect(await firstCard()).toBe(whileRead);
    },
  );
});
