/**
 * Invoices: /invoices for staff (every company; mark paid; create and edit) and
 * /company-invoices for a member (their company's, as the server scopes them). Filtered by
 * status, company and issue date, with the totals of every filtered invoice, not just the page.
 * The PDF opens in the file viewer.
 */
import { useCan } from '../../access/use-can.js';
import type { components } from '@permit-office/sdk';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PaidIcon from '@mui/icons-material/Paid';
import { useState } from 'react';
import { DataTable, DateField, SelectInput, TextField, useDataProvider, useRecordContext } from 'react-admin';
import { enumChip } from '../../components/EnumChip.js';
import { BulkActionButton } from '../../components/bulk/BulkAction.js';
import SectionBulkActions from '../../components/bulk/SectionBulkActions.js';
import { SectionList } from '../../components/SectionList.js';
import { MoneyField } from '../../components/Money.js';
import { choicesIn } from '../../i18n/choices.js';
import { CompanyInput } from '../../components/CompanyInput.js';
import { SummaryBar } from '../../components/SummaryBar.js';
import { periodFilters, searchFilter } from '../../components/filters.js';
import { useWords } from '../../i18n/words.js';
import { useFileViewer } from '../../overlays/file-viewer/FileViewer.js';
import { useApiAction } from '../../components/use-api-action.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { column, RecordTable } from '../../components/RecordTable.js';

type Status = components['schemas']['InvoiceStatus'];
// A record always has its status (the input's default when none was sent).
type InvoiceRow = components['schemas']['Invoice'] & { status: Status };
const statusColor = { unpaid: 'warning', paid: 'success', void: 'default' } as const;
export const invoiceStatusChoices = choicesIn('invoices', 'status');

const StatusChip = enumChip('invoices', 'status', statusColor);

function RowActions({ canPay }: { canPay: boolean }) {
  const t = useWords();
  const record = useRecordContext<InvoiceRow>();
  const openFile = useFileViewer();
  const dataProvider = useDataProvider<AppDataProvider>();
  const act = useApiAction();
  const [paying, setPaying] = useState(false);
  if (!record) return null;
  const markPaid = async () => {
    setPaying(true);
    await act(() => dataProvider.markInvoicePaid(record), t('app.invoices.markedPaid'));
    setPaying(false);
  };
  return (
    <Box
      sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}
      onClick={(event) => event.stopPropagation()}
    >
      <Button
        size="small"
        startIcon={<PictureAsPdfIcon />}
        onClick={() => openFile({ link: record.pdf, name: `${record.number}.pdf` })}
        aria-label={t('app.invoices.pdfNamed', record.number)}
      >
        {t('app.invoices.pdf')}
      </Button>
      {canPay && record.status === 'unpaid' && (
        <Button
          size="small"
          startIcon={<PaidIcon />}
          disabled={paying}
          onClick={() => void markPaid()}
          aria-label={t('app.invoices.markPaidNamed', record.number)}
        >
          {t('app.invoices.markPaid')}
        </Button>
      )}
    </Box>
  );
}

function filtersFor(everyCompany: boolean) {
  return [
    searchFilter,
    <SelectInput key="status" source="status" choices={invoiceStatusChoices} />,
    ...(everyCompany ? [<CompanyInput key="company_id" source="company_id" />] : []),
    ...periodFilters,
  ];
}

/**
 * Invoices as rows, each with its PDF; those the access rule lets edit invoices (staff) open one
 * to edit it and mark it paid. With their company where the list is every company's. Also the
 * invoices tab of /company/{id}.
 */
export function InvoiceTable({ withCompany }: { withCompany: boolean }) {
  const t = useWords();
  const pays = useCan('edit', 'invoices');
  return (
    <RecordTable
      card={{
        title: column('number'),
        status: column('status'),
        detail: [column('total_cents'), column('company_name')],
        date: column('issued_at'),
        actions: <RowActions canPay={pays} />,
      }}
      rowClick={pays ? 'edit' : false}
      bulkActionButtons={
        pays ? (
          <SectionBulkActions>
            <BulkActionButton
              label={t('app.bulk.markPaid')}
              icon={<PaidIcon />}
              run={(record, dataProvider) => dataProvider.markInvoicePaid(record)}
              done={t('app.bulk.markedPaid')}
            />
          </SectionBulkActions>
        ) : undefined
      }
    >
      <DataTable.Col source="number">
        <TextField source="number" sx={{ whiteSpace: 'nowrap' }} />
      </DataTable.Col>
      {withCompany && <DataTable.Col source="company_name" />}
      <DataTable.Col source="description" disableSort />
      <DataTable.Col source="total_cents" align="right" field={MoneyField} />
      <DataTable.Col source="status" field={StatusChip} />
      <DataTable.Col source="issued_at" field={DateField} />
      <DataTable.Col source="due_at" field={DateField} />
      <DataTable.Col label="" disableSort>
        <RowActions canPay={pays} />
      </DataTable.Col>
    </RecordTable>
  );
}

/** `/invoices` (every company's) or `/company-invoices` (the member's own): which screen, not who may do what. */
function InvoiceList({ everyCompany }: { everyCompany: boolean }) {
  const t = useWords();
  return (
    <SectionList filters={filtersFor(everyCompany)} create={everyCompany} sort={{ field: 'issued_at', order: 'DESC' }}>
      <SummaryBar
        label={t('app.invoices.totals')}
        figures={[
          [t('app.invoices.total'), 'total_cents'],
          [t('app.invoices.paid'), 'paid_cents'],
          [t('app.invoices.unpaid'), 'unpaid_cents'],
        ]}
      />
      <InvoiceTable withCompany={everyCompany} />
    </SectionList>
  );
}

export const StaffInvoiceList = () => <InvoiceList everyCompany />;
export const CompanyInvoiceList = () => <InvoiceList everyCompany={false} />;
