/** The per-month and per-state tables (and their CSV) that the service and company pages share. */
import type { components } from '@permit-office/sdk';
import { formatCents, formatInteger, formatMonth } from '../../format/format.js';
import { STATES } from '../../format/states.js';
import { app } from '../../i18n/en.js';
import { toCsv } from './figures.js';
import { FigureTable } from './StatisticsFrame.js';

type MonthPoint = components['schemas']['MonthPoint'];
type StatePoint = components['schemas']['StatePoint'];

const t = app.statistics;

const sum = <Row,>(rows: Row[], value: (row: Row) => number) => rows.reduce((total, row) => total + value(row), 0);
/** Dollars with cents, as a spreadsheet reads a number: no currency sign, no thousands separator. */
const csvDollars = (cents: number) => (cents / 100).toFixed(2);

/** A period with no permit and no money anywhere has nothing to draw. */
export function hasFigures({ months, states }: { months: MonthPoint[]; states: StatePoint[] }): boolean {
  return states.length > 0 || months.some((point) => point.permits > 0 || point.revenue_cents !== 0);
}

export function MonthTable({ months, moneyLabel, label }: { months: MonthPoint[]; moneyLabel: string; label: string }) {
  return (
    <FigureTable
      label={label}
      rows={months}
      rowKey={(point) => point.month}
      columns={[
        { key: 'month', label: t.month, value: (point) => formatMonth(point.month) },
        {
          key: 'permits',
          label: t.permits,
          numeric: true,
          value: (point) => formatInteger(point.permits),
          total: formatInteger(sum(months, (point) => point.permits)),
        },
        {
          key: 'money',
          label: moneyLabel,
          numeric: true,
          value: (point) => formatCents(point.revenue_cents),
          total: formatCents(sum(months, (point) => point.revenue_cents)),
        },
      ]}
    />
  );
}

export function StateTable({ states, moneyLabel, label }: { states: StatePoint[]; moneyLabel: string; label: string }) {
  return (
    <FigureTable
      label={label}
      rows={states}
      rowKey={(point) => point.state}
      columns={[
        { key: 'state', label: t.state, value: (point) => STATES[point.state] },
        {
          key: 'permits',
          label: t.permits,
          numeric: true,
          value: (point) => formatInteger(point.permits),
          total: formatInteger(sum(states, (point) => point.permits)),
        },
        {
          key: 'money',
          label: moneyLabel,
          numeric: true,
          value: (point) => formatCents(point.revenue_cents),
          total: formatCents(sum(states, (point) => point.revenue_cents)),
        },
      ]}
    />
  );
}

export function monthsCsv(months: MonthPoint[], moneyLabel: string): string {
  return toCsv(
    [t.month, t.permits, `${moneyLabel} (USD)`],
    months.map((point) => [point.month, point.permits, csvDollars(point.revenue_cents)]),
  );
}

export function statesCsv(states: StatePoint[], moneyLabel: string): string {
  return toCsv(
    [t.stateCode, t.state, t.permits, `${moneyLabel} (USD)`],
    states.map((point) => [point.state, STATES[point.state], point.permits, csvDollars(point.revenue_cents)]),
  );
}
