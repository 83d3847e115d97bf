/**
 * /site-settings/services: the website's services in the order it shows them (by position);
 * searched, filtered by whether they are shown, exported with prices in dollars.
 */
import Chip from '@mui/material/Chip';
import { DataTable, List, NumberField, SearchInput, SelectInput, TextField, useRecordContext } from 'react-admin';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { MoneyField } from '../../components/Money.js';
import { app } from '../../i18n/en.js';
import { csvExporter } from '../site-content/csv.js';

const f = app.services.fields;
interface ServiceRow {
  id: number;
  name: string;
  description: string;
  price_cents: number;
  position: number;
  active: boolean;
}

function ShownChip() {
  const record = useRecordContext<ServiceRow>();
  if (!record) return null;
  return record.active ? (
    <Chip size="small" label={app.services.shown} color="success" />
  ) : (
    <Chip size="small" label={app.services.hidden} />
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
  <SelectInput
    key="active"
    source="active"
    label={f.active}
    choices={[
      { id: 'true', name: app.services.shown },
      { id: 'false', name: app.services.hidden },
    ]}
  />,
];

const exporter = csvExporter<ServiceRow>('services', (service) => ({
  id: service.id,
  position: service.position,
  name: service.name,
  description: service.description,
  price_usd: (service.price_cents / 100).toFixed(2),
  active: service.active,
}));

export default function ServiceList() {
  return (
    <List
      title={app.services.title}
      filters={filters}
      actions={<ListActions create={app.services.create} />}
      exporter={exporter}
      sort={{ field: 'position', order: 'ASC' }}
      empty={<ListEmpty />}
      error={<ListError />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="position" label={f.position} align="right">
          <NumberField source="position" locales="en-US" />
        </DataTable.Col>
        <DataTable.Col source="name" label={f.name}>
          <TextField source="name" sx={{ display: 'block', minWidth: 140 }} />
        </DataTable.Col>
        <DataTable.Col source="description" label={f.description} disableSort>
          <TextField
            source="description"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minWidth: 200,
            }}
          />
        </DataTable.Col>
        <DataTable.Col source="price_cents" label={app.services.price} align="right">
          <MoneyField source="price_cents" />
        </DataTable.Col>
        <DataTable.Col source="active" label={app.services.onWebsite}>
          <ShownChip />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
