/** /accounts: the service's staff; admins create them, change their role and deactivate them. */
import type { components } from '@permit-office/sdk';
import Chip from '@mui/material/Chip';
import { DataTable, DateField, SelectInput, useRecordContext } from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField.js';
import { SectionList } from '../../components/SectionList.js';
import { searchFilter } from '../../components/filters.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { roleChoices } from './AccountForm.js';
import { column, RecordTable } from '../../components/RecordTable.js';

type AccountRow = components['schemas']['Account'];

/** Admins stand out in the list of staff. */
const ROLE_COLOUR = { admin: 'primary', agent: 'default' } as const;

function RoleAndState() {
  const t = useWords();
  const record = useRecordContext<AccountRow>();
  if (!record) return null;
  return (
    <>
      <Chip
        size="small"
        label={t(`app.accounts.roles.${record.role}`)}
        color={ROLE_COLOUR[record.role]}
        sx={{ mr: 1 }}
      />
      {!record.active && <Chip size="small" label={t('app.accounts.inactive')} color="error" variant="outlined" />}
    </>
  );
}

const filters = [
  searchFilter,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput
    key="active"
    source="active"
    choices={[
      // Keys: the select translates its choices' names.
      { id: 'true', name: 'app.accounts.active' satisfies WordKey },
      { id: 'false', name: 'app.accounts.inactive' satisfies WordKey },
    ]}
  />,
];

export default function AccountList() {
  return (
    <SectionList filters={filters} create sort={{ field: 'name', order: 'ASC' }}>
      <RecordTable
        card={{
          title: column('name'),
          status: column('role'),
          detail: column('email'),
          date: column('last_sign_in_at'),
        }}
        rowClick="edit"
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="role">
          <RoleAndState />
        </DataTable.Col>
        <DataTable.Col source="last_sign_in_at" field={DateTimeField} />
        <DataTable.Col source="created_at" field={DateField} />
      </RecordTable>
    </SectionList>
  );
}
