/**
 * Invoices: /invoices for staff (every company; mark paid; create and edit) and
 * /company-invoices for a member (their company's, as the server scopes them). Filtered by
 * status, company and issue date, with the totals of every filtered invoice, not just the page.
 * The PDF opens in the file viewer.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PaidIcon from '@mui/icons-material/Paid';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useRecordContext,
} from 'react-admin';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { MoneyField } from '../../components/Money.js';
import { choicesOf } from '../../format/choices.js';
import { CompanyInput } from '../../components/CompanyInput.js';
import { SummaryBar } from '../../components/SummaryBar.js';
import { app } from '../../i18n/en.js';
import { useFileViewer } from '../../overlays/file-viewer/FileViewer.js';
import { useApiAction } from '../../components/useApiAction.js';
import { useSdk } from '../../session/sdk-context.js';

const f = app.invoices.fields;
type Status = keyof typeof app.invoices.status;
type InvoiceRow = { id: number; number: string; status: Status; pdf: string };
const statusColor = { unpaid: 'warning', paid: 'success', void: 'default' } as const;
export const invoiceStatusChoices = choicesOf(app.invoices.status);

function StatusChip() {
  const record = useRecordContext<InvoiceRow>();
  return record ? (
    <Chip size="small" label={app.invoices.status[record.status]} color={statusColor[record.status]} />
  ) : null;
}

function RowActions({ canPay }: { canPay: boolean }) {
  const record = useRecordContext<InvoiceRow>();
  const openFile = useFileViewer();
  const sdk = useSdk();
  const act = useApiAction();
  const [paying, setPaying] = useState(false);
  if (!record) return null;
  const markPaid = async () => {
    setPaying(true);
    await act(
      () => sdk.client.POST('/invoices/{id}/pay', { params: { path: { id: record.id } } }),
      app.invoices.markedPaid,
    );
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
        aria-label={`${app.invoices.pdf} ${record.number}`}
      >
        {app.invoices.pdf}
      </Button>
      {canPay && record.status === 'unpaid' && (
        <Button
          size="small"
          startIcon={<PaidIcon />}
          disabled={paying}
          onClick={() => void markPaid()}
          aria-label={`${app.invoices.markPaid} ${record.number}`}
        >
          {app.invoices.markPaid}
        </Button>
      )}
    </Box>
  );
}

function filtersFor(staff: boolean) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
    <SelectInput key="status" source="status" label={f.status} choices={invoiceStatusChoices} />,
    ...(staff ? [<CompanyInput key="company_id" source="company_id" label={f.company_id} />] : []),
    <DateInput key="from" source="from" label={f.from} />,
    <DateInput key="to" source="to" label={f.to} />,
  ];
}

export function InvoiceList({ staff }: { staff: boolean }) {
  return (
    <List
      title={staff ? app.invoices.title : app.invoices.companyTitle}
      filters={filtersFor(staff)}
      actions={<ListActions create={staff ? app.invoices.create : undefined} />}
      sort={{ field: 'issued_at', order: 'DESC' }}
      empty={<ListEmpty canCreate={staff} />}
      error={<ListError />}
    >
      <SummaryBar
        label={app.invoices.totals}
        figures={[
          [app.invoices.total, 'total_cents'],
          [app.invoices.paid, 'paid_cents'],
          [app.invoices.unpaid, 'unpaid_cents'],
        ]}
      />
      <DataTable rowClick={staff ? 'edit' : false} bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="number" label={f.number}>
          <TextField source="number" sx={{ whiteSpace: 'nowrap' }} />
        </DataTable.Col>
        {staff && <DataTable.Col source="company_name" label={f.company_name} />}
        <DataTable.Col source="description" label={f.description} disableSort />
        <DataTable.Col source="total_cents" label={f.total_cents} align="right">
          <MoneyField source="total_cents" />
        </DataTable.Col>
        <DataTable.Col source="status" label={f.status}>
          <StatusChip />
        </DataTable.Col>
        <DataTable.Col source="issued_at" label={f.issued_at}>
          <DateField source="issued_at" locales="en-US" />
        </DataTable.Col>
        <DataTable.Col source="due_at" label={f.due_at}>
          <DateField source="due_at" locales="en-US" />
        </DataTable.Col>
        <DataTable.Col label="" disableSort>
          <RowActions canPay={staff} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export const StaffInvoiceList = () => <InvoiceList staff />;
export const CompanyInvoiceList = () => <InvoiceList staff={false} />;
