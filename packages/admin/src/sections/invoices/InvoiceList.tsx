/**
 * Invoices: /invoices for staff (every company; mark paid; create and edit) and
 * /company-invoices for a member (their company's, as the server scopes them). Filtered by
 * status, company and issue date, with the totals of every filtered invoice, not just the page.
 * The PDF opens in the file viewer.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PaidIcon from '@mui/icons-material/Paid';
import { useState } from 'react';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  DateField,
  DateInput,
  ExportButton,
  FilterButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { MoneyField } from '../../components/Money.js';
import { formatCents } from '../../format/format.js';
import { app } from '../../i18n/en.js';
import { useFileViewer } from '../../overlays/file-viewer/FileViewer.js';
import { useSdk } from '../../session/sdk-context.js';

const f = app.invoices.fields;
type Status = keyof typeof app.invoices.status;
type InvoiceRow = { id: number; number: string; status: Status; pdf: string };
const statusColor = { unpaid: 'warning', paid: 'success', void: 'default' } as const;
export const invoiceStatusChoices = (['unpaid', 'paid', 'void'] as const).map((id) => ({
  id,
  name: app.invoices.status[id],
}));

function StatusChip() {
  const record = useRecordContext<InvoiceRow>();
  return record ? (
    <Chip size="small" label={app.invoices.status[record.status]} color={statusColor[record.status]} />
  ) : null;
}

function Totals() {
  const meta: unknown = useListContext().meta;
  const summary = (meta as { summary?: { total_cents: number; paid_cents: number; unpaid_cents: number } } | undefined)
    ?.summary;
  if (!summary) return null;
  return (
    <Box
      role="status"
      aria-label={app.invoices.totals}
      sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {(
        [
          [app.invoices.total, summary.total_cents],
          [app.invoices.paid, summary.paid_cents],
          [app.invoices.unpaid, summary.unpaid_cents],
        ] as const
      ).map(([label, cents]) => (
        <Typography key={label} variant="body2">
          {label}: <strong>{formatCents(cents)}</strong>
        </Typography>
      ))}
    </Box>
  );
}

function RowActions({ canPay }: { canPay: boolean }) {
  const record = useRecordContext<InvoiceRow>();
  const openFile = useFileViewer();
  const sdk = useSdk();
  const notify = useNotify();
  const refresh = useRefresh();
  const [paying, setPaying] = useState(false);
  if (!record) return null;
  const markPaid = async () => {
    setPaying(true);
    try {
      sdk.unwrap(await sdk.client.POST('/invoices/{id}/pay', { params: { path: { id: record.id } } }));
      notify(app.invoices.markedPaid, { type: 'success' });
      refresh();
    } catch (error) {
      const failure = error as { notified?: boolean; message?: string };
      if (!failure.notified) notify(failure.message ?? app.sdk.somethingWentWrong, { type: 'error' });
    } finally {
      setPaying(false);
    }
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
    ...(staff
      ? [
          <ReferenceInput key="company_id" source="company_id" reference="companies" label={f.company_id}>
            <AutocompleteInput label={f.company_id} optionText="name" filterToQuery={(q: string) => ({ q })} />
          </ReferenceInput>,
        ]
      : []),
    <DateInput key="from" source="from" label={f.from} />,
    <DateInput key="to" source="to" label={f.to} />,
  ];
}

export function InvoiceList({ staff }: { staff: boolean }) {
  return (
    <List
      title={staff ? app.invoices.title : app.invoices.companyTitle}
      filters={filtersFor(staff)}
      actions={
        <TopToolbar>
          <FilterButton />
          {staff && <CreateButton label={app.invoices.create} />}
          <ExportButton />
        </TopToolbar>
      }
      sort={{ field: 'issued_at', order: 'DESC' }}
      empty={<ListEmpty canCreate={staff} />}
      error={<ListError />}
    >
      <Totals />
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
