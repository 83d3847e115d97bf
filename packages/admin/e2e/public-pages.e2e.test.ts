/** The pages a signed-out person uses: restore password and delete the app account. */
import { describe, expect, it } from 'vitest';
import {
  GREEN,
  RED,
  allowConsoleErrors,
  mockApi,
  notification,
  notificationColour,
  pathOf,
  signIn,
  url,
  useBrowser,
} from './support.js';

const { open } = useBrowser();

describe('/restore-password', () => {
  it('sends the reset link, goes to /auth and shows the server message', async () => {
    const page = await open();
    await page.goto(url('/auth'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/restore-password');
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.waitForURL('**/auth');
    await notification(page).waitFor();
    expect(await notification(page).innerText()).toBe('We have emailed your password reset link.');
    expect(await notificationColour(page)).toBe(GREEN);
  });

  it('answers "Something went wrong!" when the server says success false', async () => {
    const page = await open();
    await page.goto(url('/restore-password'));
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await notification(page).waitFor();
    expect(await notification(page).innerText()).toBe('Something went wrong!');
    expect(await notificationColour(page)).toBe(RED);
    expect(pathOf(page)).toBe('/restore-password');
    expect(await page.getByLabel('Email').inputValue()).toBe('nobody@example.com');
  });

  it('sets a new password from the e-mailed link, which then signs in', async () => {
    const page = await open();
    await page.goto(url('/restore-password'));
    await page.getByLabel('Email').fill('agent@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.waitForURL('**/auth');
    const mail = (await mockApi.outbox()).filter((message) => message.to === 'agent@example.com').at(-1);
    expect(mail).toBeDefined();
    await page.goto(url(mail?.link ?? ''));
    await page.getByLabel('New password', { exact: true }).fill('a-new-password');
    await page.getByLabel('Confirm the new password').fill('something-else');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('The passwords do not match').waitFor();
    await page.getByLabel('Confirm the new password').fill('a-new-password');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.waitForURL('**/auth');
    await notification(page).filter({ hasText: 'Your password has been reset.' }).waitFor();
    await signIn(page, 'agent@example.com', 'a-new-password');
    expect(pathOf(page)).toBe('/overview');
  });
});

describe('/delete-app-account', () => {
  it('checks the fields, shows the server refusal under the password, and keeps what was typed', async () => {
    const page = await open();
    await page.goto(url('/delete-app-account'));
    await page.getByRole('button', { name: 'Delete my account' }).click();
    expect(await page.getByText('This field is required').count()).toBe(2);
    await page.getByText('Please confirm that you want your account deleted').waitFor();
    // Wrong credentials: the server refuses them with a 422.
    allowConsoleErrors(/status of 422/);
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByLabel('Password').fill('wrong');
    await page.getByLabel('I understand that my account and its data will be deleted').check();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('These credentials do not match our records.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('member@example.com');
  });

  it('sends the deletion request and says it was received', async () => {
    const page = await open();
    await page.goto(url('/delete-app-account'));
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByLabel('Password').fill('password');
    await page.getByLabel('I understand that my account and its data will be deleted').check();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Request received.').waitFor();
    await page.getByText('will be deleted within 30 days').waitFor();
    await mockApi.reset();
  });
});
