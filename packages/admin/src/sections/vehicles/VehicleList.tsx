/**
 * /my-vehicles: a member's vehicle configurations, kept once and named by their loads (issue 63);
 * staff see every company's. A row opens the vehicle; its Copy button starts the next one from it.
 */
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataTable, DateField, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { components } from '@permit-office/sdk';
import { CompanyInput } from '../../components/CompanyInput.js';
import { SectionList } from '../../components/SectionList.js';
import { ImportButton } from '../../import/ImportButton.js';
import { searchFilter } from '../../components/filters.js';
import { column, RecordTable } from '../../components/RecordTable.js';
import { formatFeetInches, formatPounds } from '../../format/format.js';
import { useWords } from '../../i18n/words.js';
import { useSeesEveryCompany } from '../../access/use-can.js';
import { createPathOf } from '../../registry/table.js';

export type VehicleRow = components['schemas']['Vehicle'] & { id: number };

/** What a copy starts from: everything the person typed, under a name that says it is a copy. */
export function copyOf(vehicle: VehicleRow, name: string) {
  const { company_id, power_unit, trailers, length_in, axles } = vehicle;
  return { company_id, name, power_unit, trailers, length_in, axles };
}

/** Opens a new vehicle filled in from this one, to change what differs. */
export function CopyVehicle() {
  const t = useWords();
  const vehicle = useRecordContext<VehicleRow>();
  if (!vehicle) return null;
  return (
    <Button
      size="small"
      component={RouterLink}
      to={createPathOf('my-vehicles')}
      state={{ record: copyOf(vehicle, t('app.vehicles.copyName', vehicle.name).slice(0, 100)) }}
      startIcon={<ContentCopyIcon />}
      onClick={(event) => event.stopPropagation()}
      aria-label={t('app.vehicles.copyNamed', vehicle.name)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('app.vehicles.copy')}
    </Button>
  );
}

/** The power unit and what it pulls: `Peterbilt 389 #12 + Jeep + 3-axle lowboy`. */
export const trainOf = (vehicle: Pick<VehicleRow, 'power_unit' | 'trailers'>) =>
  [vehicle.power_unit, ...vehicle.trailers].join(' + ');

/** Vehicles as rows, with their company where they are every company's; also the company page's tab. */
export function VehicleTable({ withCompany }: { withCompany: boolean }) {
  const t = useWords();
  return (
    <RecordTable
      card={{
        title: column('name'),
        detail: [column('company_name'), column('gross_weight_lbs'), column('length_in')],
        date: column('created_at'),
        actions: <CopyVehicle />,
      }}
      rowClick="edit"
    >
      <DataTable.Col source="name" />
      {withCompany && <DataTable.Col source="company_name" />}
      <DataTable.Col source="power_unit" label={t('app.vehicles.train')} render={trainOf} />
      <DataTable.Col source="axles" align="right" disableSort render={(vehicle: VehicleRow) => vehicle.axles.length} />
      <DataTable.Col
        source="gross_weight_lbs"
        align="right"
        render={(vehicle: VehicleRow) => formatPounds(vehicle.gross_weight_lbs)}
      />
      <DataTable.Col
        source="length_in"
        align="right"
        render={(vehicle: VehicleRow) => formatFeetInches(vehicle.length_in)}
      />
      <DataTable.Col source="created_at" field={DateField} />
      <DataTable.Col label="" disableSort>
        <CopyVehicle />
      </DataTable.Col>
    </RecordTable>
  );
}

export default function VehicleList() {
  const everyCompany = useSeesEveryCompany();
  const filters = [searchFilter, ...(everyCompany ? [<CompanyInput key="company_id" source="company_id" />] : [])];
  return (
    <SectionList filters={filters} create toolbar={<ImportButton collection="vehicles" />}>
      <VehicleTable withCompany={everyCompany} />
    </SectionList>
  );
}
