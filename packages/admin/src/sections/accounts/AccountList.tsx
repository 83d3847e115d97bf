/** /accounts: the service's staff; admins create them, change their role and deactivate them. */
import Chip from '@mui/material/Chip';
import { DataTable, DateField, List, SearchInput, SelectInput, useRecordContext } from 'react-admin';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { app } from '../../i18n/en.js';
import { roleChoices } from './AccountForm.js';

const f = app.accounts.fields;
type AccountRow = { id: number; role: 'admin' | 'agent'; active: boolean };

function RoleAndState() {
  const record = useRecordContext<AccountRow>();
  if (!record) return null;
  return (
    <>
      <Chip
        size="small"
        label={app.accounts.roles[record.role]}
        color={record.role === 'admin' ? 'primary' : 'default'}
        sx={{ mr: 1 }}
      />
      {!record.active && <Chip size="small" label={app.accounts.inactive} color="error" variant="outlined" />}
    </>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
  <SelectInput key="role" source="role" label={f.role} choices={roleChoices} />,
  <SelectInput
    key="active"
    source="active"
    label={f.active}
    choices={[
      { id: 'true', name: app.accounts.active },
      { id: 'false', name: app.accounts.inactive },
    ]}
  />,
];

export default function AccountList() {
  return (
    <List
      title={app.accounts.title}
      filters={filters}
      actions={<ListActions create={app.accounts.create} />}
      sort={{ field: 'name', order: 'ASC' }}
      empty={<ListEmpty />}
      error={<ListError />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="name" label={f.name} />
        <DataTable.Col source="email" label={f.email} />
        <DataTable.Col source="role" label={f.role}>
          <RoleAndState />
        </DataTable.Col>
        <DataTable.Col source="last_sign_in_at" label={f.last_sign_in_at}>
          <DateField source="last_sign_in_at" showTime locales="en-US" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="created_at" label={f.created_at}>
          <DateField source="created_at" locales="en-US" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
