/**
 * Leaving a form with unsaved changes asks first: staying keeps what was typed, leaving drops it;
 * a saved form, or one left untouched, is left without a question.
 */
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readAsAdmin } from './api.js';
import { notification, pathOf, url, useBrowser } from './support.js';

const { signedIn } = useBrowser();

const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";

/** Answers the next question the page asks with `accept`, and says what it asked. */
function answerNextQuestion(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      const message = dialog.message();
      void (accept ? dialog.accept() : dialog.dismiss()).then(() => resolve(message));
    });
  });
}

describe('a form with unsaved changes', () => {
  it('asks before it is left: staying keeps the text, leaving goes', async () => {
    const { data: notes } = await readAsAdmin<{ data: { id: number; body: string }[] }>('/state-notes?per_page=1');
    const note = notes[0];
    if (!note) throw new Error('The seed has no state note');
    const page = await signedIn('agent@example.com', { at: `/state-notes/${note.id}` });
    const body = page.getByLabel('Note', { exact: true });
    await expect.poll(() => body.inputValue()).toBe(note.body);
    await body.fill(`${note.body} (edited, not saved)`);

    const asked = answerNextQuestion(page, false);
    await page.getByRole('menuitem', { name: 'Companies' }).click();
    expect(await asked).toBe(UNSAVED);
    expect(pathOf(page)).toBe(`/state-notes/${note.id}`);
    expect(await body.inputValue()).toBe(`${note.body} (edited, not saved)`);

    const askedAgain = answerNextQuestion(page, true);
    await page.getByRole('menuitem', { name: 'Companies' }).click();
    expect(await askedAgain).toBe(UNSAVED);
    await expect.poll(() => pathOf(page)).toBe('/companies');
    expect((await readAsAdmin<{ data: { body: string } }>(`/state-notes/${note.id}`)).data.body).toBe(note.body);
  });

  it('is left without a question once saved, or when untouched', async () => {
    const { data: notes } = await readAsAdmin<{ data: { id: number; body: string }[] }>('/state-notes?per_page=2');
    const [saved, untouched] = notes;
    if (!saved || !untouched) throw new Error('The seed has fewer than two state notes');
    const page = await signedIn('agent@example.com');
    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto(url(`/state-notes/${saved.id}`));
    const body = page.getByLabel('Note', { exact: true });
    await expect.poll(() => body.inputValue()).toBe(saved.body);
    await body.fill(`${saved.body} (saved)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => pathOf(page)).toBe('/state-notes');

    await page.goto(url(`/state-notes/${untouched.id}`));
    await expect.poll(() => body.inputValue()).toBe(untouched.body);
    await page.getByRole('menuitem', { name: 'Companies' }).click();
    await expect.poll(() => pathOf(page)).toBe('/companies');
    expect(questions).toEqual([]);
  });
});

describe('a screen left before the server answered', () => {
  it('takes nobody back: a delete answered after the person went elsewhere leaves them there, and is said', async () => {
    const { data: notes } = await readAsAdmin<{ data: { id: number }[] }>('/state-notes?per_page=1&sort=id&order=desc');
    const note = notes[0];
    if (!note) throw new Error('The seed has no state note');
    const page = await signedIn('agent@example.com', { at: `/state-notes/${note.id}` });
    await page.getByLabel('Note', { exact: true }).waitFor();
    // The delete's answer is slow, as on a phone's network: it comes once the person is elsewhere.
    let release = () => undefined as void;
    const released = new Promise<void>((done) => (release = done));
    let held = false;
    await page.route(`**/api/state-notes/${note.id}`, async (route) => {
      if (route.request().method() !== 'DELETE') return route.continue();
      held = true;
      await released;
      return route.continue();
    });

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirmation' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect.poll(() => held).toBe(true);
    await page.getByRole('menuitem', { name: 'Companies' }).click();
    await page.waitForURL(/\/companies$/);
    await page.locator('tbody tr').first().waitFor();

    release();
    // Told, where they are: the delete went through, and its way back to the notes' list went nowhere
    // (react-admin goes back after it says so, in the same moment).
    await notification(page).filter({ hasText: 'Element deleted' }).waitFor();
    expect(pathOf(page)).toBe('/companies');
    await page.locator('tbody tr').first().waitFor();
    expect(pathOf(page)).toBe('/companies');
    const { data: left } = await readAsAdmin<{ data: { id: number }[] }>(`/state-notes?per_page=100`);
    expect(left.map(({ id }) => id)).not.toContain(note.id);
  });
});
