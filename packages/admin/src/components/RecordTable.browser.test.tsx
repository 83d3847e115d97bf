/**
 * A list's records as a person sees them (components/RecordTable): one card per record on a phone,
 * a row per record at the desk. The screen's own behaviour, drawn in Chromium as a component (a
 * list in react-admin's context, with records given here), where a browser test signed in and
 * loaded a whole page for each look: the flows across screens stay in e2e/.
 */
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
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { i18nProvider } from '../providers/i18n-provider.js';
import { RecordTable, column, type RecordCard } from './RecordTable.js';

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

/** The records as the API would give a page of them: sorted as asked. */
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

function showList({
  withCompany = true,
  rowClick = 'edit',
}: {
  withCompany?: boolean;
  rowClick?: DataTableProps['rowClick'];
} = {}) {
  const { dataProvider, getList } = dataProviderOf(invoices);
  container = document.createElement('div');
  document.body.append(container);
  mounted = createRoot(container);
  mounted.render(
    <MemoryRouter initialEntries={['/invoices']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ListBase resource="invoices" sort={{ field: 'number', order: 'ASC' }} disableSyncWithLocation>
          <RecordTable card={card} rowClick={rowClick}>
            <DataTable.Col source="number" field={TextField} />
            <DataTable.Col source="total" />
            {withCompany ? <DataTable.Col source="company_name" /> : null}
            <DataTable.Col source="description" disableSort />
          </RecordTable>
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
  );
  return { getList };
}

const cards = () => page.getByTestId('record-cards').getByRole('listitem');
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
    mounted?.unmount();
    container?.remove();
    showList({ withCompany: false });
    await expect.poll(() => cards().elements().length).toBe(invoices.length);
    expect(cards().first().element().textContent).not.toContain('Haulers');
  });

  it('opens the record from its card where a click on its row does, and nothing where the row opens nothing', async () => {
    await page.viewport(390, 800);
    showList();
    await expect.poll(() => cards().elements().length).toBe(invoices.length);
    expect(cards().first().getByRole('link').element().getAttribute('href')).toBe('/invoices/1');

    mounted?.unmount();
    container?.remove();
    showList({ rowClick: (id) => `/overview/${String(id)}` });
    await expect.poll(() => cards().elements().length).toBe(invoices.length);
    expect(cards().nth(2).getByRole('link').element().getAttribute('href')).toBe('/overview/3');

    mounted?.unmount();
    container?.remove();
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
