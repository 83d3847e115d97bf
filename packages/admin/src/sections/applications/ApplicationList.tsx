/**
 * /applications: companies asking to join. Approving creates the company (and says so); rejecting
 * asks for the reason the applicant is sent.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DataTable, DateField, List, SearchInput, SelectInput, useRecordContext } from 'react-admin';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { choicesOf } from '../../format/choices.js';
import { app } from '../../i18n/en.js';
import { useApiAction } from '../../components/useApiAction.js';
import { useSdk } from '../../session/sdk-context.js';
import { all, maxLength, minLength, required } from '../../validation/rules.js';

const f = app.applications.fields;
type Status = keyof typeof app.applications.status;
type ApplicationRow = { id: number; company_name: string; status: Status; reason: string | null };
const statusColor = { pending: 'warning', approved: 'success', rejected: 'error' } as const;
const statusChoices = choicesOf(app.applications.status);
const validateReason = all(required, minLength(3), maxLength(1000));

function StatusChip() {
  const record = useRecordContext<ApplicationRow>();
  return record ? (
    <Chip
      size="small"
      label={app.applications.status[record.status]}
      color={statusColor[record.status]}
      title={record.reason ?? undefined}
    />
  ) : null;
}

function Decision() {
  const record = useRecordContext<ApplicationRow>();
  const sdk = useSdk();
  const decide = useApiAction();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'pending') return null;
  const path = { params: { path: { id: record.id } } };
  const run = async (decision: () => Promise<boolean>) => {
    setBusy(true);
    await decision();
    setBusy(false);
  };
  const reject = async () => {
    const problem = validateReason(reason);
    setReasonError(problem);
    if (problem) return;
    await run(async () => {
      const done = await decide(
        () => sdk.client.POST('/applications/{id}/reject', { ...path, body: { reason: reason.trim() } }),
        app.applications.rejected,
      );
      if (done) setRejecting(false);
      return done;
    });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      <Button
        size="small"
        variant="contained"
        disabled={busy}
        aria-label={`${app.applications.approve} ${record.company_name}`}
        onClick={() =>
          void run(() => decide(() => sdk.client.POST('/applications/{id}/approve', path), app.applications.approved))
        }
      >
        {app.applications.approve}
      </Button>
      <Button
        size="small"
        color="error"
        disabled={busy}
        aria-label={`${app.applications.reject} ${record.company_name}`}
        onClick={() => setRejecting(true)}
      >
        {app.applications.reject}
      </Button>
      <Dialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        aria-labelledby={`reject-${record.id}`}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={`reject-${record.id}`}>
          {app.applications.rejectTitle}: {record.company_name}
        </DialogTitle>
        <DialogContent>
          <TextField
            label={app.applications.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(reasonError)}
            helperText={reasonError ?? ' '}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{app.confirmDelete.cancel}</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void reject()}>
            {app.applications.reject}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
  <SelectInput key="status" source="status" label={f.status} choices={statusChoices} alwaysOn />,
];

export default function ApplicationList() {
  return (
    <List
      title={app.applications.title}
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<ListEmpty canCreate={false} />}
      error={<ListError />}
    >
      <DataTable rowClick={false} bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="company_name" label={f.company_name} />
        <DataTable.Col source="contact_name" label={f.contact_name} />
        <DataTable.Col source="email" label={f.email} />
        <DataTable.Col source="usdot" label={f.usdot} />
        <DataTable.Col source="state" label={f.state} />
        <DataTable.NumberCol source="fleet_size" label={f.fleet_size} />
        <DataTable.Col source="status" label={f.status}>
          <StatusChip />
        </DataTable.Col>
        <DataTable.Col source="created_at" label={f.created_at}>
          <DateField source="created_at" locales="en-US" />
        </DataTable.Col>
        <DataTable.Col label="" disableSort>
          <Decision />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
