/** /agent-statistics: per agent, the permits processed and the average handling time over a period. */
import type { components } from '@permit-office/sdk';
import { lazy, useMemo, useState } from 'react';
import { toCsv } from '../../export/csv.js';
import { formatInteger } from '../../format/format.js';
import { useWords } from '../../i18n/words.js';
import { barsHeight, formatHours } from './figures.js';
import { ChartCard, FigureCard, FigureTable, Pair, StatisticsPage, type Sort } from './StatisticsFrame.js';

const AgentsChart = lazy(() => import('./StatisticsCharts.js').then((module) => ({ default: module.AgentsChart })));

type AgentStatistics = components['schemas']['AgentStatistics'];
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

export default function AgentStatisticsPage() {
  return (
    <StatisticsPage name="agents" isEmpty={(agents) => agents.every((agent) => agent.permits_processed === 0)}>
      {(agents, period) => <AgentFigures agents={agents} suffix={`${period.from}_${period.to}`} />}
    </StatisticsPage>
  );
}
