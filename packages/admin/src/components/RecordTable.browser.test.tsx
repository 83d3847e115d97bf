/**
 * A list's records as a person sees them (components/RecordTable): one card per record on a phone,
 * a row per record at the desk. The screen's own behaviour, drawn in Chromium as a component (a
 * list in react-admin's context, with records given here), where a browser test signed in and
 * loaded a whole page for each look: the flows across screens stay in e2e/.
 */
import { QueryClient } from '@tanstack/react-query';
import axe from 'axe-core';
import { createRoot, type Root } from 'react-dom/client';
import {
  AdminContext,
  DataTable,
  ListBase,
  TextField,
  type DataProvider,
  type DataTableProps,
  type GetListParams,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { i18nProvider } from '../providers/i18n-provider.js';
import { markFirstScreenDrawn } from '../registry/first-screen.js';
import { FIRST_CARDS, RecordTable, column, type RecordCard } from './RecordTable.js';

interface Invoice {
  id: number;
  number: string;
  company_name: string;
  total: number;
  description: string;
}

const invoices: Invoice[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  number: `INV-${String(index + 1).padStart(4, '0')}`,
  company_name: `Haulers ${index + 1}`,
  // Totals in another order than the numbers, so that a sort by total shows.
  total: ((index * 7) % 12) * 100 + 50,
  description: `Permit fee ${index + 1}`,
}));

/** `length` characters of `word` repeated: one unbroken word, as long as a person may type it. */
const unbroken = (word: string, length: number) => word.repeat(Math.ceil(length / word.length)).slice(0, length);

/** The records as the API would give a page of them, as they are when asked: sorted as asked. */
function dataProviderOf(records: Invoice[]) {
  const getList = vi.fn((_resource: string, { sort }: GetListParams) => {
    const field = (sort?.field ?? 'id') as keyof Invoice;
    const sign = sort?.order === 'DESC' ? -1 : 1;
    const data = [...records].sort((a, b) => (a[field] < b[field] ? -sign : a[field] > b[field] ? sign : 0));
    return Promise.resolve({ data, total: data.length });
  });
  return { getList, dataProvider: { getList } as unknown as DataProvider };
}

/** The invoices' card: the number, the total, and the company (a column the member's table leaves out). */
const card: RecordCard = { title: column('number'), detail: [column('total'), column('company_name')] };

let mounted: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  mounted?.unmount();
  container?.remove();
  mounted = container = undefined;
});

/** Where a record opens: a page of its own. */
function OpenedRecord() {
  return <p>Opened invoice {useParams().id}</p>;
}

function showList({
  withCompany = true,
  rowClick = 'edit',
  records = invoices,
  queryClient,
}: {
  withCompany?: boolean;
  rowClick?: DataTableProps['rowClick'];
  /** What the API answers, read at each call: changed in place, it is a colleague's save. */
  records?: Invoice[];
  queryClient?: QueryClient;
} = {}) {
  const { dataProvider, getList } = dataProviderOf(records);
  // A list shown again replaces the one before.
  mounted?.unmount();
  container?.remove();
  container = document.createElement('div');
  document.body.append(container);
  mounted = createRoot(container);
  mounted.render(
    <MemoryRouter initialEntries={['/invoices']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
        <Routes>
          <Route
            path="/invoices"
            element={
              <ListBase resource="invoices" sort={{ field: 'number', order: 'ASC' }} disableSyncWithLocation>
                <RecordTable card={card} rowClick={rowClick}>
                  <DataTable.Col source="number" field={TextField} />
                  <DataTable.Col source="total" />
                  {withCompany ? <DataTable.Col source="company_name" /> : null}
                  <DataTable.Col source="description" disableSort />
                </RecordTable>
              </ListBase>
            }
          />
          <Route path="/invoices/:id" element={<OpenedRecord />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return { getList };
}

const cards = () => page.getByTestId('record-cards').getByRole('listitem');

/**
 * The cards the page shows after each of React's commits until `count` are there, and whether the
 * list then said it was busy: read by a MutationObserver, which runs after each commit's changes.
 */
async function drawsUntil(count: number): Promise<{ cards: number; busy: boolean }[]> {
  const seen: { cards: number; busy: boolean }[] = [];
  const look = () => {
    const list = document.querySelector('[data-testid="record-cards"]');
    const shown = list?.querySelectorAll(':scope > li').length ?? 0;
    const last = seen.at(-1);
    if (shown && (last?.cards !== shown || last.busy !== list?.hasAttribute('aria-busy')))
      seen.push({ cards: shown, busy: list?.getAttribute('aria-busy') === 'true' });
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  try {
    await expect.poll(() => cards().elements().length).toBe(count);
    look();
  } finally {
    observer.disconnect();
  }
  return seen;
}
const firstLines = () =>
  cards()
    .elements()
    .map((element) => element.querySelector('.RecordCard-title')?.textContent.trim());

describe('a list on a phone (390 px)', () => {
  it('shows one card per record with what its columns show, and nothing of a column the table leaves out', async () => {
    await page.viewport(390, 800);
    showList();
    await expect.poll(() => cards().elements().length).toBe(invoices.length);
    expect(document.querySelector('table')).toBeNull();
    const first = cards().first().element().textContent ?? '';
    expect(first).toContain('INV-0001');
    expect(first).toContain('50');
    expect(first).toContain('Haulers 1');
    // The description column is the table's, not the card's.
    expect(first).not.toContain('Permit fee');

    // A member's table has no company column: nor has the card.
    showList({ withCompany: false });
    await expect.poll(() => cards().elements().length).toBe(invoices.length);
    expect(cards().first().element().textContent).not.toContain('Haulers');
  });

  it('opens the record from its card where a click on its row does, and nothing where the row opens nothing', async () => {
    await page.viewport(390, 800);
    showList();
    await expect.poll(() => cards().elements().length).toBe(invoices.length);
    expect(cards().first().getByRole('link').element().getAttribute('href')).toBe('/invoices/1');

    showList({ rowClick: (id) => `/overview/${String(id)}` });
    await expect.poll(() => cards().elements().length).toBe(invoices.length);
    expect(cards().nth(2).getByRole('link').element().getAttribute('href')).toBe('/overview/3');

    showList({ rowClick: false });
    await expect.poll(() => cards().elements().length).toBe(invoices.length);
    expect(cards().first().getByRole('link').elements()).toHaveLength(0);
  });

  it('sorts by any field its table sorts by, from the sort button above the cards', async () => {
    await page.viewport(390, 800);
    const { getList } = showList();
    await expect.poll(firstLines).toEqual(invoices.map((invoice) => invoice.number));

    await userEvent.click(page.getByRole('button', { name: /^Sort by/ }));
    const menu = page.getByRole('menu');
    await expect.element(menu.getByRole('menuitem', { name: /^Total/ })).toBeVisible();
    // The table's sortable columns, not the one its header cannot sort by.
    expect(menu.getByRole('menuitem', { name: /^Description/ }).elements()).toHaveLength(0);
    await userEvent.click(menu.getByRole('menuitem', { name: /^Total/ }));

    const byTotal = [...invoices].sort((a, b) => a.total - b.total).map((invoice) => invoice.number);
    await expect.poll(firstLines).toEqual(byTotal);
    expect(getList).toHaveBeenLastCalledWith(
      'invoices',
      expect.objectContaining({ sort: { field: 'total', order: 'ASC' } }),
    );
  });
});

describe("a phone's first screen", () => {
  // In this order: the page's first screen is drawn once per page load.
  it('draws the first cards at once and the rest in a commit after them, busy until they are there', async () => {
    expect(invoices.length).toBeGreaterThan(FIRST_CARDS);
    await page.viewport(390, 800);
    showList();
    expect(await drawsUntil(invoices.length)).toEqual([
      { cards: FIRST_CARDS, busy: true },
      { cards: invoices.length, busy: false },
    ]);
    expect(firstLines()).toEqual(invoices.map((invoice) => invoice.number));
  });

  it('draws every card at once in a list opened after it', async () => {
    markFirstScreenDrawn();
    await page.viewport(390, 800);
    showList();
    expect(await drawsUntil(invoices.length)).toEqual([{ cards: invoices.length, busy: false }]);
  });
});

describe('the same list at the desk (1280 px)', () => {
  it('shows a row per record, with every column, and no cards', async () => {
    await page.viewport(1280, 800);
    showList();
    const rows = page.getByRole('row');
    // The header's row and one per record.
    await expect.poll(() => rows.elements().length).toBe(invoices.length + 1);
    expect(page.getByTestId('record-cards').elements()).toHaveLength(0);
    expect(rows.nth(1).element().textContent).toContain('Permit fee 1');
  });
});

describe('a value cut in a list (1280 px)', () => {
  const described = (description: string) =>
    invoices.map((invoice, index) => (index ? invoice : { ...invoice, description }));

  it('keeps the whole of it in its title and shows it whole while it has the focus; Enter opens its record', async () => {
    await page.viewport(1280, 800);
    const long = unbroken('Routesurveysbridgeanalysisutilitylinelifts', 2000);
    showList({ records: described(long) });
    const cell = page.getByTitle(long, { exact: true });
    await expect.element(cell).toBeVisible();
    const box = cell.element() as HTMLElement;
    // A cell that takes the focus is no barrier for assistive technology (axe-core, WCAG 2.1 AA).
    const { violations } = await axe.run(box, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    expect(violations.map(({ id }) => id)).toEqual([]);
    const clamped = box.getBoundingClientRect().height;
    box.focus();
    await expect.poll(() => box.getBoundingClientRect().height).toBeGreaterThan(clamped * 4);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Opened invoice 1')).toBeVisible();
  });

  it("takes a colleague's new value as its title, the cell as tall as before", async () => {
    await page.viewport(1280, 800);
    const before = unbroken('Escortvehiclesandheightpoles', 2000);
    const after = unbroken('Nighttimemovesunderpoliceescort', 2000);
    const records = described(before);
    const queryClient = new QueryClient();
    showList({ records, queryClient });
    await expect.element(page.getByTitle(before, { exact: true })).toBeVisible();
    const height = page.getByTitle(before, { exact: true }).element().clientHeight;
    // Cut to the same three lines either way: the cell's size does not change, its text does.
    records[0] = { ...invoices[0], description: after } as Invoice;
    await queryClient.invalidateQueries();
    const changed = page.getByTitle(after, { exact: true });
    await expect.element(changed).toBeVisible();
    expect(changed.element().clientHeight).toBe(height);
  });
});
