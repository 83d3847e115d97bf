/**
 * A member uploads files that try to take over a staff session (an SVG whose onload and an HTML page
 * whose script call alert(document.cookie)); staff open them as staff would: from the customer
 * manual's file viewer, and by following their links. Nothing runs, nothing reads the tokens, and
 * the files that are what they claim still show where the specification says.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tokenOf } from './api.js';
import { allowConsoleErrors, apiUrl, dismissSignInPopups, signIn, url, useBrowser } from './support.js';
import * as fileViewer from './file-viewer.js';

const SVG_ALERT = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" onload="alert(document.cookie)">',
  '<script>alert("svg script: " + document.cookie)</script>',
  '<rect width="80" height="40" fill="#1a4f8b"/>',
  '</svg>',
].join('');
const HTML_ALERT =
  '<!doctype html><html><body onload="alert(1)"><h1>Invoice</h1><script>alert(document.cookie)</script></body></html>';

/** What a member can do with the API: upload anything, claiming any type. */
async function memberUploads(name: string, body: string, claimedType: string) {
  const form = new FormData();
  form.append('file', new Blob([body], { type: claimedType }), name);
  const response = await fetch(`${apiUrl()}/files`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await tokenOf('member@example.com')}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number; link: string; name: string } }).data;
}

/** Staff put the member's files in the customer manual (a link passed on, as happens). */
async function inTheManual(title: string, file: { link: string; name: string }) {
  const response = await fetch(`${apiUrl()}/manual-documents`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await tokenOf('admin@example.com')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ title, description: null, file_link: file.link, file_name: file.name, position: 0 }),
  });
  expect(response.status).toBe(201);
}

/** Every alert, confirm or prompt any page or frame of the context shows. */
function dialogsOf(context: BrowserContext): string[] {
  const shown: string[] = [];
  context.on('dialog', (dialog) => {
    shown.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return shown;
}

/** Follows a link in a tab of its own; an attachment downloads instead of opening. */
async function follow(context: BrowserContext, link: string): Promise<{ tab: Page; downloaded: boolean }> {
  const tab = await context.newPage();
  const download = tab.waitForEvent('download', { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  await tab.goto(link).catch((error: unknown) => {
    // Playwright reports a navigation that became a download as a failed navigation.
    if (!/Download is starting|ERR_ABORTED/.test(String(error))) throw error;
  });
  return { tab, downloaded: await download };
}

describe('files other people uploaded', () => {
  const { state, open, signedIn } = useBrowser();

  it("run no script, by the viewer or by their links, and never see staff's tokens", async () => {
    const svg = await memberUploads('truck.svg', SVG_ALERT, 'image/png');
    const html = await memberUploads('invoice.html', HTML_ALERT, 'text/html');
    await inTheManual('Fleet drawing', svg);
    await inTheManual('Invoice page', html);

    const page = await open();
    const dialogs = dialogsOf(state.context);
    await signIn(page, 'admin@example.com');
    await dismissSignInPopups(page);
    await page.goto(url('/site-settings/customer-manual'));
    const viewer = fileViewer.dialog(page);

    // The SVG is a picture in an <img>, never a document.
    await page.getByRole('button', { name: 'Open truck.svg', exact: true }).click();
    const image = viewer.locator('img');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(80);
    expect(await image.getAttribute('src')).toMatch(fileViewer.signedLinkTo(svg.link));
    expect(await viewer.locator('iframe').count()).toBe(0);
    await fileViewer.close(viewer);

    // The page is framed with no sandbox permission at all; the API serves it as an attachment.
    // Chromium says so when a sandboxed frame is asked to download.
    allowConsoleErrors(/Download is disallowed|sandboxed/);
    await page.getByRole('button', { name: 'Open invoice.html', exact: true }).click();
    const frame = viewer.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('src')).toMatch(fileViewer.signedLinkTo(html.link));
    await page.waitForTimeout(1_000);
    const signedHtml = (await fileViewer.download(viewer).getAttribute('href')) ?? '';
    await viewer.getByRole('button', { name: 'Close' }).click();

    // Followed by their links, signed or bare: a download, or a refusal; never a page that runs.
    for (const link of [signedHtml, `${apiUrl()}/${html.link}`, `${apiUrl()}/${svg.link}`]) {
      const { tab, downloaded } = await follow(state.context, link);
      if (link === signedHtml) expect(downloaded, link).toBe(true);
      await tab.close();
    }
    const signedSvg = await fetch(signedHtml.replace(`/${html.link}?`, `/${svg.link}?`));
    expect(signedSvg.status, 'a signature opens only its own file').toBe(401);

    // A page at the API's address cannot read the admin's cookies: another host.
    // The page is /me's 401 answer; Chromium also asks that host for a favicon (404).
    allowConsoleErrors(/status of 401/, /status of 404/);
    const apiPage = await state.context.newPage();
    await apiPage.goto(`${apiUrl()}/me`).catch(() => undefined);
    expect(await apiPage.evaluate(() => document.cookie)).not.toMatch(/access_token_om|refresh_token_om/);
    expect(await page.evaluate(() => document.cookie)).toMatch(/access_token_om=/);

    expect(dialogs).toEqual([]);
  });

  it('show by what their bytes are: a PDF named as a page is drawn as a PDF', async () => {
    const pdf = await memberUploads('escort-plan.html', fileViewer.ESCORT_PLAN_PDF, 'text/html');
    await inTheManual('Escort plan', pdf);
    const page = await signedIn('admin@example.com', { at: '/site-settings/customer-manual' });
    await page.getByRole('button', { name: 'Open escort-plan.html', exact: true }).click();
    const viewer = fileViewer.dialog(page);
    expect(await fileViewer.pdfShown(viewer)).toContain('Escort plan');
    expect(await viewer.locator('iframe').count()).toBe(0);
  });
});
