/** One state's regulations, to read: limits, escorts, when loads may travel, and the state's notes. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListButton, TopToolbar, useRecordContext } from 'react-admin';
import { RecordShow } from '../../components/RecordScreens.js';
import { formatDateTime, formatFeetInches, formatPounds } from '../../format/format.js';
import { useWords } from '../../i18n/words.js';
import type { StateRegulation } from '../../regulations/limits.js';
import { LoadVerdict, useComparedLoad } from './comparison.js';
import { sizeOf } from './LoadPicker.js';

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
  const t = useWords();
  const [load] = useComparedLoad();
  if (!load) return null;
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('app.regulations.compareColumn')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {load.description} · {sizeOf(load)}
      </Typography>
      <LoadVerdict load={load} regulation={regulation} />
    </Box>
  );
}

function Regulation() {
  const t = useWords();
  const record = useRecordContext<StateRegulation>();
  if (!record) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {record.state_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('app.regulations.updated', formatDateTime(record.updated_at))}
        </Typography>

        <Facts title={t('app.regulations.limits')}>
          <Fact label={t('app.regulations.fields.max_length_in')}>{formatFeetInches(record.max_length_in)}</Fact>
          <Fact label={t('app.regulations.fields.max_width_in')}>{formatFeetInches(record.max_width_in)}</Fact>
          <Fact label={t('app.regulations.fields.max_height_in')}>{formatFeetInches(record.max_height_in)}</Fact>
          <Fact label={t('app.regulations.fields.max_weight_lbs')}>{formatPounds(record.max_weight_lbs)}</Fact>
          <Fact label={t('app.regulations.fields.escort_width_in')} hint={t('app.regulations.escortHint')}>
            {formatFeetInches(record.escort_width_in)}
          </Fact>
        </Facts>

        <Facts title={t('app.regulations.travel')}>
          <Fact label={t('app.regulations.fields.travel_hours')}>{record.travel_hours}</Fact>
          <Fact label={t('app.regulations.fields.weekend_travel')}>
            {t(record.weekend_travel ? 'app.regulations.yes' : 'app.regulations.no')}
          </Fact>
          <Fact label={t('app.regulations.fields.night_travel')}>
            {t(record.night_travel ? 'app.regulations.yes' : 'app.regulations.no')}
          </Fact>
        </Facts>

        <ComparedLoad regulation={record} />

        <Box component="section" sx={{ mt: 3 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('app.regulations.fields.notes')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }} color={record.notes ? 'text.primary' : 'text.secondary'}>
            {record.notes || t('app.regulations.noNotes')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

function StateTitle() {
  const t = useWords();
  const record = useRecordContext<StateRegulation>();
  return <>{record ? t('app.regulations.stateTitle', record.state_name) : t('app.regulations.title')}</>;
}

export default function RegulationShow() {
  const t = useWords();
  return (
    <RecordShow
      title={<StateTitle />}
      actions={
        <TopToolbar>
          <ListButton label={t('app.regulations.allStates')} />
        </TopToolbar>
      }
      sx={{ '& .RaShow-card': { bgcolor: 'transparent', boxShadow: 'none' } }}
    >
      <Regulation />
    </RecordShow>
  );
}
