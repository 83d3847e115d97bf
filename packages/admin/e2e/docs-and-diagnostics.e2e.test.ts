/**
 * /docApi (the API reference) and /test (diagnostics), as support staff use them, under the strict
 * Content-Security-Policy the product will be served with: no eval, nothing from another host.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SETTLE_GUARD_MS, framesDrawn, overflowWidth } from './screens.js';
import {
  adminUrl,
  allowConsoleErrors,
  apiUrl,
  closeNotification,
  dismissSignInPopups,
  mockApi,
  notification,
  SCREENSHOTS,
  signIn,
  url,
  useBrowser,
} from './support.js';

const { open, state } = useBrowser();

/** The operations of the contract's first section, `session` (login, refresh, logout, reset …). */
const SESSION_OPERATIONS = (
  readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8').match(/^ {6}tags: \[session\]$/gm) ?? []
).length;
const INFERRED = (
  readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8').match(/x-source: inferred/g) ?? []
).length;

/**
 * Every page runs under the policy a production host will send: scripts from the admin only (no
 * eval, no inline script), calls to the admin and the API only, no fonts from elsewhere. Inline
 * styles stay allowed: MUI's emotion writes its styles at run time.
 *
 * The policy arrives as a <meta> written before the app's scripts run, not as a header: Chromium
 * takes a document answered by the test (route.fulfill) for a public one, and then refuses its
 * calls to the loopback API (local network access), so the header cannot be added on the way.
 */
async function runUnderStrictCsp(page: Page): Promise<void> {
  const api = new URL(apiUrl()).origin;
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}`,
    "font-src 'self'",
    `connect-src 'self' ${api}`,
    `frame-src 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  // A string, not a function: the test runner's transform would add helpers the page does not have.
  await page.addInitScript({
    content: `(() => {
      const policy = ${JSON.stringify(policy)};
      const insert = () => {
        const meta = document.createElement('meta');
        meta.httpEquiv = 'Content-Security-Policy';
        meta.content = policy;
        document.head.prepend(meta);
      };
      if (document.head) insert();
      else {
        const observer = new MutationObserver(() => {
          if (!document.head) return;
          observer.disconnect();
          insert();
        });
        observer.observe(document, { childList: true, subtree: true });
      }
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI),
      );
    })();`,
  });
}

/** The policy is in force: an inline script does not run. Logs a violation, so check the console first. */
async function policyInForce(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const probe = document.createElement('script');
    probe.textContent = 'document.body.dataset.inlineRan = "yes"';
    document.body.append(probe);
    probe.remove();
    return document.body.dataset.inlineRan !== 'yes';
  });
}

async function signedIn(email: string): Promise<Page> {
  const page = await open();
  await runUnderStrictCsp(page);
  await signIn(page, email);
  await dismissSignInPopups(page);
  return page;
}

/** Requests to any host but the admin and the API: a CDN, a font host, a tracker. */
function foreignRequests(): string[] {
  const allowed = new Set([new URL(adminUrl()).origin, new URL(apiUrl()).origin]);
  return state.requests.filter((request) => {
    const address = new URL(request.slice(request.indexOf(' ') + 1));
    return address.protocol.startsWith('http') && !allowed.has(address.origin);
  });
}

/** One operation of the reference, as the viewer renders it in read mode. */
function operation(page: Page, method: string, path: string) {
  return page
    .locator('rapi-doc .expanded-endpoint-body')
    .filter({ has: page.locator('[part="label-operation-method"]').getByText(method, { exact: true }) })
    .filter({ has: page.locator('[part="label-operation-path"]').getByText(path, { exact: true }) });
}

/** The page scrolled to the viewer, and the viewer to the operation's top (its badges). */
async function showOperation(page: Page, method: string, path: string): Promise<void> {
  await page.locator('rapi-doc').evaluate((viewer) => viewer.scrollIntoView({ block: 'start' }));
  await operation(page, method, path).evaluate((shown) => shown.scrollIntoView({ block: 'start' }));
  await framesDrawn(page);
}

/**
 * The reference's section for `tag`, chosen in its tabs, once the viewer has drawn the operation at
 * `method path` of it. Kept in the address, as a link to a section is.
 */
async function openSection(page: Page, tag: string, method: string, path: string): Promise<void> {
  await page.getByRole('tab', { name: tag }).click();
  await page.waitForURL((address) => address.searchParams.get('section') === tag);
  await operation(page, method, path).waitFor({ timeout: SETTLE_GUARD_MS });
}

/** The value beside a label in one of the diagnostics' lists. */
const fact = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

describe('/docApi', () => {
  it('renders the contract, marking the four calls of the specification confirmed and the rest inferred', async () => {
    const page = await signedIn('admin@example.com');
    // The viewer is not part of what the overview loads.
    expect(state.requests.filter((request) => /rapidoc|DocApiPage/.test(request))).toEqual([]);

    await page.getByRole('menuitem', { name: 'API reference' }).click();
    await page.waitForURL('**/docApi');
    await page
      .getByRole('heading', { name: `4 operations confirmed by the specification, ${INFERRED} inferred` })
      .waitFor();
    const confirmedList = page.getByRole('region', { name: 'Confirmed by the specification' });
    for (const call of ['POST /login', 'POST /refresh', 'POST /reset', 'GET /popup/{id}']) {
      await confirmedList.getByText(call, { exact: true }).waitFor();
    }

    const confirmed = [
      ['post', '/login'],
      ['post', '/refresh'],
      ['post', '/reset'],
      ['get', '/popup/{id}'],
    ] as const;
    for (const [method, path] of confirmed) {
      const shown = operation(page, method, path);
      await shown.waitFor({ timeout: SETTLE_GUARD_MS });
      await shown.getByText('Confirmed by the specification', { exact: true }).waitFor();
      expect(await shown.getByText('Inferred', { exact: true }).count(), `${method} ${path}`).toBe(0);
    }
    // One section at a time: the first holds the session's calls, and no other operation is drawn.
    expect(await page.getByRole('tab', { name: 'session' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('rapi-doc .expanded-endpoint-body').count()).toBe(SESSION_OPERATIONS);
    for (const [tag, method, path] of [
      ['companies', 'get', '/companies'],
      ['companies', 'post', '/companies'],
      ['identity', 'get', '/me'],
    ] as const) {
      if (new URL(page.url()).searchParams.get('section') !== tag) await openSection(page, tag, method, path);
      const shown = operation(page, method, path);
      await shown.getByText('Inferred', { exact: true }).waitFor();
      expect(await shown.getByText('Confirmed by the specification', { exact: true }).count()).toBe(0);
      expect(await operation(page, 'post', '/login').count()).toBe(0);
    }
    // A section's address opens that section, as a link to it does; one the contract lacks, the first.
    await page.goto(url('/docApi?section=companies'));
    await operation(page, 'get', '/companies').waitFor({ timeout: SETTLE_GUARD_MS });
    await page.goto(url('/docApi?section=%3Cscript%3E'));
    await operation(page, 'post', '/login').waitFor({ timeout: SETTLE_GUARD_MS });
    expect(await page.getByRole('tab', { name: 'session' }).getAttribute('aria-selected')).toBe('true');
    // Read only: nothing to try, no authentication form to type a token into.
    const viewer = page.locator('rapi-doc');
    expect(await viewer.getByRole('button', { name: /^TRY$/i }).count()).toBe(0);
    expect(await viewer.getByText('AUTHENTICATION', { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('rapidoc'))).toBeNull();

    expect(state.consoleErrors).toEqual([]);
    expect(foreignRequests()).toEqual([]);
    expect(state.requests.some((request) => request.includes('/assets/rapidoc'))).toBe(true);
    // Its probe, an inline script, is refused and reported: on purpose.
    allowConsoleErrors(/Executing inline script violates/, /CSP violation: script-src-elem inline/);
    expect(await policyInForce(page)).toBe(true);
  });

  /**
   * Two visits, each drawing the reference and its largest section twice: more work than any other
   * test, which took its 60 s default and failed in a clean-clone run on a busy machine (the file's
   * first test, drawing the reference once, took 29 s in that run). Its budget is that of its steps,
   * whose waits are bounded by themselves (SETTLE_GUARD_MS for a drawing, 15 s for a collection).
   */
  const TWO_VISITS_MS = 2 * (4 * SETTLE_GUARD_MS + 2 * 15_000);
  it(
    'lets the whole reference go when the page is left, and draws it again on the next visit',
    async () => {
      const page = await signedIn('admin@example.com');
      const cdp = await state.context.newCDPSession(page);
      /** The document's nodes, attached or not, once whatever nothing holds is collected. */
      const domNodes = async () => {
        for (let pass = 0; pass < 2; pass++) await cdp.send('HeapProfiler.collectGarbage');
        return (await cdp.send('Memory.getDOMCounters')).nodes;
      };
      const onOverview = await domNodes();
      for (let visit = 1; visit <= 2; visit++) {
        await page.getByRole('menuitem', { name: 'API reference' }).click();
        await operation(page, 'post', '/login').waitFor({ timeout: SETTLE_GUARD_MS });
        // The largest section, the permits' 25 operations: some 45,000 nodes of shadow DOM.
        await openSection(page, 'permits', 'get', '/loads');
        expect(await domNodes(), `visit ${visit}`).toBeGreaterThan(onOverview + 30_000);
        // Another section chosen, the last one's viewer is let go with it.
        await openSection(page, 'session', 'post', '/login');
        await expect
          .poll(domNodes, { message: `section left on visit ${visit}`, timeout: 15_000, interval: 500 })
          .toBeLessThan(onOverview + 20_000);
        await openSection(page, 'permits', 'get', '/loads');
        await page.getByRole('menuitem', { name: 'Overview' }).click();
        await page.getByText('Recent activity').waitFor();
        // Left, it is gone: RapiDoc's window listeners and its highlighter in marked held it. Awaited
        // rather than read once: on a busy machine a task the viewer had already queued (its render
        // runs in steps) may still hold it for a moment after the page is left; a leak never lets go.
        await expect
          .poll(domNodes, { message: `after visit ${visit}`, timeout: 15_000, interval: 500 })
          .toBeLessThan(onOverview + 20_000);
      }
    },
    TWO_VISITS_MS,
  );

  it('fits a phone, and looks right at both widths', async () => {
    const page = await signedIn('agent@example.com');
    await closeNotification(page);
    await page.goto(url('/docApi'));
    await operation(page, 'post', '/login').waitFor({ timeout: SETTLE_GUARD_MS });
    await framesDrawn(page);
    await page.screenshot({ path: `${SCREENSHOTS}staff-docApi-1280.png` });
    // An operation with its badge, scrolled to inside the viewer.
    await showOperation(page, 'post', '/login');
    await page.screenshot({ path: `${SCREENSHOTS}staff-docApi-operation-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => overflowWidth(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .locator('rapi-doc')
      .evaluate((viewer) => viewer.shadowRoot?.querySelector('.main-content')?.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOTS}staff-docApi-390.png`, fullPage: true });
    await openSection(page, 'companies', 'get', '/companies');
    await showOperation(page, 'get', '/companies');
    await page.screenshot({ path: `${SCREENSHOTS}staff-docApi-operation-390.png` });
    expect(await overflowWidth(page)).toBeLessThanOrEqual(0);
    expect(state.consoleErrors).toEqual([]);
    expect(foreignRequests()).toEqual([]);
  });

  it('is for staff: a member gets the access-denied screen, and none of the viewer', async () => {
    const page = await signedIn('member@example.com');
    await page.goto(url('/docApi'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'API reference' }).count()).toBe(0);
    expect(state.requests.filter((request) => /rapidoc|DocApiPage/.test(request))).toEqual([]);
  });
});

describe('/test', () => {
  it('shows the addresses, the session and a timed call; a failure, then the recovery', async () => {
    const page = await signedIn('admin@example.com');
    await page.getByRole('menuitem', { name: 'Diagnostics' }).click();
    await page.waitForURL('**/test');

    expect(await fact(page, 'API base address').innerText()).toBe(apiUrl());
    expect(await fact(page, 'Site address').innerText()).toBe(apiUrl().slice(0, -4));
    expect(await fact(page, 'Signed in').innerText()).toBe('Yes, signed in');

    const connection = page.getByRole('region', { name: 'Connection to the API' });
    await connection.getByText('Reachable', { exact: true }).waitFor();
    expect(await fact(page, 'HTTP status').innerText()).toBe('200');
    expect(await fact(page, 'Time to answer').innerText()).toMatch(/^\d+ ms$/);

    // The mock's access tokens are JWT-shaped and live 10 minutes.
    const expiry = await fact(page, 'Access token expiry').innerText();
    const minutes = Number(/\(in (\d+) minutes?\)$/.exec(expiry)?.[1]);
    expect(minutes, expiry).toBeGreaterThanOrEqual(8);
    expect(minutes, expiry).toBeLessThanOrEqual(10);
    expect(expiry).not.toContain('expired');

    // The token itself is shown nowhere.
    const token = (await state.context.cookies()).find((cookie) => cookie.name === 'access_token_om')?.value;
    expect(token).toBeTruthy();
    expect(await page.locator('body').innerText()).not.toContain(token);

    // The SDK tries a 503 twice more before it says so: every attempt meets it.
    await mockApi.fault({ path: '/me', status: 503, count: 3 });
    allowConsoleErrors(/status of 503/, /ERR_CONNECTION_REFUSED/);
    await connection.getByRole('button', { name: 'Check again' }).click();
    await connection.getByText('Answered with an error', { exact: true }).waitFor();
    expect(await fact(page, 'HTTP status').innerText()).toBe('503');
    expect(await fact(page, 'What happened').innerText()).toBe(
      'The server is unavailable right now. Please try again in a moment.',
    );

    await mockApi.clearFaults();
    await connection.getByRole('button', { name: 'Check again' }).click();
    await connection.getByText('Reachable', { exact: true }).waitFor();
    expect(await fact(page, 'HTTP status').innerText()).toBe('200');
    expect(await connection.getByText('What happened').count()).toBe(0);
    // Still signed in: a transient failure does not end the session.
    expect(await fact(page, 'Signed in').innerText()).toBe('Yes, signed in');

    // The browser cannot reach the API at all.
    await page.route(`${apiUrl()}/me`, (route) => route.abort('connectionrefused'));
    await connection.getByRole('button', { name: 'Check again' }).click();
    await connection.getByText('Not reachable', { exact: true }).waitFor();
    expect(await fact(page, 'What happened').innerText()).toContain('The server could not be reached.');
    await page.unroute(`${apiUrl()}/me`);
    await connection.getByRole('button', { name: 'Check again' }).click();
    await connection.getByText('Reachable', { exact: true }).waitFor();

    // Only reads: nothing that changes state was called.
    expect(state.requests.filter((request) => request.includes(apiUrl()) && !/^(GET|OPTIONS) /.test(request))).toEqual([
      `POST ${apiUrl()}/login`,
    ]);
    // The browser logs the failures this test made (the 503, the refused connection); nothing else.
    expect(state.consoleErrors.filter((error) => !/status of 503|ERR_CONNECTION_REFUSED/.test(error))).toEqual([]);
    expect(foreignRequests()).toEqual([]);
    // Its probe, an inline script, is refused and reported: on purpose.
    allowConsoleErrors(/Executing inline script violates/, /CSP violation: script-src-elem inline/);
    expect(await policyInForce(page)).toBe(true);
  });

  it('copies a plain-text summary for a support ticket, without the token', async () => {
    const page = await signedIn('agent@example.com');
    await state.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: adminUrl() });
    await page.goto(url('/test'));
    await page.getByRole('region', { name: 'Connection to the API' }).getByText('Reachable', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Copy diagnostics' }).click();
    await notification(page).filter({ hasText: 'Diagnostics copied' }).waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain(`API base address: ${apiUrl()}`);
    expect(text).toContain(`Site address: ${apiUrl().slice(0, -4)}`);
    expect(text).toContain('Connection to the API: Reachable');
    expect(text).toMatch(/Time to answer: \d+ ms/);
    expect(text).toContain('Signed in: Yes, signed in');
    expect(text).toMatch(/App version: \d+\.\d+\.\d+/);
    const cookies = await state.context.cookies();
    for (const name of ['access_token_om', 'refresh_token_om']) {
      const value = cookies.find((cookie) => cookie.name === name)?.value;
      expect(value).toBeTruthy();
      expect(text).not.toContain(value);
    }
    expect(state.consoleErrors).toEqual([]);
  });

  it('fits a phone, and looks right at both widths', async () => {
    const page = await signedIn('admin@example.com');
    await closeNotification(page);
    await page.goto(url('/test'));
    await page.getByRole('region', { name: 'Connection to the API' }).getByText('Reachable', { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}staff-test-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => overflowWidth(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}staff-test-390.png`, fullPage: true });
  });

  it('is for staff: a member gets the access-denied screen', async () => {
    const page = await signedIn('member@example.com');
    await page.goto(url('/test'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Diagnostics' }).count()).toBe(0);
  });
});
