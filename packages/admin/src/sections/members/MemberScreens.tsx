/** /existing-member-list: the members of every company; staff add, edit, deactivate and remove them. */
import Chip from '@mui/material/Chip';
import {
  BooleanInput,
  Create,
  DataTable,
  DateField,
  Edit,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { FormToolbar } from '../../components/FormToolbar.js';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { choicesOf } from '../../format/choices.js';
import { CompanyInput } from '../../components/CompanyInput.js';
import { app } from '../../i18n/en.js';
import { all, email, format, maxLength, minLength, required } from '../../validation/rules.js';

const f = app.members.fields;
type MemberRole = keyof typeof app.members.roles;
const roleChoices = choicesOf(app.members.roles);
type MemberRow = { id: number; company_id: number; company_name: string; member_role: MemberRole; active: boolean };

function CompanyLink() {
  const record = useRecordContext<MemberRow>();
  if (!record) return null;
  return (
    <Link component={RouterLink} to={`/company/${record.company_id}`} onClick={(event) => event.stopPropagation()}>
      {record.company_name}
    </Link>
  );
}

function RoleChip() {
  const record = useRecordContext<MemberRow>();
  if (!record) return null;
  return (
    <>
      {app.members.roles[record.member_role]}
      {!record.active && (
        <Chip size="small" label={app.accounts.inactive} color="error" variant="outlined" sx={{ ml: 1 }} />
      )}
    </>
  );
}

const companyInput = <CompanyInput key="company_id" source="company_id" label={f.company_id} />;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
  companyInput,
  <SelectInput key="member_role" source="member_role" label={f.member_role} choices={roleChoices} />,
];

export function MemberList() {
  return (
    <List
      title={app.members.title}
      filters={filters}
      actions={<ListActions create={app.members.create} />}
      sort={{ field: 'name', order: 'ASC' }}
      empty={<ListEmpty />}
      error={<ListError />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="name" label={f.name} />
        <DataTable.Col source="email" label={f.email} />
        <DataTable.Col source="company_name" label={f.company_name}>
          <CompanyLink />
        </DataTable.Col>
        <DataTable.Col source="member_role" label={f.member_role}>
          <RoleChip />
        </DataTable.Col>
        <DataTable.Col source="last_sign_in_at" label={f.last_sign_in_at}>
          <DateField source="last_sign_in_at" showTime locales="en-US" emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function MemberForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 560 }} toolbar={<FormToolbar canDelete={editing} />}>
      <TextInput source="name" label={f.name} validate={all(required, minLength(2), maxLength(100))} fullWidth />
      <TextInput
        source="email"
        label={f.email}
        type="email"
        validate={all(required, email, maxLength(191))}
        fullWidth
      />
      <CompanyInput label={f.company_id} validate={required} fullWidth />
      <SelectInput
        source="member_role"
        label={f.member_role}
        choices={roleChoices}
        validate={required}
        defaultValue="driver"
      />
      <TextInput source="phone" label={f.phone} type="tel" validate={format(/^[0-9 +().-]{7,20}$/)} />
      <BooleanInput source="active" label={f.active} defaultValue />
    </SimpleForm>
  );
}

export const MemberCreate = () => (
  <Create title={app.members.create} redirect="list">
    <MemberForm editing={false} />
  </Create>
);

export const MemberEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <MemberForm editing />
  </Edit>
);
