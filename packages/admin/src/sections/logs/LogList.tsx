/** /logs: who did what, when; read only, newest first, filtered by action, section, person or period. */
import type { components } from '@permit-office/sdk';
import Chip from '@mui/material/Chip';
import { DataTable, SelectInput, useRecordContext } from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField.js';
import { SectionList } from '../../components/SectionList.js';
import { choicesIn } from '../../i18n/choices.js';
import { periodFilters, searchFilter } from '../../components/filters.js';
import { useWords } from '../../i18n/words.js';
import { column, RecordTable } from '../../components/RecordTable.js';

type Action = components['schemas']['AuditAction'];
const actionChoices = choicesIn('logs', 'actions');
/** The API's names of its collections, shown as the entries' `resource` column shows them: data. */
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

type LogRow = components['schemas']['AuditEntry'];

function ActionChip() {
  const t = useWords();
  const record = useRecordContext<{ id: number; action: Action }>();
  if (!record) return null;
  const color =
    record.action === 'delete' || record.action === 'reject'
      ? 'error'
      : record.action === 'create' || record.action === 'approve'
        ? 'success'
        : 'default';
  return <Chip size="small" label={t(`app.logs.actions.${record.action}`)} color={color} variant="outlined" />;
}

const filters = [
  searchFilter,
  <SelectInput key="action" source="action" choices={actionChoices} />,
  <SelectInput key="resource" source="resource" choices={resourceChoices} />,
  ...periodFilters,
];

export default function LogList() {
  return (
    <SectionList filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <RecordTable<LogRow>
        card={{
          title: column('summary'),
          status: column('action'),
          detail: [column('actor_name'), column('resource')],
          date: column('created_at'),
        }}
        rowClick={false}
      >
        <DataTable.Col source="created_at" field={DateTimeField} />
        <DataTable.Col source="actor_name" />
        <DataTable.Col source="action">
          <ActionChip />
        </DataTable.Col>
        <DataTable.Col source="resource" />
        <DataTable.Col source="summary" disableSort />
      </RecordTable>
    </SectionList>
  );
}
