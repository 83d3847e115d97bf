/**
 * /applications: companies asking to join. Approving creates the company (and says so); rejecting
 * asks for the reason the applicant is sent.
 */
import type { components } from '@permit-office/sdk';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button as RaButton, DataTable, DateField, SelectInput, useDataProvider, useRecordContext } from 'react-admin';
import { enumChip } from '../../components/EnumChip.js';
import { useBulkAction } from '../../components/bulk/BulkAction.js';
import SectionBulkActions from '../../components/bulk/SectionBulkActions.js';
import { SectionList } from '../../components/SectionList.js';
import { ReasonDialog } from '../../components/ReasonDialog.js';
import { choicesIn } from '../../i18n/choices.js';
import { searchFilter } from '../../components/filters.js';
import { useWords } from '../../i18n/words.js';
import { useApiAction } from '../../components/use-api-action.js';
import { contractRules } from '../../validation/contract-rules.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { column, RecordTable } from '../../components/RecordTable.js';

type ApplicationRow = components['schemas']['Application'];
const statusColor = { pending: 'warning', approved: 'success', rejected: 'error' } as const;
const statusChoices = choicesIn('applications', 'status');
const validateReason = contractRules('Rejection').reason;

/** Refused: the reason on hover. */
const StatusChip = enumChip('applications', 'status', statusColor, (record) => (record as ApplicationRow).reason);

function Decision() {
  const t = useWords();
  const record = useRecordContext<ApplicationRow>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const decide = useApiAction();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'pending') return null;
  const run = async (decision: () => Promise<boolean>) => {
    setBusy(true);
    const done = await decision();
    setBusy(false);
    return done;
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      <Button
        size="small"
        variant="contained"
        disabled={busy}
        aria-label={t('app.applications.approveNamed', record.company_name)}
        onClick={() =>
          void run(() => decide(() => dataProvider.approveApplication(record), t('app.applications.approved')))
        }
      >
        {t('app.applications.approve')}
      </Button>
      <Button
        size="small"
        color="error"
        disabled={busy}
        aria-label={t('app.applications.rejectNamed', record.company_name)}
        onClick={() => setRejecting(true)}
      >
        {t('app.applications.reject')}
      </Button>
      <ReasonDialog
        open={rejecting}
        title={t('app.applications.rejectTitleNamed', record.company_name)}
        label={t('app.applications.reason')}
        validate={validateReason}
        confirm={t('app.applications.reject')}
        busy={busy}
        onClose={() => setRejecting(false)}
        onConfirm={(reason) =>
          run(() => decide(() => dataProvider.rejectApplication(record, reason), t('app.applications.rejected')))
        }
      />
    </Box>
  );
}

/** Approve or reject the selected applications; every rejected one is sent the same reason. */
function BulkDecisions() {
  const t = useWords();
  const { start, busy, report } = useBulkAction();
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      <RaButton
        label={t('app.bulk.approve')}
        disabled={busy}
        onClick={() =>
          void start((record, dataProvider) => dataProvider.approveApplication(record), t('app.bulk.approved'))
        }
      >
        <CheckIcon />
      </RaButton>
      <RaButton label={t('app.bulk.reject')} color="error" disabled={busy} onClick={() => setRejecting(true)}>
        <CloseIcon />
      </RaButton>
      <ReasonDialog
        open={rejecting}
        title={t('app.bulk.rejectTitle')}
        label={t('app.applications.reason')}
        validate={validateReason}
        confirm={t('app.applications.reject')}
        busy={busy}
        onClose={() => setRejecting(false)}
        onConfirm={async (reason) => {
          setRejecting(false);
          await start((record, dataProvider) => dataProvider.rejectApplication(record, reason), t('app.bulk.rejected'));
          return true;
        }}
      />
      {report}
    </>
  );
}

const filters = [searchFilter, <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

export default function ApplicationList() {
  const t = useWords();
  return (
    <SectionList filters={filters}>
      <RecordTable<ApplicationRow>
        card={{
          title: column('company_name'),
          status: column('status'),
          detail: (application) => t('app.applications.detail', application.contact_name, application.usdot),
          date: column('created_at'),
          actions: <Decision />,
        }}
        rowClick={false}
        bulkActionButtons={
          <SectionBulkActions>
            <BulkDecisions />
          </SectionBulkActions>
        }
      >
        <DataTable.Col source="company_name" />
        <DataTable.Col source="contact_name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="usdot" />
        <DataTable.Col source="state" />
        <DataTable.NumberCol source="fleet_size" />
        <DataTable.Col source="status" field={StatusChip} />
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col label="" disableSort>
          <Decision />
        </DataTable.Col>
      </RecordTable>
    </SectionList>
  );
}
