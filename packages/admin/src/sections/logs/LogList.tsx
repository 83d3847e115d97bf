/** /logs: who did what, when; read only, newest first, filtered by action, section, person or period. */
import Chip from '@mui/material/Chip';
import { DataTable, DateField, DateInput, List, SearchInput, SelectInput, useRecordContext } from 'react-admin';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { choicesOf } from '../../format/choices.js';
import { app } from '../../i18n/en.js';

const f = app.logs.fields;
type Action = keyof typeof app.logs.actions;
const actionChoices = choicesOf(app.logs.actions);
const resourceChoices = [
  'companies',
  'members',
  'accounts',
  'applications',
  'contacts',
  'invoices',
  'card-operations',
  'loads',
  'permit-requests',
  'annual-permits',
  'state-regulations',
  'holiday-closures',
  'state-notes',
  'blog-posts',
  'pages',
  'services',
  'manual-documents',
  'profile',
  'session',
].map((id) => ({ id, name: id }));

function ActionChip() {
  const record = useRecordContext<{ id: number; action: Action }>();
  if (!record) return null;
  const color =
    record.action === 'delete' || record.action === 'reject'
      ? 'error'
      : record.action === 'create' || record.action === 'approve'
        ? 'success'
        : 'default';
  return <Chip size="small" label={app.logs.actions[record.action]} color={color} variant="outlined" />;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
  <SelectInput key="action" source="action" label={f.action} choices={actionChoices} />,
  <SelectInput key="resource" source="resource" label={f.resource} choices={resourceChoices} />,
  <DateInput key="from" source="from" label={f.from} />,
  <DateInput key="to" source="to" label={f.to} />,
];

export default function LogList() {
  return (
    <List
      title={app.logs.title}
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<ListEmpty canCreate={false} />}
      error={<ListError />}
    >
      <DataTable rowClick={false} bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="created_at" label={f.created_at}>
          <DateField source="created_at" showTime locales="en-US" />
        </DataTable.Col>
        <DataTable.Col source="actor_name" label={f.actor_name} />
        <DataTable.Col source="action" label={f.action}>
          <ActionChip />
        </DataTable.Col>
        <DataTable.Col source="resource" label={f.resource} />
        <DataTable.Col source="summary" label={f.summary} disableSort />
      </DataTable>
    </List>
  );
}
