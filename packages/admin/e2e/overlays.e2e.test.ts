/** The overlays every screen has: the reminder and feedback popups, and the file viewer. */
import { describe, expect, it } from 'vitest';
import { dismissSignInPopups, mockApi, signIn, url, useBrowser } from './support.js';

const { open, state } = useBrowser();

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
  async function permitWithDocuments() {
    const { data } = await mockApi.asAdmin<{ data: { id: number; documents: { name: string; link: string }[] }[] }>(
      '/permit-requests?status=issued&per_page=200',
    );
    const permit = data.find((candidate) => candidate.documents.length === 3);
    if (!permit) throw new Error('The seed has no issued permit with three documents');
    return permit;
  }

  it('shows a PDF in a frame, an image inline and a DOCX through the office viewer, window height − 200 px', async () => {
    const permit = await permitWithDocuments();
    const page = await open();
    await signIn(page, 'admin@example.com');
    await dismissSignInPopups(page);
    await page.goto(url(`/overview/${permit.id}`));
    const [pdf, png, docx] = permit.documents;

    await page.getByRole('button', { name: pdf?.name }).click();
    const viewer = page.getByRole('dialog', { name: 'View file' });
    await viewer.waitFor();
    const frame = viewer.locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(/\/api\/files\/\d+$/);
    // The API is another origin: the frame is not sandboxed, so Chromium can render the PDF.
    expect(await frame.getAttribute('sandbox')).toBeNull();
    const body = viewer.getByTestId('file-viewer-body');
    expect((await body.boundingBox())?.height).toBe(800 - 200);
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.waitForTimeout(200);
    expect((await body.boundingBox())?.height).toBe(700 - 200);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: png?.name }).click();
    await viewer.waitFor();
    const image = viewer.locator('img');
    expect(await image.getAttribute('src')).toMatch(/\/api\/files\/\d+$/);
    await page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('[role=dialog] img')?.naturalWidth === 48,
    );
    expect(await viewer.locator('iframe').count()).toBe(0);
    await viewer.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: docx?.name }).click();
    await viewer.waitFor();
    const office = await viewer.locator('iframe').getAttribute('src');
    expect(office).toMatch(
      /^https:\/\/view\.officeapps\.live\.com\/op\/embed\.aspx\?src=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fapi%2Ffiles%2F\d+$/,
    );
  });
});
