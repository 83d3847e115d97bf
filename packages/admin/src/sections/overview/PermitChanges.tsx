/**
 * A permit after its approval (issue 64): "Copy" opens a new request filled from it with new dates,
 * "Amend" a request that replaces it once approved (decided again by the same rules), "Extend" a
 * later last day where every state's rules allow it (the API says why when they do not). And the
 * requests it is linked to: the one it amends or was copied from, the one that amended it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne } from '../../registry/data-hooks.js';
import { formatDate } from '../../format/format.js';
import { useShownText, useWords } from '../../i18n/words.js';
import { fieldErrorsOf, useNotifyFailure } from '../../providers/failures.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { createPathOf, pathTo } from '../../registry/table.js';
import type { PermitRequestRecord } from '../permit-requests/status.js';
import { linkStateFrom } from '../../components/filled-link.js';

/** An approved or issued permit that nothing has replaced: what an amendment or an extension starts from. */
const isCurrentPermit = (permit: PermitRequestRecord) =>
  (permit.status === 'approved' || permit.status === 'issued') && !permit.amended_by_id;

/** The day in the person's calendar, `YYYY-MM-DD`: a permit whose last day has passed is not extended. */
const today = () => new Date().toLocaleDateString('en-CA');

/** A new request's form filled from this one: a copy (new dates) or an amendment (its dates to change). */
function fromPermit(permit: PermitRequestRecord, as: 'copy' | 'amend') {
  const common = {
    load_id: permit.load_id,
    states: permit.states,
    vehicle_id: permit.vehicle_id ?? null,
    notes: permit.notes ?? null,
  };
  return as === 'copy'
    ? { ...common, copied_from_id: permit.id }
    : { ...common, start_date: permit.start_date, end_date: permit.end_date, amends_id: permit.id };
}

export function PermitChanges({ permit }: { permit: PermitRequestRecord }) {
  const t = useWords();
  const [extending, setExtending] = useState(false);
  const current = isCurrentPermit(permit) && permit.end_date >= today();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
      <Button
        component={RouterLink}
        to={createPathOf('my-permit-request')}
        state={linkStateFrom(fromPermit(permit, 'copy'), permit.number)}
        title={t('app.permitOverview.copyHint')}
      >
        {t('app.permitOverview.copy')}
      </Button>
      {current && (
        <>
          <Button
            component={RouterLink}
            to={createPathOf('my-permit-request')}
            state={linkStateFrom(fromPermit(permit, 'amend'), permit.number)}
          >
            {t('app.permitOverview.amend')}
          </Button>
          <Button onClick={() => setExtending(true)}>{t('app.permitOverview.extend')}</Button>
          <ExtendDialog permit={permit} open={extending} onClose={() => setExtending(false)} />
        </>
      )}
    </Box>
  );
}

/** The new last day, and what the rules say when they do not allow it, kept in front of the person. */
function ExtendDialog({ permit, open, onClose }: { permit: PermitRequestRecord; open: boolean; onClose: () => void }) {
  const t = useWords();
  const shown = useShownText();
  const titleId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [endDate, setEndDate] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const extend = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await dataProvider.extendPermitRequest(permit, { end_date: endDate });
      notify(t('app.permitOverview.extended', formatDate(endDate)), { type: 'success' });
      refresh();
      setEndDate('');
      onClose();
    } catch (error) {
      // The rules' reasons stay in the dialog with the day typed; anything else is told as usual.
      const reasons = fieldErrorsOf(error)?.end_date;
      if (reasons) setRefusal(reasons);
      else notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('app.permitOverview.extendTitleNamed', permit.number)}</DialogTitle>
      <DialogContent>
        <TextField
          type="date"
          label={t('app.permitOverview.extendDate')}
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
          error={Boolean(refusal)}
          helperText={refusal ? shown(refusal) : t('app.permitOverview.extendHint')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: permit.end_date } }}
          fullWidth
          autoFocus
          margin="dense"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.confirmDelete.cancel')}</Button>
        <Button variant="contained" disabled={busy || !endDate} onClick={() => void extend()}>
          {t('app.permitOverview.extend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A linked request by its number, opening its page; nothing while it loads or if it cannot be read. */
function LinkedRequest({ label, id }: { label: string; id: number }) {
  const { data: linked } = useGetOne<PermitRequestRecord>('my-permit-request', { id });
  if (!linked) return null;
  return (
    <Typography variant="body2">
      {label}{' '}
      <Link component={RouterLink} to={pathTo('overview', linked.id, 'page')}>
        {linked.number}
      </Link>
    </Typography>
  );
}

/** The requests this one is linked to, each by its number. */
export function PermitLinks({ permit }: { permit: PermitRequestRecord }) {
  const t = useWords();
  return (
    <>
      {permit.amends_id ? <LinkedRequest label={t('app.permitOverview.amends')} id={permit.amends_id} /> : null}
      {permit.amended_by_id ? (
        <LinkedRequest label={t('app.permitOverview.amendedBy')} id={permit.amended_by_id} />
      ) : null}
      {permit.copied_from_id ? (
        <LinkedRequest label={t('app.permitOverview.copiedFrom')} id={permit.copied_from_id} />
      ) : null}
    </>
  );
}
