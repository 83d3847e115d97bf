/** One state's regulations, to read: limits, escorts, when loads may travel, and the state's notes. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListButton, TopToolbar, useRecordContext } from 'react-admin';
import { RecordShow } from '../../components/RecordScreens.js';
import { formatDateTime, formatFeetInches, formatPounds } from '../../format/format.js';
import { app } from '../../i18n/en.js';
import { fill } from '../../i18n/t.js';
import type { StateRegulation } from '../../regulations/limits.js';
import { LoadVerdict, useComparedLoad } from './comparison.js';
import { sizeOf } from './LoadPicker.js';

const t = app.regulations;
const f = t.fields;

/**
 * A label and its value, side by side on a wide screen and stacked on a phone: a term and its
 * definition of the list (a <div> may group them in a <dl>, as long as it has no role of its own).
 */
function Fact({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
        {hint && (
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', fontWeight: 400 }}
          >
            {hint}
          </Typography>
        )}
      </Typography>
    </div>
  );
}

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
      >
        {children}
      </Box>
    </Box>
  );
}

function ComparedLoad({ regulation }: { regulation: StateRegulation }) {
  const [load] = useComparedLoad();
  if (!load) return null;
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t.compareColumn}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {load.description} · {sizeOf(load)}
      </Typography>
      <LoadVerdict load={load} regulation={regulation} />
    </Box>
  );
}

function Regulation() {
  const record = useRecordContext<StateRegulation>();
  if (!record) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {record.state_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {fill(t.updated, formatDateTime(record.updated_at))}
        </Typography>

        <Facts title={t.limits}>
          <Fact label={f.max_length_in}>{formatFeetInches(record.max_length_in)}</Fact>
          <Fact label={f.max_width_in}>{formatFeetInches(record.max_width_in)}</Fact>
          <Fact label={f.max_height_in}>{formatFeetInches(record.max_height_in)}</Fact>
          <Fact label={f.max_weight_lbs}>{formatPounds(record.max_weight_lbs)}</Fact>
          <Fact label={f.escort_width_in} hint={t.escortHint}>
            {formatFeetInches(record.escort_width_in)}
          </Fact>
        </Facts>

        <Facts title={t.travel}>
          <Fact label={f.travel_hours}>{record.travel_hours}</Fact>
          <Fact label={f.weekend_travel}>{record.weekend_travel ? t.yes : t.no}</Fact>
          <Fact label={f.night_travel}>{record.night_travel ? t.yes : t.no}</Fact>
        </Facts>

        <ComparedLoad regulation={record} />

        <Box component="section" sx={{ mt: 3 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {f.notes}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }} color={record.notes ? 'text.primary' : 'text.secondary'}>
            {record.notes || t.noNotes}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

function StateTitle() {
  const record = useRecordContext<StateRegulation>();
  return <>{record ? fill(t.stateTitle, record.state_name) : t.title}</>;
}

export default function RegulationShow() {
  return (
    <RecordShow
      title={<StateTitle />}
      actions={
        <TopToolbar>
          <ListButton label={t.allStates} />
        </TopToolbar>
      }
      sx={{ '& .RaShow-card': { bgcolor: 'transparent', boxShadow: 'none' } }}
    >
      <Regulation />
    </RecordShow>
  );
}
