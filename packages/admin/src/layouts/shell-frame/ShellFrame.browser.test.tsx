/**
 * The back office's frame as the shell draws it while react-admin's code loads: the list's title
 * for the person's role, by the access rule, and word that it has been painted, in Chromium.
 */
import type { Sdk } from '@permit-office/sdk';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { Role } from '../../access/can-access.js';
import { startEarlyReads } from '../../boot/early-reads.js';
import { ShellWords } from '../../i18n/ShellWords.js';
import { forgetRememberedIdentity, rememberIdentity } from '../../session/identity-memory.js';
import ShellFrame from './ShellFrame.js';

let mounted: Root | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  document.body.replaceChildren();
  forgetRememberedIdentity();
});

const remember = (role: Role) =>
  rememberIdentity({ id: 7, name: 'Pat', email: 'pat@example.com', role, company_id: role === 'member' ? 1 : null });

/** Draws the frame at `path`; resolves with the banner's text once the frame says it has been painted. */
function drawAt(path: string): Promise<string> {
  const container = document.body.appendChild(document.createElement('div'));
  return new Promise((drawn) => {
    mounted = createRoot(container);
    mounted.render(
      <MemoryRouter initialEntries={[path]}>
        <ShellWords>
          <ShellFrame onDrawn={() => drawn(container.querySelector('header')?.textContent ?? '')} />
        </ShellWords>
      </MemoryRouter>,
    );
  });
}

describe("the shell's frame", () => {
  it("names a list as the person's role sees it, and says so once painted", async () => {
    remember('member');
    expect(await drawAt('/my-permit-request')).toBe('My permit requests');
    mounted?.unmount();
    remember('agent');
    expect(await drawAt('/my-permit-request/')).toBe('Permit requests');
  });

  it('names no list the access rule keeps from the person, and no page that is not a titled list', async () => {
    remember('member');
    expect(await drawAt('/accounts')).toBe('');
    mounted?.unmount();
    expect(await drawAt('/companies/1')).toBe('');
    mounted?.unmount();
    expect(await drawAt('/overview')).toBe('');
  });

  it('names nothing on a role written into this browser by hand that the rule does not know', async () => {
    for (const role of ['', 'superuser', 'Admin']) {
      localStorage.setItem(
        'permit-office.identity',
        JSON.stringify({ id: 7, name: 'Pat', email: 'pat@example.com', role, company_id: 1 }),
      );
      expect(await drawAt('/accounts'), role).toBe('');
      mounted?.unmount();
    }
  });

  it('holds the loading state under the bar', async () => {
    remember('admin');
    expect(await drawAt('/site-settings/blog')).toBe('Website: blog posts');
    await expect.element(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
  });

  it("waits for the identity's first read when no role is remembered, and names nothing without one", async () => {
    expect(await drawAt('/companies')).toBe('');
    mounted?.unmount();
    // A session whose identity is read as the app starts (boot/early-reads.ts): its answer names the role.
    let answer: (role: Role) => void = () => undefined;
    const read = new Promise<Role>((resolve) => (answer = resolve)).then((role) => ({
      data: { data: { id: 1, name: 'Ada', email: 'ada@example.com', role, company_id: null } },
      response: new Response('{}', { status: 200 }),
    }));
    const sdk = { session: { isSignedIn: () => true }, on: () => () => undefined, client: { GET: () => read } };
    startEarlyReads(sdk as unknown as Sdk, '/companies');
    const drawn = drawAt('/companies');
    answer('agent');
    expect(await drawn).toBe('Companies');
  });
});
