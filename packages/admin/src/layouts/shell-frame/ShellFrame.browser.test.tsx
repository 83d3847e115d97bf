/**
 * The back office's frame as the shell draws it while react-admin's code loads: the list's title
 * for the person's role, by the access rule, an edit form's with its record, the overview's first
 * screen on a phone, and word that it has been painted, in Chromium.
 */
import { ThemeProvider } from '@mui/material/styles';
import type { Sdk } from '@permit-office/sdk';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { Role } from '../../access/can-access.js';
import { startEarlyReads } from '../../boot/early-reads.js';
import { ShellWords } from '../../i18n/ShellWords.js';
import { forgetRememberedIdentity, rememberIdentity } from '../../session/identity-memory.js';
import { SdkProvider } from '../../session/sdk-context.js';
import { theme } from '../../theme.js';
import ShellFrame from './ShellFrame.js';

let mounted: Root | undefined;
/** Each fake session's end: what it read as it started goes with it (boot/early-reads.ts). */
const sessionEnds: (() => void)[] = [];
afterEach(() => {
  sessionEnds.splice(0).forEach((end) => end());
  mounted?.unmount();
  mounted = undefined;
  document.body.replaceChildren();
  forgetRememberedIdentity();
});

const remember = (role: Role) =>
  rememberIdentity({ id: 7, name: 'Pat', email: 'pat@example.com', role, company_id: role === 'member' ? 1 : null });

/**
 * A signed-in session's SDK as far as the frame uses it: `/me` answers `identity` (when given), a
 * record's read answers `record` (a 404 without one); `asked` lists the paths read.
 */
function fakeSdk({ identity, record }: { identity?: { role: string }; record?: Record<string, unknown> }) {
  const asked: string[] = [];
  const answer = (path: string, data: unknown, status = 200) => {
    asked.push(path);
    return Promise.resolve({
      data: status === 200 ? { data } : undefined,
      error: status === 200 ? undefined : { message: 'Not found' },
      response: new Response('{}', { status }),
    });
  };
  const sdk = {
    session: { isSignedIn: () => true },
    on: (listener: (event: { kind: string }) => void) => {
      sessionEnds.push(() => listener({ kind: 'session' }));
      return () => undefined;
    },
    client: {
      GET: (path: string, init?: { params?: { path?: { id?: number } } }) => {
        if (path === '/me')
          return answer(path, { id: 1, name: 'Ada', email: 'ada@example.com', company_id: 1, ...identity });
        const read = path.replace('{id}', String(init?.params?.path?.id));
        return record ? answer(read, record) : answer(read, undefined, 404);
      },
    },
    unwrap: ({ data, response }: { data?: unknown; response: Response }) => {
      if (!response.ok) throw new Error(`status ${response.status}`);
      return data;
    },
  };
  return { sdk: sdk as unknown as Sdk, asked };
}

/** Draws the frame at `path`; resolves with the banner's text once the frame says it has been painted. */
function drawAt(path: string, sdk = fakeSdk({}).sdk): Promise<string> {
  const container = document.body.appendChild(document.createElement('div'));
  return new Promise((drawn) => {
    mounted = createRoot(container);
    mounted.render(
      <SdkProvider sdk={sdk}>
        <MemoryRouter initialEntries={[path]}>
          <ShellWords>
            {/* The app's theme, as the shell gives it (routes/Root.tsx): the frame asks its breakpoints. */}
            <ThemeProvider theme={theme}>
              <ShellFrame onDrawn={() => drawn(container.querySelector('header')?.textContent ?? '')} />
            </ThemeProvider>
          </ShellWords>
        </MemoryRouter>
      </SdkProvider>,
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

  it('names no list the access rule keeps from the person, and no page it cannot title', async () => {
    remember('member');
    expect(await drawAt('/accounts')).toBe('');
    mounted?.unmount();
    expect(await drawAt('/companies/1')).toBe('');
    mounted?.unmount();
    expect(await drawAt('/statistic')).toBe('');
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

  it("draws the overview's first screen on a phone as the page draws it while it reads, for the person's role", async () => {
    await page.viewport(390, 844);
    const headings = () => [...document.querySelectorAll('h1, h2')].map((heading) => heading.textContent);
    const places = () => document.querySelectorAll('.MuiSkeleton-root').length;
    // An admin oversees the queue: staff's figures and the queue's, then the workload's heading.
    remember('admin');
    expect(await drawAt('/overview')).toBe('Overview');
    expect(headings()).toEqual(['Overview', 'Open requests per person']);
    expect(places()).toBe(4 + 3 + 1);
    mounted?.unmount();
    // An agent does not: the last 12 months and recent activity under the figures.
    remember('agent');
    expect(await drawAt('/overview/')).toBe('Overview');
    expect(headings()).toEqual(['Overview', 'The last 12 months', 'Recent activity']);
    expect(places()).toBe(4 + 3 + 1);
    mounted?.unmount();
    // A member: their company's three figures, no queue.
    remember('member');
    expect(await drawAt('/overview')).toBe('Overview');
    expect(headings()).toEqual(['Overview', 'The last 12 months', 'Recent activity']);
    expect(places()).toBe(3 + 1);
    await expect.element(page.getByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it("draws the loading state at the desk, where the menu's sidebar takes the page's left, and nothing for a role it does not know", async () => {
    await page.viewport(1280, 800);
    remember('admin');
    expect(await drawAt('/overview')).toBe('Overview');
    await expect.element(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
    expect(document.querySelector('h1')).toBeNull();
    mounted?.unmount();
    await page.viewport(390, 844);
    localStorage.setItem(
      'permit-office.identity',
      JSON.stringify({ id: 7, name: 'Pat', email: 'pat@example.com', role: 'superuser', company_id: 1 }),
    );
    expect(await drawAt('/overview')).toBe('');
    expect(document.querySelector('h1')).toBeNull();
    await expect.element(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
  });

  it('titles an edit form as react-admin does, with its record read once the identity has come', async () => {
    const { sdk, asked } = fakeSdk({
      identity: { role: 'agent' },
      record: { id: 1, name: 'Lone Star Heavy Haul LLC' },
    });
    startEarlyReads(sdk, '/companies/1');
    expect(await drawAt('/companies/1', sdk)).toBe('Companies Lone Star Heavy Haul LLC');
    expect(asked).toEqual(['/me', '/companies/1']);
  });

  it("titles a member's own record with its representation", async () => {
    const { sdk } = fakeSdk({
      identity: { role: 'member' },
      record: { id: 5, state: 'TX', city: 'Austin', name: 'Flatbed' },
    });
    startEarlyReads(sdk, '/my-vehicles/5/');
    expect(await drawAt('/my-vehicles/5/', sdk)).toBe('Vehicles Flatbed');
  });

  it('reads no record the access rule keeps from the person, and names none', async () => {
    // A member at a company's edit form, an agent at a staff account's (admins only), and a role
    // the rule does not know (an answer the contract's check let through would be one).
    for (const [role, path] of [
      ['member', '/companies/1'],
      ['agent', '/accounts/3'],
      ['superuser', '/companies/1'],
    ] as const) {
      const { sdk, asked } = fakeSdk({ identity: { role }, record: { id: 1, name: 'Kept' } });
      startEarlyReads(sdk, path);
      expect(await drawAt(path, sdk), path).toBe('');
      expect(asked, path).toEqual(['/me']);
      mounted?.unmount();
    }
  });

  it('names nothing when the record cannot be read, nor on a remembered role alone', async () => {
    const missing = fakeSdk({ identity: { role: 'admin' } });
    startEarlyReads(missing.sdk, '/companies/999');
    expect(await drawAt('/companies/999', missing.sdk)).toBe('');
    expect(missing.asked).toEqual(['/me', '/companies/999']);
    mounted?.unmount();
    // No identity read under way (that session is over): nothing is asked on the remembered role.
    sessionEnds.splice(0).forEach((end) => end());
    remember('admin');
    const unread = fakeSdk({ record: { id: 1, name: 'Kept' } });
    expect(await drawAt('/companies/1', unread.sdk)).toBe('');
    expect(unread.asked).toEqual([]);
  });
});

describe("the shell's frame's theme", () => {
  afterEach(() => localStorage.removeItem('permit-office.theme.7'));

  it('is the dark one for a person who chose it, the light one otherwise', async () => {
    remember('member');
    await drawAt('/my-permit-request');
    const background = () => getComputedStyle(document.body).backgroundColor;
    const lightGround = background();
    mounted?.unmount();
    localStorage.setItem('permit-office.theme.7', 'dark');
    await drawAt('/my-permit-request');
    // The dark theme's page (theme.ts: #121212), not the light one's.
    expect(background()).toBe('rgb(18, 18, 18)');
    expect(lightGround).not.toBe(background());
  });
});
