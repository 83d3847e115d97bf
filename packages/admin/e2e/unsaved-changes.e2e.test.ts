/**
 * Leaving a form with unsaved changes asks first: staying keeps what was typed, leaving drops it;
 * a saved form, or one left untouched, is left without a question.
 */
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readAsAdmin } from './api.js';
import { pathOf, url, useBrowser } from './support.js';

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
