/** /site-settings/pages: the website's pages by title; searched, filtered by publication, exported. */
import type { components } from '@permit-office/sdk';
import { DataTable, DateField, TextField } from 'react-admin';
import { csvExporter } from '../../export/csv.js';
import { column } from '../../components/RecordTable.js';
import { ContentList } from '../site-content/ContentList.js';
import { FlagChip, flagFilter } from '../site-content/FlagChip.js';
import { searchFilter } from '../../components/filters.js';

type PageRow = components['schemas']['Page'];

const filters = [searchFilter, flagFilter('published', 'app.sitePages.published', 'app.sitePages.hidden')];

// The columns staff read, never the body's HTML, under the collection's name (the section's holds a slash).
const exporter = csvExporter<PageRow>({
  fileName: 'pages',
  fields: ['id', 'title', 'slug', 'published', 'updated_at'],
});

export default function PageList() {
  return (
    <ContentList<PageRow>
      card={{
        title: column('title'),
        status: column('published'),
        detail: column('slug'),
        date: column('updated_at'),
      }}
      filters={filters}
      exporter={exporter}
      sort={{ field: 'title', order: 'ASC' }}
    >
      <DataTable.Col source="title">
        <TextField source="title" sx={{ display: 'block', minWidth: 140 }} />
      </DataTable.Col>
      <DataTable.Col source="slug" />
      <DataTable.Col source="published">
        <FlagChip source="published" yes="app.sitePages.published" no="app.sitePages.hidden" />
      </DataTable.Col>
      <DataTable.Col source="updated_at">
        <DateField source="updated_at" sx={{ whiteSpace: 'nowrap' }} />
      </DataTable.Col>
    </ContentList>
  );
}
