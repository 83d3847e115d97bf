/**
 * /companies: every member company, searched, filtered by status and state, sorted and paged by
 * the server. A row opens the company's page; CSV export for staff.
 */
import Chip from '@mui/material/Chip';
import {
  CreateButton,
  DataTable,
  DateField,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { stateChoices } from '../../format/states.js';
import { app } from '../../i18n/en.js';
import { statusChoices } from './CompanyForm.js';

type CompanyRow = { id: number; status: keyof typeof app.company.status };
const f = app.companies.fields;
const statusColor = { active: 'success', suspended: 'error', pending: 'warning' } as const;

function StatusChip() {
  const record = useRecordContext<CompanyRow>();
  if (!record) return null;
  return <Chip size="small" label={app.company.status[record.status]} color={statusColor[record.status]} />;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
  <SelectInput key="status" source="status" label={f.status} choices={statusChoices} />,
  <SelectInput key="state" source="state" label={f.state} choices={stateChoices} />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton label={app.companies.create} />
    <ExportButton />
  </TopToolbar>
);

export default function CompanyList() {
  return (
    <List
      title={app.companies.title}
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={<ListEmpty />}
      error={<ListError />}
    >
      <DataTable rowClick={(id) => `/company/${id}`} bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="name" label={f.name} />
        <DataTable.Col source="usdot" label={f.usdot} />
        <DataTable.Col source="mc_number" label={f.mc_number} />
        <DataTable.Col source="status" label={f.status}>
          <StatusChip />
        </DataTable.Col>
        <DataTable.Col source="city" label={f.city} />
        <DataTable.Col source="state" label={f.state} />
        <DataTable.NumberCol source="members_count" label={f.members_count} disableSort />
        <DataTable.Col source="created_at" label={f.created_at}>
          <DateField source="created_at" locales="en-US" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
