/** The rules the three statistics pages share: the period and handling times. */
import type { WordKey, WordValue, Words } from '../../i18n/words.js';

/** Months as the API reads them, `YYYY-MM`, first and last included. */
export interface Period {
  from: string;
  to: string;
}

/** A message as the catalogue's key and its values, said with `t(...message)` where it is shown. */
export type PeriodError = readonly [WordKey, ...WordValue[]];
export type PeriodErrors = Partial<Record<keyof Period, PeriodError>>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The API counts at most this many months and silently drops the rest: better said than a short chart. */
export const MAX_MONTHS = 120;

export const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The last twelve months, this one included, in the person's own calendar. */
export function defaultPeriod(now = new Date()): Period {
  return { from: monthOf(new Date(now.getFullYear(), now.getMonth() - 11, 1)), to: monthOf(now) };
}

function monthIndex(value: string): number {
  const [year = 0, month = 1] = value.split('-').map(Number);
  return year * 12 + month - 1;
}

/** What is wrong with a period, field by field; `{}` when it can be asked for. */
export function periodErrors(period: Period): PeriodErrors {
  const errors: PeriodErrors = {};
  for (const key of ['from', 'to'] as const) {
    const value = period[key];
    // The specification's rule messages, as on every other field.
    if (value === '') errors[key] = ['app.validation.required'];
    else if (!MONTH.test(value)) errors[key] = ['app.validation.format'];
  }
  if (errors.from || errors.to) return errors;
  if (period.from > period.to) return { from: ['app.statistics.period.order'] };
  if (monthIndex(period.to) - monthIndex(period.from) + 1 > MAX_MONTHS) {
    return { from: ['app.statistics.period.tooLong', MAX_MONTHS] };
  }
  return {};
}

/** `5.2 h` under a day, `1 d 3 h` from a day on, in the person's words (`t`); no figure at all is an em dash, not zero. */
export function formatHours(hours: number | null, t: Words): string {
  if (hours === null) return '—';
  if (hours < 24) return t('app.statistics.hours', hours.toFixed(1));
  let days = Math.floor(hours / 24);
  let rest = Math.round(hours - days * 24);
  if (rest === 24) {
    days += 1;
    rest = 0;
  }
  return rest === 0 ? t('app.statistics.days', days) : t('app.statistics.daysAndHours', days, rest);
}

/** Chart heights, known before the chart library loads so that its placeholder takes the same room. */
export const MONTH_CHART_HEIGHT = 260;
/** Height enough for every bar of a horizontal chart to keep its label. */
export const barsHeight = (bars: number) => bars * 28 + 60;
