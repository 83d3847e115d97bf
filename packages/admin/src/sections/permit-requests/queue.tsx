/**
 * The queue (issue 38): staff's permit requests list opens on what is due first; views to see at a
 * glance what nobody holds, what is mine and what is late; "Take the next one", which the API
 * answers with the most urgent request nobody holds, now the caller's (two people pressing at once
 * never get the same one); assigning and handing over a request with a reason. Each person's open
 * requests, an admin's view, are on the overview (Workload.tsx).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useGetIdentity, useListContext, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../access/use-can.js';
import { useApiAction } from '../../components/use-api-action.js';
import { useNotifyFailure } from '../../providers/failures.js';
import { useWords } from '../../i18n/words.js';
import { required, sayRule } from '../../validation/rules.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { useContractQueries } from '../../session/queries.js';
import { pathTo } from '../../registry/table.js';
import type { PermitRequestRecord } from './status.js';

/** The queue's views, each a filter of the list (what the list's filter form shows too). */
const VIEWS = {
  all: { open: true },
  unassigned: { open: true, assigned: false },
  mine: { open: true, mine: true },
  late: { clock: 'late' },
} as const;
type View = keyof typeof VIEWS;

const sameFilter = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

/** All open, unassigned, mine, late: one press each, the list's other choices (sort, page size) kept. */
export function QueueViews() {
  const t = useWords();
  const list = useListContext();
  const { setFilters } = list;
  const filter = list.filterValues as Record<string, unknown>;
  const current = (Object.keys(VIEWS) as View[]).find((view) => sameFilter(VIEWS[view], filter));
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={current ?? null}
      aria-label={t('app.queue.title')}
      onChange={(_event, view: View | null) => {
        if (!view) return;
        const filter = VIEWS[view];
        setFilters({ ...filter }, Object.fromEntries(Object.keys(filter).map((key) => [key, true])));
      }}
      sx={{ flexWrap: 'wrap', mb: 1, mx: { xs: 1, sm: 0 } }}
    >
      {(Object.keys(VIEWS) as View[]).map((view) => (
        <ToggleButton key={view} value={view}>
          {t(`app.queue.views.${view}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Takes the most urgent request nobody holds and opens it; says so when none waits. */
export function TakeNextButton() {
  const t = useWords();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const take = async () => {
    setBusy(true);
    try {
      const taken = await dataProvider.takeNextPermitRequest();
      if (!taken) {
        notify(t('app.queue.nothingToTake'), { type: 'info' });
        return;
      }
      notify(t('app.queue.taken', taken.number), { type: 'success' });
      void navigate(pathTo('overview', taken.id, 'page'));
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<PlaylistAddCheckIcon />} disabled={busy} onClick={() => void take()}>
      {t('app.queue.takeNext')}
    </Button>
  );
}

/**
 * Who holds the request, and the buttons to take it or hand it over (a colleague and a reason). An
 * agent takes what nobody holds and hands over what they hold; an admin assigns any (the API
 * decides; these buttons show only what it will take).
 */
export function Assignment({ permit }: { permit: PermitRequestRecord }) {
  const t = useWords();
  const dataProvider = useDataProvider<AppDataProvider>();
  const act = useApiAction();
  const { identity } = useGetIdentity();
  const admin = useCan('oversee', 'my-permit-request');
  const [handing, setHanding] = useState(false);
  const [busy, setBusy] = useState(false);
  const me = typeof identity?.id === 'number' ? identity.id : undefined;
  const holder = permit.agent_id ?? null;
  const open = ['on_time', 'at_risk', 'late', 'paused'].includes(permit.clock ?? '');
  const assign = async (agentId: number | null, agentName: string, reason: string | null) => {
    setBusy(true);
    const done = await act(
      () => dataProvider.assignPermitRequest(permit, { agent_id: agentId, reason }),
      t('app.queue.assigned', permit.number, agentName),
    );
    setBusy(false);
    return done;
  };
  const mayHandOver = open && holder !== null && (admin || holder === me);
  const mayTake = open && holder === null && me !== undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
      <Typography variant="body2" data-testid="assignee">
        {holder === null ? t('app.queue.unassigned') : t('app.queue.assignedTo', permit.agent_name ?? '')}
      </Typography>
      {mayTake && (
        <Button size="small" disabled={busy} onClick={() => void assign(me, String(identity?.fullName ?? ''), null)}>
          {t('app.queue.takeIt')}
        </Button>
      )}
      {mayHandOver && (
        <Button size="small" disabled={busy} onClick={() => setHanding(true)}>
          {t('app.queue.handOver')}
        </Button>
      )}
      {handing && (
        <HandOverDialog
          permit={permit}
          busy={busy}
          onClose={() => setHanding(false)}
          onConfirm={(agent, reason) => assign(agent.id, agent.name, reason)}
        />
      )}
    </Box>
  );
}

function HandOverDialog({
  permit,
  busy,
  onClose,
  onConfirm,
}: {
  permit: PermitRequestRecord;
  busy: boolean;
  onClose: () => void;
  onConfirm: (agent: { id: number; name: string }, reason: string) => Promise<boolean>;
}) {
  const t = useWords();
  const queries = useContractQueries();
  const titleId = useId();
  const { data: people = [] } = useQuery(
    queries.queryOptions('get', '/assignees', undefined, { select: (answer) => answer.data }),
  );
  const colleagues = people.filter((person) => person.id !== permit.agent_id);
  const [to, setTo] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const chosen = colleagues.find((person) => person.id === to);
  const missingPerson = tried ? required(chosen?.name) : undefined;
  const missingReason = tried ? required(reason.trim()) : undefined;
  const confirm = async () => {
    setTried(true);
    if (!chosen || !reason.trim()) return;
    if (await onConfirm(chosen, reason.trim())) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('app.queue.handOverTitle', permit.number)}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={t('app.queue.colleague')}
          value={to}
          onChange={(event) => setTo(Number(event.target.value))}
          error={Boolean(missingPerson)}
          helperText={missingPerson ? sayRule(t, missingPerson) : ' '}
          required
        >
          {colleagues.map((person) => (
            <MenuItem key={person.id} value={person.id}>
              <bdi>{person.name}</bdi>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('app.queue.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(missingReason)}
          helperText={missingReason ? sayRule(t, missingReason) : t('app.queue.reasonHint')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          required
          multiline
          minRows={2}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.confirmDelete.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void confirm()}>
          {t('app.queue.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
