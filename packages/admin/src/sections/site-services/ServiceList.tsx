/**
 * /site-settings/services: the website's services in the order it shows them (by position);
 * searched, filtered by whether they are shown, exported with prices in dollars.
 */
import type { components } from '@permit-office/sdk';
import { DataTable, NumberField, TextField } from 'react-admin';
import { MoneyField } from '../../components/Money.js';
import { csvExporter } from '../../export/csv.js';
import { useWords } from '../../i18n/words.js';
import { column } from '../../components/RecordTable.js';
import { ContentList } from '../site-content/ContentList.js';
import { FlagChip, flagFilter } from '../site-content/FlagChip.js';
import { twoLines } from '../site-content/two-lines.js';
import { searchFilter } from '../../components/filters.js';

type ServiceRow = components['schemas']['Service'];

const filters = [searchFilter, flagFilter('active', 'app.services.shown', 'app.services.hidden')];

// The columns staff read, prices in dollars, under the collection's name (the section's holds a slash).
const exporter = csvExporter<ServiceRow>({
  fileName: 'services',
  columns: (service) => ({
    id: service.id,
    position: service.position,
    name: service.name,
    description: service.description,
    price_usd: (service.price_cents / 100).toFixed(2),
    active: service.active,
  }),
});

export default function ServiceList() {
  const t = useWords();
  return (
    <ContentList<ServiceRow>
      card={{
        title: column('name'),
        status: column('active'),
        detail: column('price_cents'),
      }}
      filters={filters}
      exporter={exporter}
      sort={{ field: 'position', order: 'ASC' }}
    >
      <DataTable.Col source="position" align="right" field={NumberField} />
      <DataTable.Col source="name">
        <TextField source="name" sx={{ display: 'block', minWidth: 140 }} />
      </DataTable.Col>
      <DataTable.Col source="description" disableSort>
        <TextField source="description" sx={{ ...twoLines, minWidth: 200 }} />
      </DataTable.Col>
      <DataTable.Col source="price_cents" label={t('app.services.price')} align="right" field={MoneyField} />
      <DataTable.Col source="active" label={t('app.services.onWebsite')}>
        <FlagChip source="active" yes="app.services.shown" no="app.services.hidden" />
      </DataTable.Col>
    </ContentList>
  );
}
