/**
 * /agent-statistics: per agent, the permits processed and the average handling time over a period;
 * how many requests got their first answer within the service's target, per agent and per state;
 * and how many the rules decided, per month and per state, and how long a decision took (issue 63).
 */
import { US_STATES, type components } from '@permit-office/sdk';
import { lazy, useMemo, useState } from 'react';
import { toCsv } from '../../export/csv.js';
import { formatInteger, formatMonth } from '../../format/format.js';
import { useWords } from '../../i18n/words.js';

import { barsHeight, formatHours } from './figures.js';
import { ChartCard, FigureCard, FigureTable, Pair, StatisticsPage, type Sort } from './StatisticsFrame.js';

const AgentsChart = lazy(() => import('./StatisticsCharts.js').then((module) => ({ default: module.AgentsChart })));

type AgentStatistics = components['schemas']['AgentStatistics'];
type OnTimeStatistics = components['schemas']['OnTimeStatistics'];
type OnTimeRow = components['schemas']['OnTimeRow'];
type DecisionStatistics = components['schemas']['DecisionStatistics'];
type DecisionRow = components['schemas']['DecisionRow'];
type SortKey = 'agent' | 'permits' | 'hours';

const compareBy: Record<SortKey, (left: AgentStatistics, right: AgentStatistics) => number> = {
  agent: (left, right) => left.agent_name.localeCompare(right.agent_name),
  permits: (left, right) => left.permits_processed - right.permits_processed,
  hours: (left, right) => (left.average_handling_hours ?? 0) - (right.average_handling_hours ?? 0),
};

/** The API returns every agent at once, so sorting here costs nothing; an agent with no time comes last either way. */
function sorted(rows: AgentStatistics[], sort: Sort): AgentStatistics[] {
  const compare = compareBy[sort.key as SortKey];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    if (sort.key === 'hours' && (left.average_handling_hours === null) !== (right.average_handling_hours === null))
      return left.average_handling_hours === null ? 1 : -1;
    return sign * compare(left, right) || left.agent_name.localeCompare(right.agent_name);
  });
}

/**
 * The average over all agents, each agent's average weighed by the permits they processed: the
 * plain mean of the averages would let an agent with one permit count as much as one with fifty.
 */
function overallHours(rows: AgentStatistics[]): number | null {
  const timed = rows.filter((row) => row.average_handling_hours !== null && row.permits_processed > 0);
  const permits = timed.reduce((total, row) => total + row.permits_processed, 0);
  if (permits === 0) return null;
  const hours = timed.reduce((total, row) => total + (row.average_handling_hours ?? 0) * row.permits_processed, 0);
  return Math.round((hours / permits) * 10) / 10;
}

function AgentFigures({ agents, suffix }: { agents: AgentStatistics[]; suffix: string }) {
  const t = useWords();
  const [sort, setSort] = useState<Sort>({ key: 'permits', direction: 'desc' });
  const rows = useMemo(() => sorted(agents, sort), [agents, sort]);
  const onSort = (key: string) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'agent' ? 'asc' : 'desc' },
    );
  const height = barsHeight(rows.length);
  return (
    <>
      <Pair>
        <ChartCard title={t('app.statistics.agents.processed')} height={height}>
          <AgentsChart agents={rows} measure="permits" label={t('app.statistics.agents.processed')} />
        </ChartCard>
        <ChartCard title={t('app.statistics.agents.handling')} height={height}>
          <AgentsChart agents={rows} measure="hours" label={t('app.statistics.agents.handling')} />
        </ChartCard>
      </Pair>
      <FigureCard
        title={t('app.statistics.agents.perAgent')}
        note={t('app.statistics.agents.note')}
        csv={{
          filename: `agent-statistics_${suffix}`,
          build: () =>
            toCsv(
              [
                t('app.statistics.agents.agent'),
                t('app.statistics.agents.processed'),
                t('app.statistics.agents.handlingHours'),
              ],
              rows.map((row) => [row.agent_name, row.permits_processed, row.average_handling_hours]),
            ),
        }}
      >
        <FigureTable
          label={t('app.statistics.agents.perAgent')}
          rows={rows}
          rowKey={(row) => row.agent_id}
          sort={sort}
          onSort={onSort}
          totalLabel={t('app.statistics.agents.allAgents')}
          columns={[
            { key: 'agent', label: t('app.statistics.agents.agent'), sortable: true, value: (row) => row.agent_name },
            {
              key: 'permits',
              label: t('app.statistics.agents.processed'),
              numeric: true,
              sortable: true,
              value: (row) => formatInteger(row.permits_processed),
              total: formatInteger(agents.reduce((total, row) => total + row.permits_processed, 0)),
            },
            {
              key: 'hours',
              label: t('app.statistics.agents.handling'),
              numeric: true,
              sortable: true,
              value: (row) => formatHours(row.average_handling_hours, t),
              total: formatHours(overallHours(agents), t),
            },
          ]}
        />
      </FigureCard>
    </>
  );
}

/** The share of answers on time, as a person reads it: `83 %`, or — with none answered. */
function share(row: OnTimeRow): string {
  return row.answered ? `${Math.round((row.on_time / row.answered) * 100)} %` : '—';
}

function OnTimeTable<Row extends OnTimeRow>({
  title,
  name,
  rows,
  keyOf,
  nameOf,
  totalLabel,
  note,
  filename,
}: {
  title: string;
  name: string;
  rows: Row[];
  keyOf: (row: Row) => string | number;
  nameOf: (row: Row) => string;
  totalLabel: string;
  note: string;
  filename: string;
}) {
  const t = useWords();
  const total = rows.reduce(
    (sum, row) => ({ answered: sum.answered + row.answered, on_time: sum.on_time + row.on_time }),
    { answered: 0, on_time: 0 },
  );
  return (
    <FigureCard
      title={title}
      note={note}
      csv={{
        filename,
        build: () =>
          toCsv(
            [
              name,
              t('app.statistics.agents.answered'),
              t('app.statistics.agents.onTime'),
              t('app.statistics.agents.onTimeShare'),
            ],
            rows.map((row) => [nameOf(row), row.answered, row.on_time, share(row)]),
          ),
      }}
    >
      <FigureTable
        label={title}
        rows={rows}
        rowKey={keyOf}
        totalLabel={totalLabel}
        columns={[
          { key: 'name', label: name, value: nameOf },
          {
            key: 'answered',
            label: t('app.statistics.agents.answered'),
            numeric: true,
            value: (row) => formatInteger(row.answered),
            total: formatInteger(total.answered),
          },
          {
            key: 'on_time',
            label: t('app.statistics.agents.onTime'),
            numeric: true,
            value: (row) => formatInteger(row.on_time),
            total: formatInteger(total.on_time),
          },
          {
            key: 'share',
            label: t('app.statistics.agents.onTimeShare'),
            numeric: true,
            value: share,
            total: share(total),
          },
        ]}
      />
    </FigureCard>
  );
}

function OnTimeFigures({ onTime, suffix }: { onTime: OnTimeStatistics; suffix: string }) {
  const t = useWords();
  const note = t('app.statistics.agents.onTimeNote', onTime.target_hours);
  return (
    <Pair>
      <OnTimeTable
        title={t('app.statistics.agents.onTimePerAgent')}
        name={t('app.statistics.agents.agent')}
        rows={onTime.agents}
        keyOf={(row) => row.agent_id}
        nameOf={(row) => row.agent_name}
        totalLabel={t('app.statistics.agents.allAgents')}
        note={note}
        filename={`on-time-per-agent_${suffix}`}
      />
      <OnTimeTable
        title={t('app.statistics.agents.onTimePerState')}
        name={t('app.statistics.agents.state')}
        rows={onTime.states}
        keyOf={(row) => row.state}
        nameOf={(row) => `${US_STATES[row.state]} (${row.state})`}
        totalLabel={t('app.statistics.agents.allStates')}
        note={note}
        filename={`on-time-per-state_${suffix}`}
      />
    </Pair>
  );
}

/** The share decided by rule, as a person reads it: `72 %`, or — with none decided. */
function ruleShare(row: DecisionRow): string {
  return row.decided ? `${Math.round((row.by_rule / row.decided) * 100)} %` : '—';
}

/** Hours for a CSV: a number, or nothing. */
const csvHours = (hours: number | null) => (hours === null ? '' : String(hours));

/** What the rules decided, per month (with the time a decision took either way) and per state. */
function DecisionFigures({ decisions, suffix }: { decisions: DecisionStatistics; suffix: string }) {
  const t = useWords();
  const total = (rows: DecisionRow[]) =>
    rows.reduce((sum, row) => ({ decided: sum.decided + row.decided, by_rule: sum.by_rule + row.by_rule }), {
      decided: 0,
      by_rule: 0,
    });
  const months = total(decisions.months);
  const counts = [
    {
      key: 'decided',
      label: t('app.statistics.decisions.decided'),
      numeric: true,
      value: (row: DecisionRow) => formatInteger(row.decided),
    },
    {
      key: 'by_rule',
      label: t('app.statistics.decisions.byRule'),
      numeric: true,
      value: (row: DecisionRow) => formatInteger(row.by_rule),
    },
    { key: 'share', label: t('app.statistics.decisions.share'), numeric: true, value: ruleShare },
  ];
  return (
    <Pair>
      <FigureCard
        title={t('app.statistics.decisions.perMonth')}
        note={t('app.statistics.decisions.note')}
        csv={{
          filename: `decisions-per-month_${suffix}`,
          build: () =>
            toCsv(
              [
                t('app.statistics.month'),
                t('app.statistics.decisions.decided'),
                t('app.statistics.decisions.byRule'),
                t('app.statistics.decisions.share'),
                t('app.statistics.decisions.hoursByRule'),
                t('app.statistics.decisions.hoursByStaff'),
              ],
              decisions.months.map((row) => [
                row.month,
                row.decided,
                row.by_rule,
                ruleShare(row),
                csvHours(row.hours_by_rule),
                csvHours(row.hours_by_staff),
              ]),
            ),
        }}
      >
        <FigureTable
          label={t('app.statistics.decisions.perMonth')}
          rows={decisions.months}
          rowKey={(row) => row.month}
          totalLabel={t('app.statistics.decisions.allMonths')}
          columns={[
            { key: 'month', label: t('app.statistics.month'), value: (row) => formatMonth(row.month) },
            ...counts.map((column) => ({
              ...column,
              total: column.key === 'share' ? ruleShare(months) : formatInteger(months[column.key as 'decided']),
            })),
            {
              key: 'hours_by_rule',
              label: t('app.statistics.decisions.hoursByRule'),
              numeric: true,
              value: (row) => formatHours(row.hours_by_rule, t),
            },
            {
              key: 'hours_by_staff',
              label: t('app.statistics.decisions.hoursByStaff'),
              numeric: true,
              value: (row) => formatHours(row.hours_by_staff, t),
            },
          ]}
        />
      </FigureCard>
      <FigureCard
        title={t('app.statistics.decisions.perState')}
        note={t('app.statistics.decisions.note')}
        csv={{
          filename: `decisions-per-state_${suffix}`,
          build: () =>
            toCsv(
              [
                t('app.statistics.agents.state'),
                t('app.statistics.decisions.decided'),
                t('app.statistics.decisions.byRule'),
                t('app.statistics.decisions.share'),
              ],
              decisions.states.map((row) => [
                `${US_STATES[row.state]} (${row.state})`,
                row.decided,
                row.by_rule,
                ruleShare(row),
              ]),
            ),
        }}
      >
        <FigureTable
          label={t('app.statistics.decisions.perState')}
          rows={decisions.states}
          rowKey={(row) => row.state}
          columns={[
            {
              key: 'state',
              label: t('app.statistics.agents.state'),
              value: (row) => `${US_STATES[row.state]} (${row.state})`,
            },
            ...counts,
          ]}
        />
      </FigureCard>
    </Pair>
  );
}

export default function AgentStatisticsPage() {
  return (
    <StatisticsPage
      name="agents"
      isEmpty={({ agents, onTime }) =>
        agents.every((agent) => agent.permits_processed === 0) && onTime.agents.length === 0
      }
    >
      {({ agents, onTime, decisions }, period) => (
        <>
          <AgentFigures agents={agents} suffix={`${period.from}_${period.to}`} />
          <OnTimeFigures onTime={onTime} suffix={`${period.from}_${period.to}`} />
          <DecisionFigures decisions={decisions} suffix={`${period.from}_${period.to}`} />
        </>
      )}
    </StatisticsPage>
  );
}
