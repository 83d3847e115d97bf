/**
 * How a permit request stands by the service's clock (issue 38), wherever a request appears: the
 * flag in words with its due time, never colour alone. The API answers each request with its due
 * and at-risk times; the flag is read again here as time passes (the SDK's `clockFlag`, the rule the
 * API answers by), so a list read at nine says "At risk" at four without being read again.
 */
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import { clockFlag, type ClockFlag } from '@permit-office/sdk';
import { useSyncExternalStore } from 'react';
import { formatDateTime, formatSoon } from '../../format/format.js';
import { useWords, type Words } from '../../i18n/words.js';
import { Tag, TagWithCaption } from '../../components/tag/Tag.js';
import type { PermitRequestRecord } from './status.js';

const MINUTE = 60_000;

// One timer for every flag on the page, ticking at each minute while anything shows one.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** The next tick, a minute after the time the flags show. */
function tickLater() {
  timer = setTimeout(
    () => {
      now = Date.now();
      for (const notify of listeners) notify();
      tickLater();
    },
    Math.max(0, now + MINUTE - Date.now()),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) tickLater();
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/**
 * The time the flags show. While none is shown the timer sleeps, and the first flags drawn after a
 * minute or more read the time afresh, all of them the same; subscribing then changes nothing.
 * (Read afresh when the first one subscribed, it drew every flag of a list a second time, each
 * with its chips, on the list's first screen: issue 41.)
 */
function read(): number {
  if (!timer && Date.now() - now >= MINUTE) now = Date.now();
  return now;
}

/** The time now, to the minute, shared by every flag on the page. */
export function useMinuteClock(): Date {
  return new Date(useSyncExternalStore(subscribe, read));
}

/** The request's flag now; undefined for a record read without its clock. */
export function useClockFlag(record: PermitRequestRecord | undefined): ClockFlag | undefined {
  const time = useMinuteClock();
  if (!record?.clock) return undefined;
  return clockFlag({ flag: record.clock, due_at: record.due_at ?? null, at_risk_at: record.at_risk_at ?? null }, time);
}

/** Working minutes said plainly: `45 min`, `3 h`, `26 h 30 min`. */
export function sayWorkingTime(t: Words, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return t('app.permits.minutes', rest);
  return rest ? t('app.permits.hoursMinutes', hours, rest) : t('app.permits.hours', hours);
}

const COLOUR = {
  late: 'error',
  at_risk: 'warning',
  on_time: 'default',
  paused: 'info',
  answered: 'success',
  closed: 'default',
} as const satisfies Record<ClockFlag, string>;

/** The flag in words: `Late`, `At risk`, `On time`, `Waiting on the member`… */
export function ClockChip({ record, size = 'small' }: { record: PermitRequestRecord; size?: 'small' | 'medium' }) {
  const t = useWords();
  const flag = useClockFlag(record);
  if (!flag) return null;
  const label = t(`app.permits.clock.${flag}`);
  const icon = flag === 'late' ? <ErrorOutlineIcon /> : flag === 'at_risk' ? <HourglassBottomIcon /> : undefined;
  return (
    <Tag
      size={size}
      label={label}
      colour={COLOUR[flag]}
      variant={flag === 'late' || flag === 'at_risk' ? 'filled' : 'outlined'}
      icon={icon}
      data={{ 'data-clock': flag }}
    />
  );
}

/** The flag and, while the clock runs, the due time under it: the queue's column and card. */
export function ClockDue({ record }: { record: PermitRequestRecord }) {
  const t = useWords();
  const flag = useClockFlag(record);
  if (!flag) return null;
  const running = flag === 'on_time' || flag === 'at_risk' || flag === 'late';
  return (
    <TagWithCaption
      tag={<ClockChip record={record} />}
      caption={running && record.due_at ? t('app.permits.due', formatSoon(record.due_at)) : undefined}
    />
  );
}

/** What a member reads of the clock on their request: when to expect an answer, or how long it took. */
export function AnswerExpectation({ record }: { record: PermitRequestRecord }) {
  const t = useWords();
  const flag = useClockFlag(record);
  if (!flag || flag === 'closed') return null;
  const text =
    flag === 'answered'
      ? t('app.permits.answeredIn', sayWorkingTime(t, record.answered_in_minutes ?? 0))
      : flag === 'paused'
        ? t('app.permits.clock.paused')
        : record.due_at
          ? t('app.permits.expectAnswer', formatDateTime(record.due_at))
          : undefined;
  return text ? (
    <Typography variant="body2" data-testid="answer-expectation">
      {text}
    </Typography>
  ) : null;
}
