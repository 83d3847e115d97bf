/**
 * The Content-Security-Policy the admin is served with (src/boot/csp-policy.ts, sent by
 * packages/admin/host/serve-admin.ts): a fresh nonce per response, in the header and on the document's tags,
 * beside the build's static <meta> policy; what it refuses (inline script, eval); and the screens
 * that stretch it most (charts, the API reference, the rich text editor, the file viewer) running
 * under it without a single violation. Every other browser test fails on a violation too
 * (support.ts); these say so explicitly.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { serveAdmin } from '../host/serve-admin.js';
import { staticPolicy } from '../src/boot/csp-policy.js';
import { ADMIN_DIST } from './global-setup.js';
import { closeServer } from '@permit-office/harness/ports';
import { apiAs, issuedPermitWithDocuments } from './api.js';
import { allowConsoleErrors, apiUrl, url, useBrowser } from './support.js';
import { SETTLE_GUARD_MS } from './screens.js';
import * as fileViewer from './file-viewer.js';

const { open, signedIn, state } = useBrowser();

/** The nonce a policy admits scripts with. */
function scriptNonce(policy: string): string {
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) throw new Error(`No script nonce in ${policy}`);
  return nonce;
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.split(' ')[0] === name);

describe('the policy', () => {
  it('comes with every index.html, as a header and a <meta>, with a fresh nonce each time', async () => {
    const [first, second] = await Promise.all([fetch(url('/auth')), fetch(url('/overview'))]);
    const policies = [first, second].map((response) => response?.headers.get('content-security-policy') ?? '');
    const [firstPolicy = '', secondPolicy = ''] = policies;
    expect(scriptNonce(firstPolicy)).not.toBe(scriptNonce(secondPolicy));
    // 128 random bits in base64.
    expect(scriptNonce(firstPolicy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);

    for (const policy of policies) {
      expect(policy).not.toContain('unsafe-eval');
      expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-${scriptNonce(policy)}'`);
      expect(directive(policy, 'style-src')).toBe(`style-src 'self' 'nonce-${scriptNonce(policy)}'`);
      expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${new URL(apiUrl()).origin} data: blob:`);
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    }

    // The document carries the build's static policy, which the header narrows, and the header's
    // nonce on every tag Vite wrote; no placeholder is left.
    const response = await fetch(url('/site-settings/blog'));
    const header = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    expect(html).not.toMatch(/CSP_NONCE|csp-placeholder/);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBe(staticPolicy());
    const nonce = scriptNonce(header);
    const nonces = [...html.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]);
    expect(nonces.length).toBeGreaterThanOrEqual(2);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
  });

  it("follows the build's own config.json when the host is given no configuration", async () => {
    const { API_URL } = JSON.parse(await readFile(`${ADMIN_DIST}/config.json`, 'utf8')) as { API_URL: string };
    const host = serveAdmin({ dist: ADMIN_DIST, port: 0 });
    await host.ready;
    try {
      const response = await fetch(`${host.url}/auth`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${new URL(API_URL).origin} data: blob:`);
      expect(await response.text()).toContain(`content="${staticPolicy()}"`);
      // Files other than the document carry no policy of their own.
      expect((await fetch(`${host.url}/config.json`)).headers.get('content-security-policy')).toBeNull();
    } finally {
      await closeServer(host.server);
    }
  });

  it('refuses a script without the nonce, and eval, and reports both', async () => {
    allowConsoleErrors(
      /Executing inline script violates the following Content Security Policy directive/,
      /Evaluating a string as JavaScript violates the following Content Security Policy directive/,
      /CSP violation: script-src(-elem)? (inline|eval) /,
    );
    const page = await open();
    await page.goto(url('/auth'));
    await page.getByLabel('Email').waitFor();

    const ran = await page.evaluate(async () => {
      const injected = document.createElement('script');
      injected.textContent = 'document.body.dataset.injectedRan = "yes"';
      document.body.append(injected);
      injected.remove();
      // From a task of the page's own: code the test evaluates directly is allowed eval by DevTools.
      const evaluated = await new Promise<boolean>((resolve) =>
        setTimeout(() => {
          try {
            resolve((0, eval)('true') === true);
          } catch {
            resolve(false);
          }
        }),
      );
      return { inline: document.body.dataset.injectedRan === 'yes', evaluated };
    });
    expect(ran).toEqual({ inline: false, evaluated: false });
    await expect
      .poll(() => state.cspViolations.map((violation) => `${violation.directive} ${violation.blockedURI}`))
      .toEqual(expect.arrayContaining(['script-src-elem inline', 'script-src eval']));
  });

  it("gives the page's own styles the nonce, which the document hides from selectors", async () => {
    const page = await open();
    const response = await page.goto(url('/auth'));
    const nonce = scriptNonce((await response?.headerValue('content-security-policy')) ?? '');
    await page.getByLabel('Email').waitFor();
    const styles = await page.evaluate(() => ({
      meta: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce,
      metaAttribute: document.querySelector('meta[property="csp-nonce"]')?.getAttribute('nonce'),
      emotion: [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((style) => style.nonce),
    }));
    expect(styles.meta).toBe(nonce);
    // Nonce hiding: under a header policy the attribute is emptied, the value kept for scripts only.
    expect(styles.metaAttribute).toBe('');
    expect(styles.emotion.length).toBeGreaterThan(0);
    expect(new Set(styles.emotion)).toEqual(new Set([nonce]));
  });
});

describe('the app under the policy', () => {
  it('signs in and draws the overview charts, and the statistics charts with their tooltip, without a violation', async () => {
    const page = await signedIn('admin@example.com');
    await page.getByRole('img', { name: 'Permits' }).waitFor();
    await page.getByRole('img', { name: 'Revenue' }).waitFor();
    // The statistics pages draw with MUI X Charts, whose styles and tooltip stretch the policy most.
    await page.goto(url('/statistic'));
    const chart = page.locator('.MuiChartsSurface-root').first();
    await chart.waitFor();
    const box = await chart.boundingBox();
    if (!box) throw new Error('The chart has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('tooltip').first().waitFor();
    expect(state.cspViolations).toEqual([]);
    expect(state.consoleErrors).toEqual([]);
  });

  it('renders the API reference (RapiDoc) with its theme, without a violation', async () => {
    const page = await signedIn('admin@example.com', { at: '/docApi' });
    await page.locator('rapi-doc [part="label-operation-path"]').first().waitFor({ timeout: SETTLE_GUARD_MS });
    // RapiDoc's theme is a <style> in its templates: without the nonce its colours would be missing.
    const primary = await page
      .locator('rapi-doc')
      .evaluate((viewer) => getComputedStyle(viewer).getPropertyValue('--primary-color').trim());
    expect(primary.toLowerCase()).toBe('#1a4f8b');
    expect(state.cspViolations).toEqual([]);
    expect(state.consoleErrors).toEqual([]);
  });

  it('edits rich text in a blog post form without a violation', async () => {
    const page = await signedIn('admin@example.com', { at: '/site-settings/blog/create' });
    const editor = page.getByRole('textbox', { name: 'Body' });
    await editor.click();
    await page.keyboard.type('Escorts are required at night.');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' Bold');
    expect(await editor.locator('strong').textContent()).toBe(' Bold');
    // TipTap's base styles: a <style> of its own, admitted by the nonce.
    expect(await page.locator('style[data-tiptap-style]').evaluate((style: HTMLStyleElement) => style.nonce)).not.toBe(
      '',
    );
    expect(state.cspViolations).toEqual([]);
    expect(state.consoleErrors).toEqual([]);
  });

  it('opens a post whose body holds pasted styles for editing without a violation, its text kept', async () => {
    // HTML as a word processor pastes it: a <style> element and style attributes, legal content
    // the editor does not keep, which the page's policy would refuse if the browser applied it.
    const post = await apiAs<{ data: { id: number } }>('admin@example.com', 'POST', '/blog-posts', {
      title: 'Pasted from a word processor',
      slug: `pasted-${Date.now()}`,
      body: '<style>p { color: red }</style><p style="color: blue">Escorts <b style="font-size: 20px">at night</b>.</p>',
      status: 'draft',
    });
    const page = await signedIn('admin@example.com', { at: `/site-settings/blog/${post.data.id}` });
    const editor = page.getByRole('textbox', { name: 'Body' });
    await expect.poll(() => editor.textContent()).toBe('Escorts at night.');
    expect(await editor.locator('strong').textContent()).toBe('at night');
    expect(state.cspViolations).toEqual([]);
    expect(state.consoleErrors).toEqual([]);
  });

  it('shows a PDF and an image in the file viewer without a violation', async () => {
    const permit = await issuedPermitWithDocuments();
    const [pdf, png] = permit.documents;
    const page = await signedIn('admin@example.com', { at: `/overview/${permit.id}` });
    const viewer = fileViewer.dialog(page);

    // pdf.js, its worker and its fonts under the policy: no eval, no inline script.
    await page.getByRole('button', { name: pdf?.name }).click();
    await fileViewer.pdfShown(viewer);
    await fileViewer.close(viewer);

    await page.getByRole('button', { name: png?.name }).click();
    await page.waitForFunction(
      () => (document.querySelector<HTMLImageElement>('[role=dialog] img')?.naturalWidth ?? 0) > 0,
    );
    expect(state.cspViolations).toEqual([]);
    expect(state.consoleErrors).toEqual([]);
  });
});
