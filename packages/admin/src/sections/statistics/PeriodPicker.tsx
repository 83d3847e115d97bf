/** The period a statistics page shows: two month fields, kept in the address so it can be shared. */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWords } from '../../i18n/words.js';
import { defaultPeriod, periodErrors, type Period, type PeriodError, type PeriodErrors } from './figures.js';

export interface PeriodState {
  period: Period;
  errors: PeriodErrors;
  valid: boolean;
  setMonth: (key: keyof Period, value: string) => void;
}

/**
 * The period lives in the page's state, read once from the address and written back to it. The
 * router's search parameters alone would lose a change: two quick edits (a person tabbing through
 * both fields, a test filling them) would both start from the address before either was written.
 */
export function usePeriod(): PeriodState {
  const [params, setParams] = useSearchParams();
  const [period, setPeriod] = useState<Period>(() => {
    const fallback = defaultPeriod();
    // An emptied field stays empty (and says so) rather than jumping back to the default.
    return { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  });
  useEffect(() => {
    if (params.get('from') === period.from && params.get('to') === period.to) return;
    const updated = new URLSearchParams(params);
    updated.set('from', period.from);
    updated.set('to', period.to);
    setParams(updated, { replace: true });
  }, [params, period, setParams]);
  const errors = useMemo(() => periodErrors(period), [period]);
  const setMonth = useCallback(
    (key: keyof Period, value: string) => setPeriod((current) => ({ ...current, [key]: value })),
    [],
  );
  return { period, errors, valid: Object.keys(errors).length === 0, setMonth };
}

export function PeriodPicker({ period, errors, setMonth }: Pick<PeriodState, 'period' | 'errors' | 'setMonth'>) {
  const t = useWords();
  // A blank helper text when all is well, so that the field does not jump when a message comes.
  const say = (error: PeriodError | undefined) => (error ? t(...error) : ' ');
  const field = (key: keyof Period, label: string) => (
    <TextField
      type="month"
      size="small"
      label={label}
      value={period[key]}
      onChange={(event) => setMonth(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={say(errors[key])}
      // Browsers without a month picker show a text field: the hint says what to type.
      placeholder={t('app.statistics.period.placeholder')}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: '9999-12' } }}
      sx={{
        flex: { xs: 1, sm: 'none' },
        width: { sm: 190 },
        minWidth: 0,
        // Chromium keeps a wide gap before the calendar button: two fields must fit on a phone.
        '& input': { px: { xs: 1.25, sm: 1.75 } },
        '& input::-webkit-calendar-picker-indicator': { ml: 0.5 },
      }}
    />
  );
  return (
    <Box
      role="group"
      aria-label={t('app.statistics.period.label')}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', width: { xs: '100%', sm: 'auto' }, minWidth: 0 }}
    >
      {field('from', t('app.statistics.period.from'))}
      {field('to', t('app.statistics.period.to'))}
    </Box>
  );
}
