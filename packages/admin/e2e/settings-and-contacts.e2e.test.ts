/** Own settings, company info, service settings, contact-us to contacts, and card operations. */
import { describe, expect, it } from 'vitest';
import { readAsAdmin } from './api.js';
import { allowConsoleErrors, mockApi, notification, pathOf, signIn, url, useBrowser, waitForPath } from './support.js';

const { open, signedIn, state } = useBrowser();

describe('/settings', () => {
  it('saves the profile, and changes the password only with the current one and a matching confirmation', async () => {
    const page = await signedIn('agent@example.com');
    await page.getByRole('menuitem', { name: 'My settings' }).click();
    await page.waitForURL('**/settings');
    await page.getByRole('textbox', { name: 'Name' }).fill('Alex Agent-Smith');
    await page.getByRole('button', { name: 'Save the profile' }).click();
    await notification(page).filter({ hasText: 'Your profile is saved.' }).waitFor();
    await page.getByText('Alex Agent-Smith').first().waitFor();

    const password = (label: string) => page.getByLabel(label, { exact: true });
    await password('Current password').fill('not-it');
    await password('New password').fill('brand-new-password');
    await password('Confirm the new password').fill('something-else');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await page.getByText('The passwords do not match').waitFor();
    await password('Confirm the new password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Change the password' }).click();
    // The server's refusal, under the field it names; what was typed stays.
    allowConsoleErrors(/status of 422/);
    await page.getByText('The current password is incorrect.').waitFor();
    expect(await password('New password').inputValue()).toBe('brand-new-password');
    await password('Current password').fill('password');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await notification(page).filter({ hasText: 'Your password is changed.' }).waitFor();
    expect(await password('Current password').inputValue()).toBe('');

    const again = await open();
    await signIn(again, 'agent@example.com', 'brand-new-password');
    expect(pathOf(again)).toBe('/overview');
    // The other tests sign in with the demo password. The pages go first: a reset ends their
    // sessions, and a read either made meanwhile (a refetch as the other page took the focus) would
    // be answered 401 (seen once in a run).
    await Promise.all([page.close(), again.close()]);
    await mockApi.reset();
  });
});

describe('/company-info', () => {
  it("lets a member keep their company's profile current", async () => {
    const page = await signedIn('member@example.com');
    await page.getByRole('menuitem', { name: 'Company info' }).click();
    await page.waitForURL('**/company-info');
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await phone.fill('(214) 555-0142');
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('7520');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid format').waitFor();
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('75201');
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page).filter({ hasText: 'The company profile is saved.' }).waitFor();
    const { data } = await readAsAdmin<{ data: { phone: string; zip: string } }>('/companies/1');
    expect(data).toMatchObject({ phone: '(214) 555-0142', zip: '75201' });
    expect(await page.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
  });
});

describe('/main-settings', () => {
  it('saves the service settings, and keeps what was typed when the server refuses', async () => {
    const page = await signedIn('admin@example.com');
    await page.getByRole('menuitem', { name: 'Service settings' }).click();
    await page.waitForURL('**/main-settings');
    const fee = page.getByRole('spinbutton', { name: 'Permit base fee (USD)' });
    expect(await fee.inputValue()).toBe('60');
    await fee.fill('75.5');
    allowConsoleErrors(/status of 422/);
    await mockApi.fault({
      method: 'PUT',
      path: '/settings/main',
      status: 422,
      body: { message: 'The card fee is too high.', errors: { card_fee_percent: ['The card fee is too high.'] } },
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The card fee is too high.').waitFor();
    expect(await fee.inputValue()).toBe('75.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page).filter({ hasText: 'The service settings are saved.' }).waitFor();
    const { data } = await readAsAdmin<{ data: { permit_base_fee_cents: number } }>('/settings/main');
    expect(data.permit_base_fee_cents).toBe(7550);
  });
});

describe('/contact-us and /contacts', () => {
  it("carries a member's message to staff, whose reply marks it answered", async () => {
    const member = await signedIn('member@example.com');
    await member.getByRole('menuitem', { name: 'Contact us' }).click();
    await member.waitForURL('**/contact-us');
    await member.getByRole('textbox', { name: 'Subject' }).fill('Saturday travel in Ohio');
    await member.getByRole('textbox', { name: 'Message' }).fill('Short');
    await member.getByRole('button', { name: 'Send' }).click();
    await member.getByText('You must enter a minimum of 10 characters').waitFor();
    await member
      .getByRole('textbox', { name: 'Message' })
      .fill('Can our transformer load travel through Ohio on Saturday morning?');
    await member.getByRole('button', { name: 'Send' }).click();
    await notification(member).filter({ hasText: 'Your message is sent.' }).waitFor();
    expect(await member.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('');

    const staff = await signedIn('agent@example.com');
    await staff.getByRole('menuitem', { name: 'Contact messages' }).click();
    await staff.getByRole('cell', { name: 'Saturday travel in Ohio', exact: true }).click();
    await staff.getByText('Can our transformer load travel through Ohio on Saturday morning?').waitFor();
    await staff.getByRole('textbox', { name: 'Reply' }).fill('Yes, until noon, with an escort.');
    await staff.getByRole('button', { name: 'Send the reply' }).click();
    await notification(staff).filter({ hasText: 'Your reply is sent.' }).waitFor();
    await staff.getByText('Answered on').waitFor();
    await staff.getByText('Yes, until noon, with an escort.').waitFor();
    expect(state.requests.some((request) => /POST .*\/api\/contacts\/\d+\/reply$/.test(request))).toBe(true);
  });
});

describe('/card-operations', () => {
  it('totals the filtered operations; staff record a refund, which lowers the net', async () => {
    const page = await signedIn('admin@example.com');
    await page.getByRole('menuitem', { name: 'Card operations' }).click();
    const totals = page.getByRole('status', { name: 'Totals of the filtered card operations' });
    await totals.waitFor();
    const net = async () => Number(((await totals.innerText()).split('Net:')[1] ?? '').replace(/[^0-9.]/g, ''));
    const before = await net();
    await page.getByRole('link', { name: 'New refund' }).click();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.getByRole('combobox', { name: 'Company', exact: true }).fill('Lone Star Heavy Haul');
    await page.getByRole('option', { name: 'Lone Star Heavy Haul LLC' }).first().click();
    await page.getByRole('spinbutton', { name: 'Amount (USD)' }).fill('25');
    await page.getByRole('textbox', { name: 'Note' }).fill('Goodwill refund');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/card-operations');
    await page.getByRole('cell', { name: 'Goodwill refund', exact: true }).waitFor();
    await page.waitForFunction(
      (expected) => document.body.innerText.includes(expected),
      `$${(before - 25).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
  });

  it("shows a member their company's operations, without the staff's refund form", async () => {
    const page = await signedIn('member@example.com');
    await page.getByRole('menuitem', { name: 'Card operations' }).click();
    await page.getByRole('status', { name: 'Totals of the filtered card operations' }).waitFor();
    expect(await page.getByRole('link', { name: 'New refund' }).count()).toBe(0);
    await page.goto(url('/card-operations/create'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect((await state.context.cookies()).some((cookie) => cookie.name === 'access_token_om')).toBe(true);
  });
});
