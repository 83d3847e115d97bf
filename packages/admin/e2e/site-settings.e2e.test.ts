/**
 * The website's single-record settings, /site-settings/general and /site-settings/main-settings,
 * reached through the menu's folded Website group: the specification's messages, a refusal that
 * keeps what was typed, a picture uploaded and opened in the file viewer.
 */
import { describe, expect, it } from 'vitest';
import { readAsAdmin } from './api.js';
import { expectAccessDeniedAt } from './screens.js';
import { allowConsoleErrors, mockApi, notification, PNG_1X1, savesIn, SCREENSHOTS, useBrowser } from './support.js';
import * as fileViewer from './file-viewer.js';

const { signedIn, state } = useBrowser();

describe('/site-settings/general', () => {
  it('is in the folded Website group of the staff menu', async () => {
    const page = await signedIn('admin@example.com');
    const group = page.getByRole('menuitem', { name: 'Website', exact: true });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('menuitem', { name: 'General', exact: true }).count()).toBe(0);
    await group.click();
    await page.getByRole('menuitem', { name: 'General', exact: true }).click();
    await page.waitForURL('**/site-settings/general');
    // Open while one of its sections is on screen, after a reload too.
    await page.reload();
    await page.getByRole('menuitem', { name: 'Home page', exact: true }).waitFor();
  });

  it("checks the fields, shows the server's refusal under its field keeping what was typed, then saves", async () => {
    const page = await signedIn('admin@example.com', { at: '/site-settings/general' });
    const siteName = page.getByRole('textbox', { name: 'Site name' });
    await expect.poll(() => siteName.inputValue()).toBe('Permit Office');

    await page.getByRole('textbox', { name: 'Contact phone' }).fill('call us');
    await page.getByRole('textbox', { name: 'Facebook page' }).fill('javascript:alert(1)');
    await siteName.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    // Save checks the form once the press is painted (components/submit-after-paint.ts): the
    // messages come a frame later, and are counted once there.
    await page.getByText('This field is required').waitFor();
    expect(await page.getByText('Invalid format').count()).toBe(2);
    expect(savesIn(state.requests)).toEqual([]);

    await siteName.fill('Permit Office USA');
    await page.getByRole('textbox', { name: 'Contact phone' }).fill('+1 (555) 010-2030');
    await page.getByRole('textbox', { name: 'Facebook page' }).fill('https://www.facebook.com/permitoffice');
    allowConsoleErrors(/status of 422/);
    await mockApi.fault({
      method: 'PUT',
      path: '/site-settings/general',
      status: 422,
      count: 1,
      body: { message: 'The given data was invalid.', errors: { email: ['This address bounces.'] } },
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This address bounces.').waitFor();
    expect(await siteName.inputValue()).toBe('Permit Office USA');
    expect(await page.getByRole('textbox', { name: 'Contact phone' }).inputValue()).toBe('+1 (555) 010-2030');

    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page).filter({ hasText: 'The website settings are saved' }).waitFor();
    const { data } = await readAsAdmin<{ data: Record<string, unknown> }>('/site-settings/general');
    expect(data).toMatchObject({
      site_name: 'Permit Office USA',
      phone: '+1 (555) 010-2030',
      facebook_url: 'https://www.facebook.com/permitoffice',
    });
    await page.screenshot({ path: `${SCREENSHOTS}site-settings-general-1280.png`, fullPage: true });
  });
});

describe('/site-settings/main-settings', () => {
  it('uploads the headline picture, opens it in the file viewer, and saves the highlights as a list', async () => {
    const page = await signedIn('admin@example.com', { at: '/site-settings/main-settings' });
    const headline = page.getByRole('textbox', { name: 'Headline' });
    await expect.poll(() => headline.inputValue()).not.toBe('');

    await page.locator('input[type=file]').setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByRole('button', { name: 'View hero.png' }).click();
    const viewer = fileViewer.dialog(page);
    await expect.poll(() => viewer.locator('img').getAttribute('src')).toMatch(fileViewer.signedLinkTo(/files\/\d+/));
    await fileViewer.close(viewer);

    const highlights = page.getByRole('textbox', { name: 'Highlights' });
    await highlights.fill(['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'].join('\n'));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('At most 6 highlights').waitFor();
    await highlights.fill('Permits in 48 states\n\nSame-day processing');
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page).filter({ hasText: 'The home page is saved' }).waitFor();

    const { data } = await readAsAdmin<{ data: { highlights: string[]; hero_image: string } }>('/site-settings/home');
    expect(data.highlights).toEqual(['Permits in 48 states', 'Same-day processing']);
    expect(data.hero_image).toMatch(/^files\/\d+$/);
  });
});

describe('for members', () => {
  it('has no Website group, and the settings pages are denied without a call', async () => {
    const page = await signedIn('member@example.com');
    expect(await page.getByRole('menuitem', { name: 'Website', exact: true }).count()).toBe(0);
    await expectAccessDeniedAt(page, ['/site-settings/general', '/site-settings/main-settings']);
    expect(state.requests.some((request) => request.includes('/api/site-settings'))).toBe(false);
  });
});
