/**
 * The list's closures on a month calendar: the month's grid marks the days with closures, and
 * below it each day lists its holidays with a chip per state, which opens the closure's form.
 * It reads the list's own filters, so that it shows the closures the list shows, month by month.
 */
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { components } from '@permit-office/sdk';
import { useEffect, useId, useRef } from 'react';
import { Link, useCreatePath, useListContext, useStore } from 'react-admin';
import { useGetList, useSectionContext } from '../../registry/data-hooks.js';
import { STATES } from '../../format/states.js';
import { useShownText, useWords, wordsOf } from '../../i18n/words.js';
import { MAX_PER_PAGE } from '../../providers/data-provider.js';
import {
  closureDays,
  dayTitle,
  initialMonth,
  monthGrid,
  monthOf,
  monthTitle,
  shiftMonth,
  visibleRange,
  WEEKDAYS,
  type ClosureDay,
  type Month,
} from './calendar.js';

type HolidayClosure = components['schemas']['HolidayClosure'];

/** Today as the server counts dates (UTC calendar dates). */
const today = () => new Date().toISOString().slice(0, 10);

/** The month on screen, kept while staff open a closure and come back to the list. */
function useCalendarMonth(resource: string, from: unknown) {
  const [month, setMonth] = useStore<Month>(`${resource}.calendar.month`, initialMonth({ from }, today()));
  // A new start date in the list's filter brings its month on screen; the first render keeps the kept month.
  const seenFrom = useRef(from);
  useEffect(() => {
    if (from === seenFrom.current) return;
    seenFrom.current = from;
    if (typeof from === 'string' && from) setMonth(monthOf(from));
  }, [from, setMonth]);
  return [month, setMonth] as const;
}

function MonthGrid({ month, days }: { month: Month; days: ClosureDay<HolidayClosure>[] }) {
  const t = useWords();
  const counts = new Map(days.map((day) => [day.date, day.holidays.reduce((n, h) => n + h.closures.length, 0)]));
  const now = today();
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
      <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {monthTitle(month)}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <Typography
              key={weekday}
              component="th"
              variant="caption"
              color="text.secondary"
              sx={{ fontWeight: 500, pb: 0.5 }}
            >
              {weekday}
            </Typography>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0]?.date}>
            {week.map(({ date, day, inMonth }) => {
              // The neighbouring months' days fill the first and last weeks as blank cells: drawn
              // faint they were text under WCAG's contrast (issue 61), and a day of another month
              // told apart from the month's own by its colour alone.
              if (!inMonth) return <td key={date} />;
              const count = counts.get(date) ?? 0;
              const label =
                count === 0
                  ? undefined
                  : count === 1
                    ? t('app.holidayClosures.dayClosure', dayTitle(date))
                    : t('app.holidayClosures.dayClosures', dayTitle(date), count);
              return (
                <Box component="td" key={date} sx={{ p: 0.25, textAlign: 'center' }} aria-label={label}>
                  <Badge
                    badgeContent={count}
                    color="secondary"
                    max={99}
                    overlap="circular"
                    slotProps={{ badge: { 'aria-hidden': true } }}
                    sx={{ '& .MuiBadge-badge': { fontSize: '0.625rem', height: 16, minWidth: 16, px: 0.5 } }}
                  >
                    <Box
                      sx={{
                        width: 34,
                        height: 34,
                        borderRadius: '50%',
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        fontSize: '0.8125rem',
                        color: count ? 'primary.contrastText' : 'text.primary',
                        bgcolor: count ? 'primary.main' : 'transparent',
                        outline: date === now ? '2px solid' : 'none',
                        outlineColor: 'secondary.main',
                        outlineOffset: 1,
                        fontWeight: count ? 700 : 400,
                      }}
                    >
                      {day}
                    </Box>
                  </Badge>
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function Agenda({ resource, days }: { resource: string; days: ClosureDay<HolidayClosure>[] }) {
  const t = useWords();
  const createPath = useCreatePath();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {days.map((day) => (
        <Box component="li" key={day.date} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {dayTitle(day.date)}
          </Typography>
          {day.holidays.map((holiday) => (
            <Box key={holiday.name} sx={{ mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {holiday.name}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                {holiday.closures.map((closure) => (
                  <Chip
                    key={closure.id}
                    size="small"
                    clickable
                    component={Link}
                    to={createPath({ resource, type: 'edit', id: closure.id })}
                    label={closure.state}
                    title={STATES[closure.state]}
                    aria-label={t('app.holidayClosures.closureOf', closure.name, STATES[closure.state], closure.state)}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

export function HolidayCalendar() {
  const t = useWords();
  const shown = useShownText();
  const resource = useSectionContext();
  // The list's filters: its search, state and period, as the API takes them.
  const filterValues = useListContext().filterValues as Record<string, unknown>;
  const [month, setMonth] = useCalendarMonth(resource, filterValues.from);
  const range = visibleRange(month, filterValues);
  const { data, isPending, isFetching, error } = useGetList<HolidayClosure>(
    resource,
    {
      filter: { ...filterValues, ...range },
      pagination: { page: 1, perPage: MAX_PER_PAGE },
      sort: { field: 'date', order: 'ASC' },
    },
    { enabled: range !== null },
  );
  const days = range ? closureDays(data ?? []) : [];
  const titleId = useId();
  const thisMonth = monthOf(today());
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ width: { xs: '100%', lg: 340 }, flexShrink: 0, mt: { lg: 9 }, p: 1.5, boxSizing: 'border-box' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 32 }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('app.holidayClosures.calendar')}
        </Typography>
        {month !== thisMonth && (
          <Button size="small" onClick={() => setMonth(thisMonth)}>
            {t('app.holidayClosures.thisMonth')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          aria-label={t('app.holidayClosures.previousMonth')}
          onClick={() => setMonth(shiftMonth(month, -1))}
          size="small"
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, flex: 1, textAlign: 'center' }}
        >
          {monthTitle(month)}
        </Typography>
        <IconButton
          aria-label={t('app.holidayClosures.nextMonth')}
          onClick={() => setMonth(shiftMonth(month, 1))}
          size="small"
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box sx={{ height: 4, mb: 0.5 }}>
        {range && isFetching && <LinearProgress aria-label={t('app.common.loading')} />}
      </Box>
      <MonthGrid month={month} days={days} />
      <Box sx={{ mt: 1 }}>
        {error ? (
          <Alert severity="error">{shown(wordsOf(error) ?? 'app.sdk.somethingWentWrong')}</Alert>
        ) : !range ? (
          <Typography variant="body2" color="text.secondary">
            {t('app.holidayClosures.filteredOut')}
          </Typography>
        ) : isPending ? null : days.length ? (
          <Agenda resource={resource} days={days} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('app.holidayClosures.noClosures')}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
