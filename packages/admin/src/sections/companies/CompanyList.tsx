/**
 * /companies: every member company, searched, filtered by status and state, sorted and paged by
 * the server. A row opens the company's page; CSV export for staff.
 */
import type { components } from '@permit-office/sdk';
import { DataTable, DateField, SelectInput, useRecordContext } from 'react-admin';
import { SectionList } from '../../components/SectionList.js';
import { ImportButton } from '../../import/ImportButton.js';
import { stateChoices } from '../../format/states.js';
import { searchFilter } from '../../components/filters.js';
import { useWords } from '../../i18n/words.js';
import { statusChoices } from './CompanyForm.js';
import { CompanyStatusChip, type CompanyStatus } from './status.js';
import { column, RecordTable } from '../../components/RecordTable.js';
import { pathTo } from '../../registry/table.js';

// A record always has its status (the input's default when none was sent).
type CompanyRow = components['schemas']['Company'] & { status: CompanyStatus };

function StatusChip() {
  const record = useRecordContext<CompanyRow>();
  return record ? <CompanyStatusChip status={record.status} /> : null;
}

const filters = [
  searchFilter,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="state" source="state" choices={stateChoices} />,
];

export default function CompanyList() {
  const t = useWords();
  return (
    <SectionList filters={filters} create toolbar={<ImportButton collection="companies" />}>
      <RecordTable<CompanyRow>
        card={{
          title: column('name'),
          status: column('status'),
          detail: (company) =>
            [t('app.companies.usdotOf', company.usdot), company.mc_number, `${company.city}, ${company.state}`]
              .filter(Boolean)
              .join(' · '),
          date: column('created_at'),
        }}
        rowClick={(id) => pathTo('companies', id, 'page')}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="usdot" />
        <DataTable.Col source="mc_number" />
        <DataTable.Col source="status">
          <StatusChip />
        </DataTable.Col>
        <DataTable.Col source="city" />
        <DataTable.Col source="state" />
        <DataTable.NumberCol source="members_count" disableSort />
        <DataTable.Col source="created_at" field={DateField} />
      </RecordTable>
    </SectionList>
  );
}
