/** The overlays every screen has: the reminder and feedback popups, and the file viewer. */
import { describe, expect, it } from 'vitest';
import { issuedPermitWithDocuments } from './api.js';
import { signIn, useBrowser } from './support.js';
import * as fileViewer from './file-viewer.js';

const { open, signedIn, state } = useBrowser();

describe('the reminder popup', () => {
  it('shows after a sign-in, with an image; closed, it stays closed across reloads', async () => {
    const page = await open();
    await signIn(page, 'agent@example.com');
    const reminder = page.getByRole('dialog', { name: 'Reminder' });
    await reminder.waitFor();
    expect(await reminder.getByRole('img').count()).toBe(1);
    await reminder.getByRole('button', { name: 'Close' }).click();
    await reminder.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('Open permit requests').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: 'Reminder' }).count()).toBe(0);
  });
});

describe('the feedback popup', () => {
  it('shows when the sign-in asks for it, registers it once with GET /popup/{id}, and not again', async () => {
    const page = await open();
    await signIn(page, 'member@example.com');
    await page.getByRole('dialog', { name: 'Reminder' }).getByRole('button', { name: 'Close' }).click();
    const feedback = page.getByRole('dialog', { name: 'How are we doing?' });
    await feedback.waitFor();
    await page.waitForTimeout(500);
    expect(state.requests.filter((request) => /GET .*\/popup\/\d+$/.test(request))).toEqual([
      expect.stringMatching(/\/popup\/3$/),
    ]);
    await feedback.getByRole('button', { name: 'Close' }).click();
    await feedback.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText('Open permit requests').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: 'How are we doing?' }).count()).toBe(0);
    expect(state.requests.filter((request) => request.includes('/popup/'))).toHaveLength(1);
  });
});

describe('the file viewer', () => {
  it('shows a PDF drawn in the page, an image inline and a DOCX through the office viewer, window height − 200 px', async () => {
    const permit = await issuedPermitWithDocuments();
    const page = await signedIn('admin@example.com', { at: `/overview/${permit.id}` });
    const [pdf, png, docx] = permit.documents;

    await page.getByRole('button', { name: pdf?.name }).click();
    const viewer = fileViewer.dialog(page);
    await viewer.waitFor();
    // pdf.js draws it in our page from a signed link: no frame of the file's content at all.
    // Its first line names the permit: "Permit PR-…" as older issues drew it, "… permit PR-…" since codes.
    expect(await fileViewer.pdfShown(viewer)).toMatch(new RegExp(`permit ${permit.number}`, 'i'));
    expect(await fileViewer.download(viewer).getAttribute('href')).toMatch(fileViewer.signedLinkTo(pdf?.link ?? ''));
    expect(await viewer.locator('iframe').count()).toBe(0);
    const body = viewer.getByTestId('file-viewer-body');
    expect((await body.boundingBox())?.height).toBe(800 - 200);
    await page.setViewportSize({ width: 1280, height: 700 });
    await expect.poll(async () => (await body.boundingBox())?.height).toBe(700 - 200);
    await fileViewer.close(viewer);

    await page.getByRole('button', { name: png?.name }).click();
    await viewer.waitFor();
    const image = viewer.locator('img');
    expect(await image.getAttribute('src')).toMatch(fileViewer.signedLinkTo(png?.link ?? ''));
    await page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('[role=dialog] img')?.naturalWidth === 48,
    );
    expect(await viewer.locator('iframe').count()).toBe(0);
    await viewer.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: docx?.name }).click();
    await viewer.waitFor();
    const office = viewer.locator('iframe');
    // The office viewer fetches the file without our token: it is handed a signed link.
    const source = decodeURIComponent((await office.getAttribute('src'))?.split('src=')[1] ?? '');
    expect(await office.getAttribute('src')).toMatch(/^https:\/\/view\.officeapps\.live\.com\/op\/embed\.aspx\?src=/);
    expect(source).toMatch(fileViewer.signedLinkTo(docx?.link ?? ''));
    // Its own script runs in its own origin, with no other permission.
    expect(await office.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
  });
});
