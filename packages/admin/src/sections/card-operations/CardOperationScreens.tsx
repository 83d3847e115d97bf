/**
 * /card-operations: card charges and refunds, with the totals of every filtered operation. Staff
 * see every company's and record refunds; a member sees their company's.
 */
import Chip from '@mui/material/Chip';
import type { components } from '@permit-office/sdk';
import { Create, DataTable, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { DateTimeField } from '../../components/DateTimeField.js';
import { SectionList } from '../../components/SectionList.js';
import { Money, MoneyInput } from '../../components/Money.js';
import { choicesIn } from '../../i18n/choices.js';
import { CompanyInput } from '../../components/CompanyInput.js';
import { SummaryBar } from '../../components/SummaryBar.js';
import { periodFilters, searchFilter } from '../../components/filters.js';
import { useWords } from '../../i18n/words.js';
import { useCan, useSeesEveryCompany } from '../../access/use-can.js';
import { contractRules } from '../../validation/contract-rules.js';
import { column, RecordTable } from '../../components/RecordTable.js';

const validate = contractRules('CardOperationInput');

type Operation = components['schemas']['CardOperation'];
const typeChoices = choicesIn('cardOperations', 'types');
const statusChoices = choicesIn('cardOperations', 'statuses');

function Amount() {
  const record = useRecordContext<Operation>();
  if (!record) return null;
  return <Money cents={record.amount_cents} negative={record.type === 'refund'} />;
}

function Card() {
  const record = useRecordContext<Operation>();
  return record ? (
    <span style={{ whiteSpace: 'nowrap' }}>{`${record.card_brand.toUpperCase()} •••• ${record.card_last4}`}</span>
  ) : null;
}

function Status() {
  const t = useWords();
  const record = useRecordContext<Operation>();
  if (!record) return null;
  const color = { succeeded: 'success', failed: 'error', pending: 'warning' } as const;
  return (
    <>
      <Chip size="small" variant="outlined" label={t(`app.cardOperations.types.${record.type}`)} sx={{ mr: 1 }} />
      <Chip size="small" label={t(`app.cardOperations.statuses.${record.status}`)} color={color[record.status]} />
    </>
  );
}

/**
 * Card operations as rows; with their company where they are every company's. Also the card
 * operations tab of /company/{id}.
 */
export function CardOperationTable({ withCompany }: { withCompany: boolean }) {
  const t = useWords();
  return (
    <RecordTable
      card={{
        title: column('amount_cents'),
        status: column('type'),
        detail: withCompany ? column('company_name') : <Card />,
        date: column('created_at'),
      }}
      rowClick={false}
    >
      <DataTable.Col source="created_at" field={DateTimeField} />
      {withCompany && <DataTable.Col source="company_name" />}
      {/* The type beside the status, sorted by the type. */}
      <DataTable.Col source="type" label={t('app.cardOperations.fields.status')}>
        <Status />
      </DataTable.Col>
      <DataTable.Col source="amount_cents" align="right">
        <Amount />
      </DataTable.Col>
      {/* Brand and last digits: no one field of the record. */}
      <DataTable.Col label={t('app.cardOperations.fields.card')} disableSort>
        <Card />
      </DataTable.Col>
      <DataTable.Col source="note" disableSort />
    </RecordTable>
  );
}

export function CardOperationList() {
  const t = useWords();
  const everyCompany = useSeesEveryCompany();
  const records = useCan('create', 'card-operations');
  const filters = [
    searchFilter,
    <SelectInput key="type" source="type" choices={typeChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices} />,
    ...periodFilters,
  ];
  return (
    <SectionList filters={filters} create={records} sort={{ field: 'created_at', order: 'DESC' }}>
      <SummaryBar
        label={t('app.cardOperations.totals')}
        figures={[
          [t('app.cardOperations.charges'), 'charges_cents'],
          [t('app.cardOperations.refunds'), 'refunds_cents'],
          [t('app.cardOperations.net'), 'net_cents'],
        ]}
      />
      <CardOperationTable withCompany={everyCompany} />
    </SectionList>
  );
}

/** A refund (or a manual charge), made on the company's card on file. */
export function CardOperationCreate() {
  const t = useWords();
  return (
    <Create title={t('app.cardOperations.create')}>
      <SimpleForm sx={{ maxWidth: 560 }} defaultValues={{ type: 'refund' }}>
        <CompanyInput validate={validate.company_id} fullWidth />
        <SelectInput source="type" choices={typeChoices} validate={validate.type} />
        <MoneyInput source="amount_cents" validate={validate.amount_cents} />
        <TextInput source="note" validate={validate.note} fullWidth />
      </SimpleForm>
    </Create>
  );
}
