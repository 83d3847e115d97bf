/**
 * Talking with the member (issue 39), staff at the desk and a member on a phone, in two browsers:
 * the agent asks, the member is told in the notification centre, answers with a file, the request
 * is back in review and the agent is told, each without a reload; an internal note never reaches
 * the member's screen; unread counts go down as notifications are read.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCallsAs, readAsAdmin } from './api.js';
import { SCREENSHOTS, url, useBrowser } from './support.js';

const { signedInAs } = useBrowser();

const PHONE = { width: 390, height: 844 };

/**
 * How many notifications the bell says are unread (0 when it names none). The app bar slides away
 * while the page scrolls down (react-admin's), and the bell with it: read wherever it is.
 */
async function unread(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications/, includeHidden: true });
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

describe('talking with the member', () => {
  it('the agent asks, the member is told and answers with a file from a phone, the request is back in review and the agent is told', async () => {
    const { data: requests } = await readAsAdmin<{ data: { id: number; number: string }[] }>(
      '/permit-requests?status=submitted&company_id=1&per_page=1',
    );
    const request = requests[0];
    expect(request).toBeDefined();
    const agent = await signedInAs('agent@example.com');
    const member = await signedInAs('member@example.com', { viewport: PHONE });
    await Promise.all([agent.goto(url('/overview')), member.goto(url('/overview'))]);
    await member.getByRole('button', { name: /^Notifications/ }).waitFor();
    await agent.getByRole('button', { name: /^Notifications/ }).waitFor();
    // What each has unread, from the API (the bell may still be reading it), and the bell agreeing.
    const unreadOf = async (email: string) =>
      (await (await apiCallsAs(email))<{ unread: number }>('GET', '/notifications?per_page=1')).unread;
    const memberBefore = await unreadOf('member@example.com');
    const agentBefore = await unreadOf('agent@example.com');
    await expect.poll(() => unread(member)).toBe(memberBefore);
    await expect.poll(() => unread(agent)).toBe(agentBefore);

    // The agent asks from the request's page.
    await agent.goto(url(`/overview/${request?.id}`));
    const conversation = agent.getByRole('form', { name: 'Message' });
    await conversation.getByLabel('Message', { exact: true }).fill('Please send the axle spacing of the trailer.');
    await conversation.getByRole('radio', { name: 'A question: the request waits on the member' }).check();
    await conversation.getByRole('button', { name: 'Send' }).click();
    await agent.getByText('Asked: the request waits on the member.').waitFor();
    await agent.getByText('Waiting on the member').first().waitFor();

    // The member's bell counts it, without a reload; its menu leads to the request.
    await expect.poll(() => unread(member)).toBe(memberBefore + 1);
    await member.getByRole('button', { name: /^Notifications/ }).click();
    await member
      .getByRole('menuitem', { name: `Alex Agent asked a question about permit request ${request?.number}` })
      .click();
    await member.waitForURL(`**/overview/${request?.id}`);
    await expect.poll(() => unread(member)).toBe(memberBefore);
    await member.getByText('Please send the axle spacing of the trailer.').waitFor();
    await member.getByText('The office asked you something', { exact: false }).waitFor();

    // The answer, with a file, from the phone.
    const answer = member.getByRole('form', { name: 'Your answer' });
    await answer.getByLabel('Your answer', { exact: true }).fill('Axles at 4 ft 6 in, 5 ft and 4 ft 6 in.');
    const file = join(tmpdir(), 'axle-spacing.pdf');
    writeFileSync(file, '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    await answer.locator('input[type=file]').setInputFiles(file);
    await answer.getByRole('button', { name: 'Remove axle-spacing.pdf' }).waitFor();
    await member.screenshot({ path: `${SCREENSHOTS}conversation-answer-390.png`, fullPage: true });
    await answer.getByRole('button', { name: 'Send the answer' }).click();
    await member.getByText('Answer sent: the request is back in review.').waitFor();
    // The page follows: nothing waits on the member any more.
    await member.getByText('The office asked you something', { exact: false }).waitFor({ state: 'detached' });
    const { data: now } = await readAsAdmin<{ data: { status: string } }>(`/permit-requests/${request?.id}`);
    expect(now.status).toBe('in_review');

    // The agent sees the answer and its file where they are, and is told.
    await agent.getByText('Axles at 4 ft 6 in, 5 ft and 4 ft 6 in.').waitFor();
    await agent.getByRole('button', { name: 'axle-spacing.pdf' }).waitFor();
    await expect.poll(() => unread(agent)).toBe(agentBefore + 1);
    await agent.screenshot({ path: `${SCREENSHOTS}conversation-agent-1280.png`, fullPage: true });

    // Read on the page of notifications: the count goes to none.
    await agent.goto(url('/notifications'));
    await agent.getByRole('link', { name: `Morgan Member answered on permit request ${request?.number}` }).waitFor();
    await expect.poll(() => unread(agent)).toBe(0);
  });

  it("keeps an internal note from the member's screen, while a message beside it arrives", async () => {
    const { data: requests } = await readAsAdmin<{ data: { id: number }[] }>(
      '/permit-requests?status=in_review&company_id=1&per_page=1',
    );
    const request = requests[0];
    const member = await signedInAs('member@example.com');
    await member.goto(url(`/overview/${request?.id}`));
    await member.getByRole('form', { name: /Message|Your answer/ }).waitFor();

    const agent = await apiCallsAs('agent@example.com');
    const secret = `Internal ${crypto.randomUUID()}`;
    await agent('POST', `/permit-requests/${request?.id}/messages`, { body: secret, internal: true, ask: false });
    await agent('POST', `/permit-requests/${request?.id}/messages`, {
      body: 'Your route is checked, thank you.',
      internal: false,
      ask: false,
    });
    // The message written after the note has come: so would have the note.
    await member.getByText('Your route is checked, thank you.').waitFor();
    expect(await member.getByText(secret).count()).toBe(0);
    await member.reload();
    await member.getByText('Your route is checked, thank you.').waitFor();
    expect(await member.content()).not.toContain(secret);
    await member.goto(url('/notifications'));
    await member.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    expect(await member.content()).not.toContain(secret);
  });

  it('e-mails a member only what they chose in their settings, and shows staff the e-mails on the diagnostics page', async () => {
    const page = await signedInAs('member@example.com');
    await page.goto(url('/settings'));
    const questions = page.getByRole('checkbox', { name: 'The office asks a question' });
    await questions.waitFor();
    expect(await questions.isChecked()).toBe(true);
    await questions.uncheck();
    await page.getByRole('button', { name: 'Save the e-mail choices' }).click();
    await page.getByText('Your e-mail choices are saved.').waitFor();

    const agent = await apiCallsAs('agent@example.com');
    const admin = await apiCallsAs('admin@example.com');
    const mailsTo = async () =>
      (await admin<{ data: { subject: string }[] }>('GET', '/outbox?to=member@example.com&per_page=100')).data;
    const before = await mailsTo();
    const { data: requests } = await readAsAdmin<{ data: { id: number; number: string }[] }>(
      '/permit-requests?status=in_review&company_id=1&per_page=2',
    );
    const [asked, approved] = requests;
    // A question: told in the app, not by e-mail. An approval: by e-mail too.
    await agent('POST', `/permit-requests/${asked?.id}/messages`, {
      body: 'Which escort?',
      ask: true,
      internal: false,
    });
    await agent('POST', `/permit-requests/${approved?.id}/transition`, { status: 'approved', note: null });
    const after = await mailsTo();
    expect(after.slice(0, after.length - before.length).map((mail) => mail.subject)).toEqual([
      `Permit request ${approved?.number} is approved`,
    ]);

    const staff = await signedInAs('admin@example.com');
    await staff.goto(url('/test'));
    await staff
      .getByRole('region', { name: 'E-mails sent' })
      .getByText(`Permit request ${approved?.number} is approved`)
      .first()
      .waitFor();
  });
});
