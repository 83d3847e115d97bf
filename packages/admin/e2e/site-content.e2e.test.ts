/**
 * The website's content as staff keep it: blog posts (rich-text body, cover image in the file
 * viewer, slugs made from the title and checked for uniqueness), pages and services; and what a
 * member sees instead. Each list and form is photographed at 1280 and 390 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readAsAdmin } from './api.js';
import {
  cancelDeletion,
  confirmDeletion,
  downloadFrom,
  expectAccessDeniedAt,
  expectDeletedBackOnList,
  openFromMenu,
  overflowWidth,
  showSettled,
} from './screens.js';
import {
  allowConsoleErrors,
  closeNotification,
  dataCell,
  LIST_RECORDS,
  mockApi,
  notification,
  pathOf,
  PNG_1X1,
  SCREENSHOTS,
  useBrowser,
  waitForPath,
} from './support.js';
import * as fileViewer from './file-viewer.js';

const { signedIn, state } = useBrowser();

/** What a field says under it (react-admin names each input's block after its source). */
const field = (page: Page, source: string) => page.locator(`.ra-input-${source}`);
const editor = (page: Page) => page.getByRole('textbox', { name: 'Body' });
/** A toolbar button of the editor; typing goes on once the editor has the focus back. */
async function editorButton(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => editor(page).evaluate((element) => element === document.activeElement)).toBe(true);
}
const writes = (collection: string) =>
  state.requests.filter((request) => new RegExp(`^(POST|PUT|DELETE) .*/api/${collection}(/|$)`).test(request));

describe('/site-settings/blog', () => {
  it('is in the staff menu under Website, and lists the posts with their status and dates', async () => {
    const page = await signedIn('agent@example.com');
    await openFromMenu(page, 'Blog');
    await page.waitForURL('**/site-settings/blog');
    const { total } = await readAsAdmin<{ total: number }>('/blog-posts');
    await page.getByText(`1-10 of ${total}`).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(10);
    await page.getByRole('cell', { name: 'Draft', exact: true }).first().waitFor();
    await page.getByRole('cell', { name: 'Published', exact: true }).first().waitFor();

    // Exported as CSV: every post, the columns staff read, never the body's HTML.
    const csv = await downloadFrom(page, () => page.getByRole('button', { name: 'Export' }).click());
    expect(csv.filename).toBe('blog-posts.csv');
    // Our one CSV writer: a byte-order mark, then lines ended by CRLF.
    const lines = csv.text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('id,title,slug,status,published_at,updated_at,excerpt,cover');
    expect(lines).toHaveLength(total + 1);
    expect(lines.join('\n')).not.toContain('<p>');

    await page.getByPlaceholder('Search').fill('frost laws');
    await page.getByText('1-1 of 1').waitFor();
    await page.getByRole('cell', { name: 'Frost laws explained', exact: true }).waitFor();
    expect(state.requests.some((request) => /\/api\/blog-posts\?.*q=frost(\+|%20)laws/.test(request))).toBe(true);
    await page.getByPlaceholder('Search').fill('no post is called this');
    await page.getByText('Nothing matches the search and filters.').waitFor();

    await page.getByPlaceholder('Search').fill('');
    // The whole list is back before the filter menu opens: the list arriving (after the search's
    // debounce) moves the toolbar, and the menu with it, under a click.
    await page.getByText(`1-10 of ${total}`).waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Status' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    const { total: drafts } = await readAsAdmin<{ total: number }>('/blog-posts?status=draft');
    await page.getByText(`1-${drafts} of ${drafts}`).waitFor();
    expect(await page.getByRole('cell', { name: 'Published', exact: true }).count()).toBe(0);
  });

  it('says what the rules want, suggests the slug from the title, and refuses a taken slug keeping what was typed', async () => {
    const page = await signedIn('admin@example.com', { at: '/site-settings/blog/create' });
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('Which states let oversize loads move at night.');
    await page.getByRole('button', { name: 'Save' }).click();
    await field(page, 'title').getByText('This field is required').waitFor();
    await field(page, 'slug').getByText('This field is required').waitFor();
    await field(page, 'body').getByText('This field is required').waitFor();

    // Made from the title while it is typed…
    const slug = page.getByRole('textbox', { name: 'Slug' });
    await page.getByRole('textbox', { name: 'Title' }).fill('Night moves: escorts & curfews');
    await expect.poll(() => slug.inputValue()).toBe('night-moves-escorts-and-curfews');
    // …until it is changed by hand, when the pattern is checked as the field is left.
    await slug.fill('Night Moves!');
    await slug.blur();
    await field(page, 'slug').getByText('Invalid format').waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Night moves: escorts and curfews, again');
    expect(await slug.inputValue()).toBe('Night Moves!');
    await page.getByRole('button', { name: 'Make the slug from the title' }).click();
    await expect.poll(() => slug.inputValue()).toBe('night-moves-escorts-and-curfews-again');
    await field(page, 'slug').getByText('Invalid format').waitFor({ state: 'detached' });

    // A slug another post has: said under the field when it is left, and again on Save.
    const { data } = await readAsAdmin<{ data: { slug: string }[] }>('/blog-posts?per_page=1');
    const taken = data[0]?.slug ?? '';
    expect(taken).not.toBe('');
    await editor(page).click();
    await page.keyboard.type('Night travel rules differ from state to state.');
    await slug.fill(taken);
    await slug.blur();
    await field(page, 'slug').getByText('This slug is already taken.').waitFor();
    // Save checks the slug again: its own read, asked after the field's (answered: the message is
    // shown). Awaited before the mock is changed below: the message already on screen says nothing
    // of it, and on a busy machine it was asked after the change, found the slug free and posted.
    const saveCheck = page.waitForRequest(
      (request) =>
        request.method() === 'GET' &&
        new URL(request.url()).pathname.endsWith('/api/blog-posts') &&
        new URL(request.url()).searchParams.get('q') === taken,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await (await saveCheck).response();
    await field(page, 'slug').getByText('This slug is already taken.').waitFor();
    expect(pathOf(page)).toBe('/site-settings/blog/create');
    expect(writes('blog-posts')).toEqual([]);

    // Taken between the check and the save: the server's 422 shows under the same field.
    allowConsoleErrors(/status of 422/);
    await mockApi.fault({ method: 'GET', path: '/blog-posts', status: 200, body: { data: [], total: 0 }, count: 5 });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => writes('blog-posts')).toEqual([expect.stringMatching(/^POST .*\/api\/blog-posts$/)]);
    await field(page, 'slug').getByText('This slug is already taken.').waitFor();
    await mockApi.clearFaults();
    expect(pathOf(page)).toBe('/site-settings/blog/create');
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'Night moves: escorts and curfews, again',
    );
    expect(await page.getByRole('textbox', { name: 'Excerpt' }).inputValue()).toBe(
      'Which states let oversize loads move at night.',
    );
    expect(await slug.inputValue()).toBe(taken);
    expect(await editor(page).innerText()).toContain('Night travel rules differ from state to state.');
  });

  it('creates a published post with a bold word and a cover, opens the cover from the list, edits and deletes it', async () => {
    const page = await signedIn('admin@example.com', { at: '/site-settings/blog' });
    await page.getByRole('link', { name: 'New blog post' }).click();
    await page.waitForURL('**/site-settings/blog/create');

    await page.getByRole('textbox', { name: 'Title' }).fill('Escort vehicles in Oklahoma');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Slug' }).inputValue())
      .toBe('escort-vehicles-in-oklahoma');
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('When a load needs one, and who may drive it.');
    await editor(page).click();
    await page.keyboard.type('Loads over 12 feet wide ');
    await editorButton(page, 'Bold');
    await page.keyboard.type('need an escort');
    await editorButton(page, 'Bold');
    await page.keyboard.type(' on two-lane roads.');
    expect(await editor(page).locator('strong').innerText()).toBe('need an escort');

    await page.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByRole('button', { name: 'Replace' }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/site-settings/blog');
    await notification(page).filter({ hasText: 'Element created' }).waitFor();

    const { data: found } = await readAsAdmin<{
      data: {
        id: number;
        slug: string;
        body: string;
        cover: string | null;
        status: string;
        published_at: string | null;
      }[];
    }>('/blog-posts?q=escort-vehicles-in-oklahoma');
    const post = found.find((candidate) => candidate.slug === 'escort-vehicles-in-oklahoma');
    expect(post?.body).toContain('<strong>need an escort</strong>');
    expect(post?.status).toBe('published');
    expect(post?.published_at).not.toBeNull();
    expect(post?.cover).toMatch(/^files\/\d+$/);

    // Found in the list; its cover opens in the file viewer, as an image from the API.
    await page.getByPlaceholder('Search').fill('escort vehicles');
    const row = page.locator('tbody tr').filter({ hasText: 'Escort vehicles in Oklahoma' });
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row.waitFor();
    expect(await row.innerText()).toContain('Published');
    await row.getByRole('button', { name: 'View the cover of Escort vehicles in Oklahoma' }).click();
    const viewer = fileViewer.dialog(page);
    const image = viewer.locator('img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(fileViewer.signedLinkTo(post?.cover ?? ''));
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
    await fileViewer.close(viewer);
    expect(pathOf(page)).toBe('/site-settings/blog');

    // Edited: the slug stays what it was when the title changes.
    await row.getByRole('cell', { name: 'Escort vehicles in Oklahoma', exact: true }).click();
    await page.waitForURL(`**/site-settings/blog/${post?.id}`);
    await page.getByText(/^Published .* · updated /).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Escort vehicles in Oklahoma and Kansas');
    expect(await page.getByRole('textbox', { name: 'Slug' }).inputValue()).toBe('escort-vehicles-in-oklahoma');
    expect(await editor(page).locator('strong').innerText()).toBe('need an escort');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/site-settings/blog');
    await page.getByRole('cell', { name: 'Escort vehicles in Oklahoma and Kansas', exact: true }).waitFor();

    await page.getByRole('cell', { name: 'Escort vehicles in Oklahoma and Kansas', exact: true }).click();
    await page.waitForURL(`**/site-settings/blog/${post?.id}`);
    await cancelDeletion(page, state);
    await confirmDeletion(page);
    await expectDeletedBackOnList(page, state, '/site-settings/blog', `/blog-posts/${post?.id}`);
    await page.getByPlaceholder('Search').fill('escort vehicles in oklahoma');
    await page.getByText('Nothing matches the search and filters.').waitFor();
  });
});

describe('/site-settings/pages', () => {
  it('creates, finds, edits and deletes a page; a taken slug is refused', async () => {
    const page = await signedIn('admin@example.com', { at: '/site-settings/pages' });
    await page.getByRole('cell', { name: 'About us', exact: true }).waitFor();
    await page.getByRole('link', { name: 'New page' }).click();
    await page.waitForURL('**/site-settings/pages/create');

    await page.getByRole('switch', { name: 'Published on the website' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await field(page, 'title').getByText('This field is required').waitFor();
    await field(page, 'body').getByText('This field is required').waitFor();

    const slug = page.getByRole('textbox', { name: 'Slug' });
    await page.getByRole('textbox', { name: 'Title' }).fill('About us');
    await expect.poll(() => slug.inputValue()).toBe('about-us');
    await slug.blur();
    await field(page, 'slug').getByText('This slug is already taken.').waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Oversize glossary');
    await expect.poll(() => slug.inputValue()).toBe('oversize-glossary');
    await field(page, 'slug').getByText('This slug is already taken.').waitFor({ state: 'detached' });
    await editor(page).click();
    await page.keyboard.type('Superload: a load beyond the routine permit limits.');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/site-settings/pages');
    await notification(page).filter({ hasText: 'Element created' }).waitFor();

    await page.getByPlaceholder('Search').fill('glossary');
    const row = page.locator('tbody tr').filter({ hasText: 'Oversize glossary' });
    // The search's answer, not the whole list the new page also shows in, which the answer redraws
    // under a click that came first.
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row.waitFor();
    expect(await row.innerText()).toContain('oversize-glossary');
    expect(await row.innerText()).toContain('Published');
    const { data } = await readAsAdmin<{ data: { id: number; body: string; published: boolean }[] }>(
      '/pages?q=oversize-glossary',
    );
    expect(data[0]?.body).toContain('Superload: a load beyond the routine permit limits.');
    expect(data[0]?.published).toBe(true);

    await row.getByRole('cell', { name: 'Oversize glossary', exact: true }).click();
    await page.waitForURL(`**/site-settings/pages/${data[0]?.id}`);
    await page.getByRole('textbox', { name: 'Title' }).fill('Oversize and overweight glossary');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/site-settings/pages');
    await page.getByRole('cell', { name: 'Oversize and overweight glossary', exact: true }).click();
    await page.waitForURL(`**/site-settings/pages/${data[0]?.id}`);
    await cancelDeletion(page, state);
    await confirmDeletion(page);
    await expectDeletedBackOnList(page, state, '/site-settings/pages', `/pages/${data[0]?.id}`);
  });
});

describe('/site-settings/services', () => {
  it('lists services by position, creates one priced in dollars (stored in cents), edits and deletes it', async () => {
    const page = await signedIn('admin@example.com', { at: '/site-settings/services' });
    await page.locator('tbody tr').first().waitFor();
    const positions = (await page.locator(`tbody tr ${dataCell(1)}`).allInnerTexts()).map(Number);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(await page.locator('tbody tr').first().innerText()).toContain('$49.00');

    await page.getByRole('link', { name: 'New service' }).click();
    await page.waitForURL('**/site-settings/services/create');
    // A new service goes last.
    const last = Math.max(...positions);
    await expect.poll(() => page.getByRole('textbox', { name: 'Position' }).inputValue()).toBe(String(last + 1));
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Engineering review of every bridge on a superload route.');
    await page.getByRole('button', { name: 'Save' }).click();
    await field(page, 'name').getByText('This field is required').waitFor();
    await field(page, 'price_cents').getByText('This field is required').waitFor();
    await page.getByRole('textbox', { name: 'Position' }).fill('first');
    await field(page, 'position').getByText('This field can only contain numbers').waitFor();

    await page.getByRole('textbox', { name: 'Name' }).fill('Bridge analysis');
    await page.getByRole('spinbutton', { name: 'Price (USD)' }).fill('1249.5');
    await page.getByRole('textbox', { name: 'Position' }).fill(String(last + 1));
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/site-settings/services');
    await notification(page).filter({ hasText: 'Element created' }).waitFor();

    const { data } = await readAsAdmin<{
      data: { id: number; price_cents: number; position: number; active: boolean }[];
    }>('/services?q=bridge%20analysis');
    expect(data[0]).toMatchObject({ price_cents: 124950, position: last + 1, active: true });

    await page.getByPlaceholder('Search').fill('bridge analysis');
    const row = page.locator('tbody tr').filter({ hasText: 'Bridge analysis' });
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row.waitFor();
    expect(await row.innerText()).toContain('$1,249.50');

    await row.getByRole('cell', { name: 'Bridge analysis', exact: true }).click();
    await page.waitForURL(`**/site-settings/services/${data[0]?.id}`);
    expect(await page.getByRole('spinbutton', { name: 'Price (USD)' }).inputValue()).toBe('1249.5');
    await page.getByRole('textbox', { name: 'Name' }).fill('Bridge and route analysis');
    await page.getByRole('spinbutton', { name: 'Price (USD)' }).fill('1300');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/site-settings/services');
    await page
      .locator('tbody tr')
      .filter({ hasText: 'Bridge and route analysis' })
      .filter({ hasText: '$1,300.00' })
      .waitFor();
    const { data: edited } = await readAsAdmin<{ data: { price_cents: number } }>(`/services/${data[0]?.id}`);
    expect(edited.price_cents).toBe(130000);

    await page.getByRole('cell', { name: 'Bridge and route analysis', exact: true }).click();
    await page.waitForURL(`**/site-settings/services/${data[0]?.id}`);
    await cancelDeletion(page, state);
    await confirmDeletion(page);
    await expectDeletedBackOnList(page, state, '/site-settings/services', `/services/${data[0]?.id}`);
  });
});

describe('a member', () => {
  it('has no website content in the menu and gets the access-denied screen on each route', async () => {
    const page = await signedIn('member@example.com');
    expect(await page.getByRole('menuitem', { name: 'Website', exact: true }).count()).toBe(0);
    await expectAccessDeniedAt(page, [
      '/site-settings/blog',
      '/site-settings/pages',
      '/site-settings/services',
      '/site-settings/blog/create',
    ]);
    expect(state.requests.some((request) => /\/api\/(blog-posts|pages|services)(\?|\/|$)/.test(request))).toBe(false);
  });
});

describe.each([1280, 390])('at %i px', (width) => {
  it('shows each list and form whole, no wider than the window', async () => {
    // Signed in at the width: a window narrowed after the sign-in opens react-admin's menu as a drawer.
    const page = await signedIn('admin@example.com', { viewport: { width, height: 844 } });
    await closeNotification(page);
    const screens: [string, string][] = [
      ['/site-settings/blog', LIST_RECORDS],
      ['/site-settings/blog/create', '.ProseMirror'],
      ['/site-settings/blog/1', '.ProseMirror'],
      ['/site-settings/pages', LIST_RECORDS],
      ['/site-settings/pages/1', '.ProseMirror'],
      ['/site-settings/services', LIST_RECORDS],
      ['/site-settings/services/create', 'input[name=position]'],
    ];
    for (const [path, ready] of screens) {
      await showSettled(page, path);
      await page.locator(ready).first().waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}staff${path.replaceAll('/', '-')}-${width}.png`, fullPage: true });
      expect(await overflowWidth(page), `${path} is wider than ${width} px`).toBeLessThanOrEqual(0);
    }
    expect(state.consoleErrors).toEqual([]);
  });
});
