/**
 * Long and mixed-direction text, as people are allowed to type it (every value within the
 * contract's maxLength): a company name of 120 letters without a space, a 191-character e-mail, a
 * 200-character address, a service described in 2,000 characters, names in Hebrew and Arabic beside
 * Latin. Wherever they show, at the desk (1280 px) and on a phone (390 px), a long value wraps or is
 * cut to a few lines with the whole of it a hover away (its `title`); no column of a list pushes
 * another, or its header, off the screen; nothing scrolls sideways; a value in one direction does
 * not reorder its neighbours; and an amount (a refund's minus sign with it) stays on one line. A cut
 * cell's own behaviour (whole while it has the focus, Enter opening its record, a colleague's new value
 * as its title) is the list's component test (components/RecordTable.browser.test.tsx).
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCallsAs } from './api.js';
import { showSettled } from './screens.js';
import { SCREENSHOTS, useBrowser } from './support.js';

const { walkPageAs } = useBrowser();

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** `length` characters of `word` repeated: one unbroken word. `Aa` first sorts it before the seed's names. */
const unbroken = (word: string, length: number) => `Aa${word.repeat(Math.ceil(length / word.length))}`.slice(0, length);

/** Each value at its field's maxLength in openapi.yaml, with no space a line could break at. */
const LONG = {
  company: unbroken('Overdimensionalheavyhaul', 120),
  // 64 before the @ (the most an address may have there), 191 in all.
  email: `${'dispatch'.repeat(8)}@${'d'.repeat(61)}.${'e'.repeat(60)}.com`,
  address: unbroken('Industrialparkwayfrontageroad', 200),
  zip: '78701-1234',
  invoice: unbroken('Oversizepermitfeesandescorts', 200),
  service: unbroken('Superloadrouting', 120),
  serviceDescription: unbroken('Routesurveysbridgeanalysisutilitylinelifts', 2000),
  cardNote: unbroken('Refundofaduplicatepermitfee', 500),
  load: unbroken('Transformerontwelveaxleschnabel', 200),
  commodity: unbroken('Electricaltransformer', 100),
  city: unbroken('Llanfairpwllgwyngyll', 100),
  notes: unbroken('Escortrequiredthroughconstructionzones', 2000),
  closure: unbroken('Independenceday', 100),
  closureNote: unbroken('Nooversizemovementfromnoon', 500),
  member: unbroken('Bartholomew', 100),
  account: unbroken('Maximiliana', 100),
  subject: unbroken('Questionaboutmypermit', 150),
  application: unbroken('Applicantheavytransport', 120),
  stateNote: unbroken('Callthestatedeskbeforenine', 5000),
  post: unbroken('Howtomovealongload', 200),
  page: unbroken('Termsofservice', 200),
  annual: unbroken('ANNUAL', 40),
} as const;

/** A name of 70 emoji (each one character to the contract, two UTF-16 units). */
const EMOJI_NAME = '🚚'.repeat(70);

/** Hebrew, Arabic and Latin in one value, and digits after right-to-left text. */
const MIXED = {
  company: 'הובלות כבדות Heavy Haul نقل ثقيل',
  address: 'רחוב הרצל 12',
  city: 'تل أبيب',
  load: 'מנוף Liebherr رافعة',
} as const;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The records the tests open by id, created below: the mixed-direction company, the long permit request. */
const ids = { mixedCompany: 0, permit: 0, emojiCompany: 0 };

beforeAll(async () => {
  const admin = await apiCallsAs('admin@example.com');
  const member = await apiCallsAs('member@example.com');

  // The member's company: its name travels with its loads, permit requests, invoices and more.
  const { data: company } = await admin('GET', '/companies/1');
  await admin('PUT', '/companies/1', {
    ...company,
    name: LONG.company,
    email: LONG.email,
    address: LONG.address,
    city: 'Austin',
    state: 'TX',
    zip: LONG.zip,
  });
  const { data: mixed } = await admin('POST', '/companies', {
    name: MIXED.company,
    usdot: '99990001',
    email: 'mixed@example.com',
    address: MIXED.address,
    city: MIXED.city,
    state: 'TX',
    zip: '78701',
  });
  ids.mixedCompany = mixed.id;
  const { data: emoji } = await admin('POST', '/companies', {
    name: EMOJI_NAME,
    usdot: '99990002',
    email: 'emoji@example.com',
    city: 'Austin',
    state: 'TX',
  });
  ids.emojiCompany = emoji.id;

  const loadOf = (company_id: number, description: string, city: string) =>
    admin('POST', '/loads', {
      company_id,
      description,
      commodity: LONG.commodity,
      length_in: 720,
      width_in: 120,
      height_in: 150,
      weight_lbs: 90_000,
      axles: 5,
      origin_city: city,
      origin_state: 'TX',
      destination_city: city,
      destination_state: 'OK',
    });
  await loadOf(mixed.id, MIXED.load, MIXED.city);
  const { data: load } = await loadOf(1, LONG.load, LONG.city);
  const { data: permit } = await member('POST', '/permit-requests', {
    load_id: load.id,
    states: ['TX', 'OK'],
    start_date: day(7),
    end_date: day(9),
    notes: LONG.notes,
  });
  ids.permit = permit.id;

  await admin('POST', '/invoices', {
    company_id: 1,
    description: LONG.invoice,
    amount_cents: 12_500,
    issued_at: day(0),
    due_at: day(30),
  });
  await admin('POST', '/card-operations', {
    company_id: 1,
    type: 'refund',
    amount_cents: 1_234_500,
    note: LONG.cardNote,
  });
  await admin('POST', '/annual-permits', {
    company_id: 1,
    state: 'TX',
    permit_number: LONG.annual,
    kind: 'oversize',
    valid_from: day(0),
    valid_to: day(365),
    fee_cents: 9_000,
  });
  await member('POST', '/contacts', { subject: LONG.subject, message: `${LONG.subject} ${LONG.subject}` });
  await admin('POST', '/applications', {
    company_name: LONG.application,
    usdot: '99990002',
    contact_name: LONG.member,
    email: LONG.email.replace('dispatch', 'applican'),
  });
  await admin('POST', '/members', {
    name: LONG.member,
    email: LONG.email.replace('dispatch', 'memberon'),
    company_id: 1,
    member_role: 'driver',
    active: true,
  });
  await admin('POST', '/accounts', {
    name: LONG.account,
    email: LONG.email.replace('dispatch', 'agentone'),
    role: 'agent',
    password: 'password1',
  });
  await admin('POST', '/state-notes', { state: 'TX', body: LONG.stateNote });
  await admin('POST', '/holiday-closures', {
    state: 'TX',
    date: day(-3650),
    name: LONG.closure,
    note: LONG.closureNote,
  });
  await admin('POST', '/blog-posts', {
    title: LONG.post,
    slug: 'a'.repeat(200),
    body: '<p>Text.</p>',
    status: 'draft',
  });
  await admin('POST', '/pages', { title: LONG.page, slug: 'b'.repeat(200), body: '<p>Text.</p>', published: false });
  await admin('POST', '/services', {
    name: LONG.service,
    description: LONG.serviceDescription,
    price_cents: 10_000,
    position: 0,
    active: true,
  });
});

/** The document wider than the window, in px (0 when it fits): a person would have to scroll sideways. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/** The text of each element matching `selector` that reaches past the window's left or right edge. */
const offScreen = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1);
        })
        .map((element) => (element.textContent ?? '').slice(0, 40) || element.outerHTML.slice(0, 80)),
    selector,
  );

/**
 * Where `value` shows within `scope` and cannot be read whole: cut by a box (beyond its edge, or
 * below its last line) or beyond the window, with no `title` of it (or an ancestor) holding the
 * whole value. `found`: how many times its beginning is in the scope.
 */
const unreadable = (scope: Locator, value: string) =>
  scope.first().evaluate((root, value) => {
    const head = value.slice(0, 24);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let found = 0;
    const cut: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      if (!text.data.includes(head)) continue;
      found++;
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = [...range.getClientRects()];
      let titled = false;
      let clipped = '';
      for (
        let element = text.parentElement;
        element && element !== root.parentElement;
        element = element.parentElement
      ) {
        if (element.title.includes(value)) titled = true;
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const across =
          style.overflowX !== 'visible' && lines.some((line) => line.right > box.right + 1 || line.left < box.left - 1);
        // A box that scrolls down is read by scrolling; one that hides (a clamp) cuts.
        const hides =
          (style.overflowY === 'hidden' || style.overflowY === 'clip') &&
          lines.some((line) => line.bottom > box.bottom + 1);
        if ((across || hides) && !clipped) clipped = `${element.tagName}.${element.className}`.slice(0, 80);
      }
      const beyond = lines.some((line) => line.right > window.innerWidth + 1 || line.left < -1);
      if ((clipped || beyond) && !titled) cut.push(clipped || 'beyond the window');
    }
    return { found, cut };
  }, value);

/** The height of the tallest cell's content holding `value`'s beginning, in px. */
const tallestCell = (page: Page, value: string) =>
  page
    .locator('.RaDataTable-table tbody td')
    .evaluateAll(
      (cells, head) =>
        Math.max(
          0,
          ...cells
            .filter((cell) => cell.textContent?.includes(head))
            .map((cell) => (cell.firstElementChild ?? cell).getBoundingClientRect().height),
        ),
      value.slice(0, 24),
    );

/**
 * The boxes of `parts` as they show, each the first text within `scope` that holds it: to tell
 * whether mixed-direction values kept their places.
 */
const boxesOf = (scope: Locator, parts: readonly string[]) =>
  scope.first().evaluate(
    (root, parts) =>
      parts.map((part) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = (node as Text).data.indexOf(part);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + part.length);
          const { left, right, top } = range.getBoundingClientRect();
          return { left, right, top };
        }
        return null;
      }),
    parts,
  );

/**
 * Each of `parts` (in the order they are written) starts right of where the one before it ends, or
 * on a later line: nothing was reordered.
 */
async function expectInOrder(scope: Locator, parts: readonly string[]): Promise<void> {
  const boxes = await boxesOf(scope, parts);
  boxes.forEach((box, index) => expect(box, `${parts[index]} is there`).not.toBeNull());
  for (let index = 1; index < boxes.length; index++) {
    const [before, after] = [boxes[index - 1], boxes[index]];
    if (!before || !after) continue;
    // On the same line, left to right; a part that wrapped starts on a later line.
    if (Math.abs(after.top - before.top) < 4) {
      expect(after.left, `${parts[index]} after ${parts[index - 1]}`).toBeGreaterThanOrEqual(before.right - 1);
    } else expect(after.top, `${parts[index]} below ${parts[index - 1]}`).toBeGreaterThan(before.top);
  }
}

/**
 * A list (in an order that puts the planted record on its first page, when its own does not: the
 * seed's records may be newer) and the long value planted to show there (`undefined`: none).
 */
type ListRoute = readonly [path: string, shows: string | undefined];

const sortedBy = (field: string, order: 'ASC' | 'DESC' = 'ASC') => `?${new URLSearchParams({ sort: field, order })}`;
const searching = (value: string) => `?${new URLSearchParams({ filter: JSON.stringify({ q: value.slice(0, 24) }) })}`;

const staffLists: ListRoute[] = [
  [`/my-permit-request${sortedBy('company_name')}`, LONG.company],
  [`/my-loads${sortedBy('description')}`, LONG.load],
  ['/companies', LONG.company],
  [`/applications${sortedBy('company_name')}`, LONG.application],
  ['/existing-member-list', LONG.member],
  [`/contacts${sortedBy('subject')}`, LONG.subject],
  [`/invoices${searching(LONG.company)}`, LONG.invoice],
  [`/card-operations${sortedBy('amount_cents', 'DESC')}`, LONG.cardNote],
  [`/annual${searching(LONG.annual)}`, LONG.annual],
  [`/state-notes${searching(LONG.stateNote)}`, LONG.stateNote],
  ['/accounts', LONG.account],
  [`/logs${searching(LONG.company)}`, LONG.company],
  ['/site-settings/customer-manual', undefined],
  ['/site-settings/holiday-closures', LONG.closure],
  ['/site-settings/state-regulations', undefined],
  [`/site-settings/blog${searching(LONG.post)}`, LONG.post],
  ['/site-settings/pages', LONG.page],
  ['/site-settings/services', LONG.serviceDescription],
];
const memberLists: ListRoute[] = [
  ['/my-permit-request', undefined],
  [`/my-loads${sortedBy('description')}`, LONG.load],
  [`/company-invoices${searching(LONG.invoice)}`, LONG.invoice],
  [`/card-operations${sortedBy('amount_cents', 'DESC')}`, LONG.cardNote],
  [`/annual${searching(LONG.annual)}`, LONG.annual],
  ['/company-state-regulation', undefined],
];

/** The page's screenshot, for a person to look at: `long-text-<name>-<width>.png` (a path without its query). */
const photograph = (page: Page, name: string) =>
  page.screenshot({
    path: `${SCREENSHOTS}long-text-${name.replace(/\?.*/, '').replace(/^\//, '').replaceAll('/', '-')}-${page.viewportSize()?.width}.png`,
  });

describe.each([
  ['admin@example.com', 'staff', staffLists],
  ['member@example.com', 'member', memberLists],
] as const)('every list of %s with long values', (email, who, lists) => {
  it.each(lists)(
    '%s: at the desk every header on the screen and the value readable; on a phone, cards that fit',
    async (path, shows) => {
      const page = await walkPageAs(email, DESK);
      await page.setViewportSize(DESK);
      await showSettled(page, path);
      await page.locator('.RaDataTable-table tbody tr').first().waitFor();
      await photograph(page, `${who}${path}`);
      expect(await offScreen(page, '.RaDataTable-table thead th'), `${path}: headers off the screen`).toEqual([]);
      expect(await sidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      // The table itself does not scroll sideways either: no column hides the others.
      const table = page.locator('.RaDataTable-tableWrapper');
      expect(await table.evaluate((wrapper) => wrapper.scrollWidth - wrapper.clientWidth), path).toBeLessThanOrEqual(0);
      if (shows) {
        const { found, cut } = await unreadable(page.locator('.RaDataTable-table tbody'), shows);
        expect(found, `${path} shows the long value`).toBeGreaterThan(0);
        expect(cut, `${path}: the long value cut with no way to read it`).toEqual([]);
        // A few lines of it, not a page: however long, four lines at the most.
        expect(await tallestCell(page, shows), `${path}: the long value's height`).toBeLessThanOrEqual(4 * 24);
      }

      // The same page on a phone: its cards wrap what they show, within the screen.
      await page.setViewportSize(PHONE);
      try {
        await page.getByTestId('record-cards').getByRole('listitem').first().waitFor();
        await photograph(page, `${who}${path}`);
        expect(await offScreen(page, '[data-testid="record-cards"] > li'), `${path}: cards off the screen`).toEqual([]);
        expect(await sidewaysScroll(page), `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
      } finally {
        await page.setViewportSize(DESK);
      }
    },
  );
});

describe('a company with long and mixed-direction values', () => {
  it.each([DESK, PHONE])('shows its name, e-mail and address whole on its page at %o', async (viewport) => {
    const page = await walkPageAs('admin@example.com', viewport);
    await showSettled(page, '/company/1');
    const header = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { level: 1 }) });
    const profile = page.locator('.MuiCard-root').filter({ has: page.locator('dl') });
    await profile.waitFor();
    await photograph(page, '/company');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await offScreen(page, '.MuiCard-root, h1, dd')).toEqual([]);
    const within = async (inner: Locator, outer: Locator) => {
      const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
      return Boolean(a && b && a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1);
    };
    expect(await within(page.getByRole('heading', { level: 1 }), header), 'the name within its card').toBe(true);
    for (const value of [LONG.company, LONG.email, LONG.address]) {
      const scope = page.locator(value === LONG.company ? 'main h1' : 'main dl');
      expect(await unreadable(scope, value), value.slice(0, 20)).toEqual({ found: 1, cut: [] });
    }
    // The end of the address, its state and ZIP, on the screen within the card.
    const [zip] = await boxesOf(page.locator('main dl'), [LONG.zip]);
    const card = await profile.boundingBox();
    expect(zip && card && zip.right <= card.x + card.width && zip.right <= viewport.width).toBe(true);
  });

  it('keeps the parts of a mixed-direction address in their order', async () => {
    const page = await walkPageAs('admin@example.com', DESK);
    await showSettled(page, `/company/${ids.mixedCompany}`);
    await page.locator('main dl').waitFor();
    await expectInOrder(page.locator('main dl'), [MIXED.address, MIXED.city, 'TX 78701']);
    await photograph(page, '/company-mixed');
  });
});

describe('the title in the app bar', () => {
  it.each([DESK, PHONE])(
    'ends in an ellipsis within its space, before the search, with the whole name its tooltip, at %o',
    async (viewport) => {
      const page = await walkPageAs('admin@example.com', viewport);
      for (const [id, name] of [
        [1, LONG.company],
        [ids.emojiCompany, EMOJI_NAME],
      ] as const) {
        await showSettled(page, `/companies/${id}`);
        const title = page.locator('#react-admin-title');
        await expect.poll(() => title.getAttribute('title')).toContain(name);
        const fit = await title.evaluate((element) => {
          const style = getComputedStyle(element);
          const inline = [...element.querySelectorAll('*')].every(
            (child) => getComputedStyle(child).display === 'inline',
          );
          return {
            cut: element.scrollWidth > element.clientWidth,
            ellipsis: style.textOverflow === 'ellipsis' && style.overflow === 'hidden' && style.whiteSpace === 'nowrap',
            // An inline-block inside is clipped whole, without its ellipsis.
            inline,
            right: element.getBoundingClientRect().right,
          };
        });
        expect(fit).toMatchObject({ cut: true, ellipsis: true, inline: true });
        // Nothing of it under the search button (on a phone, its icon) or anything after it.
        const search = await page.getByRole('button', { name: /^Search/ }).boundingBox();
        expect(search && fit.right <= search.x + 1, `${fit.right} before ${search?.x}`).toBe(true);
        await photograph(page, `/title-${id === 1 ? 'long' : 'emoji'}`);
      }
    },
  );
});

describe('the overview with long values', () => {
  it.each([DESK, PHONE])('keeps recent activity within its card at %o', async (viewport) => {
    const page = await walkPageAs('admin@example.com', viewport);
    await showSettled(page, '/overview');
    const recent = page
      .locator('.MuiCard-root')
      .filter({ has: page.getByRole('heading', { name: 'Recent activity' }) });
    await recent.locator('li').first().waitFor();
    await photograph(page, '/overview');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // The card hides what runs past its edge: a title there would be cut.
    const { found, cut } = await unreadable(recent, LONG.company);
    expect(found).toBeGreaterThan(0);
    expect(cut).toEqual([]);
  });

  it.each([DESK, PHONE])(
    "keeps a permit request's long company, load and notes within the screen at %o",
    async (viewport) => {
      const page = await walkPageAs('admin@example.com', viewport);
      await showSettled(page, `/overview/${ids.permit}`);
      await page.getByText('Transformer', { exact: false }).first().waitFor();
      await photograph(page, '/overview-permit');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await offScreen(page, 'main .MuiCard-root, main dd, main h1')).toEqual([]);
      for (const value of [LONG.company, LONG.load, LONG.notes, LONG.city]) {
        const { found, cut } = await unreadable(page.locator('main'), value);
        expect(found, value.slice(0, 20)).toBeGreaterThan(0);
        expect(cut, value.slice(0, 20)).toEqual([]);
      }
    },
  );
});

describe('a card on a phone', () => {
  it("keeps a load's size and route in their order after a right-to-left company", async () => {
    const page = await walkPageAs('admin@example.com', PHONE);
    await showSettled(page, `/my-loads?${new URLSearchParams({ filter: JSON.stringify({ q: 'Liebherr' }) })}`);
    const card = page.getByTestId('record-cards').getByRole('listitem').first();
    await card.getByText('Liebherr').waitFor();
    await photograph(page, '/my-loads-mixed');
    // Without isolation the digits after the company's Arabic took its direction: the size read
    // backwards, "″6 ′12 × ″0 ′10 × ″0 ′60".
    await expectInOrder(card, ['60′ 0″', '10′ 0″', '12′ 6″', 'TX', 'OK']);
  });
});

describe('an amount', () => {
  it("keeps a refund's minus sign on the amount's line", async () => {
    const page = await walkPageAs('admin@example.com', DESK);
    await showSettled(page, `/card-operations${sortedBy('amount_cents', 'DESC')}`);
    // The refund planted above, in a column squeezed by its long company and note.
    const row = page.locator('.RaDataTable-table tbody tr').filter({ hasText: LONG.cardNote.slice(0, 30) });
    const amount = row.locator('td.column-amount_cents');
    await amount.waitFor();
    expect((await amount.innerText()).trim()).toMatch(/^−\$12,345\.00$/);
    // One line: every piece of its text at the same height.
    const tops = await amount.evaluate((cell) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const lines = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) lines.add(Math.round(rect.top));
      }
      return [...lines];
    });
    expect(tops).toHaveLength(1);
  });
});
