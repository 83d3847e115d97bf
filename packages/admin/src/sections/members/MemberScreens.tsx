/** /existing-member-list: the members of every company; staff add, edit, deactivate and remove them. */
import type { components } from '@permit-office/sdk';
import Chip from '@mui/material/Chip';
import { BooleanInput, DataTable, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { DateTimeField } from '../../components/DateTimeField.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { formScreens } from '../../components/RecordScreens.js';
import { SectionList } from '../../components/SectionList.js';
import { ImportButton } from '../../import/ImportButton.js';
import { choicesIn } from '../../i18n/choices.js';
import { CompanyInput } from '../../components/CompanyInput.js';
import { searchFilter } from '../../components/filters.js';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { column, RecordTable } from '../../components/RecordTable.js';
import { pathTo } from '../../registry/table.js';

const memberRules = contractRules('MemberInput');

const roleChoices = choicesIn('members', 'roles');
type MemberRow = components['schemas']['Member'];

function CompanyLink() {
  const record = useRecordContext<MemberRow>();
  if (!record) return null;
  return (
    <Link
      component={RouterLink}
      to={pathTo('companies', record.company_id, 'page')}
      onClick={(event) => event.stopPropagation()}
    >
      {record.company_name}
    </Link>
  );
}

function RoleChip() {
  const t = useWords();
  const record = useRecordContext<MemberRow>();
  if (!record) return null;
  return (
    <>
      {t(`app.members.roles.${record.member_role}`)}
      {!record.active && (
        <Chip size="small" label={t('app.accounts.inactive')} color="error" variant="outlined" sx={{ ml: 1 }} />
      )}
    </>
  );
}

const filters = [
  searchFilter,
  <CompanyInput key="company_id" source="company_id" />,
  <SelectInput key="member_role" source="member_role" choices={roleChoices} />,
];

/** Members as rows, a row opening the member; with their company where they are every company's. Also the members tab of /company/{id}. */
export function MemberTable({ withCompany }: { withCompany: boolean }) {
  return (
    <RecordTable<MemberRow & { email: string }>
      card={{
        title: column('name'),
        status: column('member_role'),
        detail: (member) => (withCompany ? `${member.email} · ${member.company_name}` : member.email),
        date: column('last_sign_in_at'),
      }}
      rowClick="edit"
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      {withCompany && (
        <DataTable.Col source="company_name">
          <CompanyLink />
        </DataTable.Col>
      )}
      <DataTable.Col source="member_role">
        <RoleChip />
      </DataTable.Col>
      <DataTable.Col source="last_sign_in_at" field={DateTimeField} />
    </RecordTable>
  );
}

export function MemberList() {
  return (
    <SectionList
      filters={filters}
      create
      sort={{ field: 'name', order: 'ASC' }}
      toolbar={<ImportButton collection="members" />}
    >
      <MemberTable withCompany />
    </SectionList>
  );
}

function MemberForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 560 }} toolbar={<FormToolbar canDelete={editing} />}>
      <TextInput source="name" validate={memberRules.name} fullWidth />
      <TextInput source="email" type="email" validate={memberRules.email} fullWidth />
      <CompanyInput validate={memberRules.company_id} fullWidth />
      <SelectInput
        source="member_role"
        choices={roleChoices}
        validate={memberRules.member_role}
        defaultValue="driver"
      />
      <TextInput source="phone" type="tel" validate={memberRules.phone} />
      <BooleanInput source="active" defaultValue />
    </SimpleForm>
  );
}

export const [MemberCreate, MemberEdit] = formScreens(MemberForm, { title: 'app.members.create' });
