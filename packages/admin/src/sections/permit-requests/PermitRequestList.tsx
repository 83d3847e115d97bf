/**
 * /my-permit-request: a member's permit requests and where each one stands; staff see every
 * company's, the open ones first to process. A row opens the request's overview.
 */
import {
  BooleanInput,
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useRecordContext,
} from 'react-admin';
import { CompanyInput } from '../../components/CompanyInput.js';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { MoneyField } from '../../components/Money.js';
import { choicesOf } from '../../format/choices.js';
import { formatDate } from '../../format/format.js';
import { stateChoices } from '../../format/states.js';
import { app } from '../../i18n/en.js';
import { onlyWhenOn } from '../../components/filters.js';
import { useRole } from '../../session/useRole.js';
import { PermitStatusChip, type PermitRequestRecord } from './status.js';

const f = app.permits.fields;
const statusChoices = choicesOf(app.permits.status);

function Status() {
  const record = useRecordContext<PermitRequestRecord>();
  return record ? <PermitStatusChip status={record.status} /> : null;
}

function filtersFor(staff: boolean) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
    <SelectInput key="status" source="status" label={f.status} choices={statusChoices} />,
    <BooleanInput key="open" source="open" parse={onlyWhenOn} defaultValue label={app.permits.openOnly} />,
    <SelectInput key="state" source="state" label={f.state} choices={stateChoices} />,
    ...(staff ? [<CompanyInput key="company_id" source="company_id" label={f.company_id} />] : []),
  ];
}

export function PermitRequestList() {
  const { role } = useRole();
  const staff = role !== 'member';
  return (
    <List
      title={staff ? app.permits.title : app.permits.myTitle}
      filters={filtersFor(staff)}
      // Staff work through what is still open; a member looks for their latest.
      filterDefaultValues={staff ? { open: true } : {}}
      actions={<ListActions create={app.permits.create} />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      empty={<ListEmpty canCreate />}
      error={<ListError />}
    >
      <DataTable rowClick={(id) => `/overview/${id}`} bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="number" label={f.number}>
          <TextField source="number" sx={{ whiteSpace: 'nowrap' }} />
        </DataTable.Col>
        {staff && <DataTable.Col source="company_name" label={f.company_name} />}
        <DataTable.Col
          source="states"
          label={f.states}
          disableSort
          render={(record: PermitRequestRecord) => record.states.join(' → ')}
        />
        <DataTable.Col
          source="start_date"
          label={app.permitOverview.dates}
          render={(record: PermitRequestRecord) => `${formatDate(record.start_date)} – ${formatDate(record.end_date)}`}
        />
        <DataTable.Col source="fee_cents" label={f.fee_cents} align="right">
          <MoneyField source="fee_cents" />
        </DataTable.Col>
        <DataTable.Col source="status" label={f.status}>
          <Status />
        </DataTable.Col>
        {staff && <DataTable.Col source="agent_name" label={f.agent_name} />}
        <DataTable.Col source="created_at" label={f.created_at}>
          <DateField source="created_at" locales="en-US" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
