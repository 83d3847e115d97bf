/** /site-settings/pages: the website's pages by title; searched, filtered by publication, exported. */
import Chip from '@mui/material/Chip';
import { DataTable, DateField, List, SearchInput, SelectInput, TextField, useRecordContext } from 'react-admin';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { app } from '../../i18n/en.js';
import { csvExporter } from '../site-content/csv.js';

const f = app.sitePages.fields;
interface PageRow {
  id: number;
  title: string;
  slug: string;
  published: boolean;
  updated_at: string;
}

function PublishedChip() {
  const record = useRecordContext<PageRow>();
  if (!record) return null;
  return record.published ? (
    <Chip size="small" label={app.sitePages.published} color="success" />
  ) : (
    <Chip size="small" label={app.sitePages.hidden} />
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
  <SelectInput
    key="published"
    source="published"
    label={app.sitePages.published}
    choices={[
      { id: 'true', name: app.sitePages.published },
      { id: 'false', name: app.sitePages.hidden },
    ]}
  />,
];

const exporter = csvExporter<PageRow>('pages', (page) => ({
  id: page.id,
  title: page.title,
  slug: page.slug,
  published: page.published,
  updated_at: page.updated_at,
}));

export default function PageList() {
  return (
    <List
      title={app.sitePages.title}
      filters={filters}
      actions={<ListActions create={app.sitePages.create} />}
      exporter={exporter}
      sort={{ field: 'title', order: 'ASC' }}
      empty={<ListEmpty />}
      error={<ListError />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="title" label={f.title}>
          <TextField source="title" sx={{ display: 'block', minWidth: 140 }} />
        </DataTable.Col>
        <DataTable.Col source="slug" label={app.siteContent.slug} />
        <DataTable.Col source="published" label={app.sitePages.published}>
          <PublishedChip />
        </DataTable.Col>
        <DataTable.Col source="updated_at" label={f.updated_at}>
          <DateField
            source="updated_at"
            locales="en-US"
            options={{ dateStyle: 'medium' }}
            sx={{ whiteSpace: 'nowrap' }}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
