/**
 * Issue 14's figure: refresh calls per access-token expiry when five tabs of one browser share the
 * session. The refresh takes 400 ms (a WAN to a busy server); at each of eight expiries every tab
 * reloads at the same moment, so each one's first calls are answered 401 together. Goal: one
 * refresh per expiry for all the tabs together (without the cross-tab lock, each tab sent its own
 * and all but one were refused, ending the session).
 *
 * Alone: `tsx --conditions=source scripts/bench/tabs.ts [admin dist]`.
 */
import { launchBrowser } from '@permit-office/harness/chromium';
import { startStack } from '@permit-office/admin/stack';
import { distArgument, signedInPage } from './stack.js';

const SECTIONS = ['/companies', '/invoices', '/my-permit-request', '/logs'];

export async function measureTabs(options: { dist: string; expiries?: number }): Promise<number[]> {
  const stack = await startStack({ dist: options.dist, control: true });
  const browser = await launchBrowser();
  const control = (path: string, body?: unknown) =>
    fetch(`${stack.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  try {
    await control('/__latency', { method: 'POST', path: '/refresh', ms: 400 });
    const first = await signedInPage(browser, stack.adminUrl, 'admin@example.com');
    const context = first.context();
    const others = await Promise.all(SECTIONS.map(() => context.newPage()));
    await Promise.all(others.map((tab, index) => tab.goto(`${stack.adminUrl}${SECTIONS[index] ?? '/overview'}`)));
    const tabs = [first, ...others];
    await Promise.all(tabs.map((tab) => tab.waitForLoadState('networkidle')));
    let refreshCalls = 0;
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${stack.apiUrl}/refresh`) refreshCalls++;
    });
    const perExpiry: number[] = [];
    for (let expiry = 0; expiry < (options.expiries ?? 8); expiry++) {
      await control('/__expire-access-tokens');
      const before = refreshCalls;
      await Promise.all(tabs.map((tab) => tab.reload()));
      await Promise.all(tabs.map((tab) => tab.waitForLoadState('networkidle')));
      const signedOut = tabs.filter((tab) => new URL(tab.url()).pathname === '/auth').length;
      if (signedOut) throw new Error(`${signedOut} tab(s) signed out at expiry ${expiry + 1}`);
      perExpiry.push(refreshCalls - before);
    }
    return perExpiry;
  } finally {
    await browser.close();
    await stack.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`refresh calls per expiry, five tabs: ${(await measureTabs({ dist: distArgument() })).join(', ')}`);
}
