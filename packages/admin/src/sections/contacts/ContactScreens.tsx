/** /contacts: what members wrote through contact-us; a reply marks the message answered. */
import type { components } from '@permit-office/sdk';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DataTable, SelectInput, TextInput, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import { enumChip } from '../../components/EnumChip.js';
import { DateTimeField } from '../../components/DateTimeField.js';
import { RecordShow } from '../../components/RecordScreens.js';
import { SectionList } from '../../components/SectionList.js';
import { SingleRecordForm, textOf } from '../../components/SingleRecordForm.js';
import { formatDateTime } from '../../format/format.js';
import { choicesIn } from '../../i18n/choices.js';
import { searchFilter } from '../../components/filters.js';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { column, RecordTable } from '../../components/RecordTable.js';

type Contact = components['schemas']['ContactMessage'];
const statusChoices = choicesIn('contacts', 'status');

const StatusChip = enumChip('contacts', 'status', { new: 'warning', answered: 'success' });

const filters = [searchFilter, <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

export function ContactList() {
  return (
    <SectionList filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <RecordTable<Contact>
        card={{
          title: column('subject'),
          status: column('status'),
          detail: (contact) => [contact.name, contact.company_name].filter(Boolean).join(' · '),
          date: column('created_at'),
        }}
        rowClick="show"
      >
        <DataTable.Col source="subject" />
        <DataTable.Col source="name" />
        <DataTable.Col source="company_name" />
        <DataTable.Col source="status" field={StatusChip} />
        <DataTable.Col source="created_at" field={DateTimeField} />
      </RecordTable>
    </SectionList>
  );
}

function Conversation() {
  const t = useWords();
  const record = useRecordContext<Contact>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  if (!record) return null;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h1" variant="h6">
              {record.subject}
            </Typography>
            <StatusChip source="status" />
          </Box>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
            {record.name} &lt;{record.email}&gt;{record.company_name ? ` · ${record.company_name}` : ''} ·{' '}
            {formatDateTime(record.created_at)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.message}</Typography>
        </CardContent>
      </Card>
      {record.reply ? (
        <Card variant="outlined" sx={{ bgcolor: 'action.hover' }}>
          <CardContent>
            <Typography variant="subtitle2">
              {t('app.contacts.answeredOn')} {record.answered_at ? formatDateTime(record.answered_at) : ''}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.reply}</Typography>
          </CardContent>
        </Card>
      ) : (
        <SingleRecordForm
          title={t('app.contacts.reply')}
          queryKey={['contact-reply', String(record.id)]}
          load={() => Promise.resolve({})}
          save={async (values) => {
            await dataProvider.replyToContact(record, textOf(values.reply));
            refresh();
            return undefined;
          }}
          savedMessage={t('app.contacts.sent')}
          saveLabel={t('app.contacts.send')}
          resetAfterSave
        >
          <TextInput source="reply" validate={contractRules('ContactReply').reply} multiline minRows={4} fullWidth />
        </SingleRecordForm>
      )}
    </Box>
  );
}

export function ContactShow() {
  return (
    <RecordShow>
      <Conversation />
    </RecordShow>
  );
}
