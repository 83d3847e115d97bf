/**
 * A press on a phone, as a finger makes it (touch events through Chromium's input, held down): the
 * control shows it is pressed at once, drawn by the browser (a layer while it is :active), not by a
 * ripple React renders in the touch's own events, and no tooltip's touch listener writes the page's
 * style; let go, the control does what it is for. On a phone with the CPU slowed 4×, the ripple and
 * the tooltip held the touch's paint 20-40 ms each (issue 68's traces; the figures are
 * `pnpm bench`'s). A keyboard's focus is still drawn (MUI's focus ripple).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { url, useBrowser } from './support.js';

const { signedIn } = useBrowser();

const PHONE = { width: 390, height: 844 };

/**
 * Taps the control as a finger does (touch events through Chromium's input, as on a phone), and
 * reads what the tap wrote into the page up to `done`: ripples drawn into controls, and writes of the
 * body's user-select (a tooltip's touch listener's).
 */
async function tapWatched(page: Page, control: Locator, done: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  // The page as a phone's: touch events, and the browser's gestures from them.
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  const box = await control.boundingBox();
  if (!box) throw new Error('The control is not on the screen');
  await page.evaluate(() => {
    const seen = { ripples: 0, userSelectWrites: 0 };
    new MutationObserver((records) => {
      for (const record of records) {
        // The menu's opening locks the page's scroll there (overflow): not the tap's.
        if (
          record.type === 'attributes' &&
          record.target === document.body &&
          /user-select/.test(`${record.oldValue ?? ''} ${document.body.getAttribute('style') ?? ''}`)
        )
          seen.userSelectWrites += 1;
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches('.MuiTouchRipple-ripple, .MuiTouchRipple-child'))
            seen.ripples += 1;
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
      attributeOldValue: true,
    });
    Object.assign(window, { tapSeen: seen });
  });
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await done();
  return page.evaluate(() => (window as unknown as { tapSeen: { ripples: number; userSelectWrites: number } }).tapSeen);
}

/** The control's look while a pointer holds it down (the same :active a finger's press gives). */
async function whilePressed(page: Page, control: Locator): Promise<{ active: boolean; layer: string }> {
  const box = await control.boundingBox();
  if (!box) throw new Error('The control is not on the screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  return control.evaluate((element) => ({
    active: element.matches(':active'),
    layer: getComputedStyle(element).backgroundImage,
  }));
}

describe('a press on a phone', () => {
  it("opens the menu from a tap that draws no ripple and leaves the page's style alone", async () => {
    const page = await signedIn('member@example.com', { viewport: PHONE, at: '/my-permit-request' });
    await page.getByTestId('record-cards').getByRole('listitem').first().waitFor();
    const seen = await tapWatched(page, page.getByRole('button', { name: 'Open menu' }), () =>
      page.getByRole('menuitem').first().waitFor(),
    );
    expect(seen).toEqual({ ripples: 0, userSelectWrites: 0 });
  });

  it('shows a control pressed while it is held, and does what it is for when let go (Save)', async () => {
    const page = await signedIn('admin@example.com', { viewport: PHONE, at: '/companies/1' });
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('Lone Star Heavy Haul LLC, pressed');
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe('none');
    const pressed = await whilePressed(page, save);
    expect(pressed.active).toBe(true);
    expect(pressed.layer).toMatch(/^linear-gradient\(/);
    await page.mouse.up();
    await page.waitForURL((address) => address.pathname !== '/companies/1');
    await page.goto(url('/companies/1'));
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue())
      .toBe('Lone Star Heavy Haul LLC, pressed');
  });

  it("still draws a keyboard's focus", async () => {
    const page = await signedIn('member@example.com', { viewport: PHONE, at: '/my-permit-request' });
    await page.getByTestId('record-cards').getByRole('listitem').first().waitFor();
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect
      .poll(() => button.evaluate((element) => element.querySelectorAll('.MuiTouchRipple-ripplePulsate').length))
      .toBe(1);
  });

  // A select learns its element in a transition after it mounts (the @mui/material patch): a press
  // as soon as the form is there opens it all the same.
  it("opens a form's select at a press as soon as the form is there, and takes the choice", async () => {
    const page = await signedIn('admin@example.com', { viewport: PHONE, at: '/companies/1' });
    const state = page.getByRole('combobox', { name: 'State' });
    await state.click();
    await page.getByRole('option', { name: 'Oklahoma (OK)', exact: true }).click();
    await expect.poll(() => state.innerText()).toBe('Oklahoma (OK)');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
  });

  // A tooltip learns its control's element in a transition after it mounts (the @mui/material
  // patch): a pointer's hover and a keyboard's focus open it as ever, at once after the screen.
  it("leaves a pointer's hover and a keyboard's focus opening a control's tooltip", async () => {
    const page = await signedIn('member@example.com', { at: '/my-permit-request' });
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await refresh.hover();
    await expect.poll(() => page.getByRole('tooltip').allInnerTexts()).toEqual(['Refresh']);
    await page.mouse.move(0, 300);
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    await refresh.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByRole('tooltip').allInnerTexts()).toEqual(['Refresh']);
  });
});
