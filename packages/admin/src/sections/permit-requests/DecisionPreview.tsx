/**
 * What the rules will say of the request, as the member fills it in (issue 63): each state's
 * outcome (no permit needed, routine with its fee and conditions, or why staff review it), the
 * price, and whether it is approved as soon as it is sent. Worked out here by the SDK's
 * `decidePermit`, the function the API decides by, from the state rules and closures the API
 * publishes: no wait on the server as a dimension, a state or a date changes. What only the office
 * knows (its settings, a company's standing) is the API's to add when the request is sent.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { US_STATES } from '@permit-office/sdk';
import { decidePermit, proposeRoute, routeGap, routeGapWords, weighedLoad, type RouteGap } from '@permit-office/sdk';
import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatCents, formatFeetInches, formatPounds } from '../../format/format.js';
import { useStateRegulations } from '../../regulations/use-state-regulations.js';
import { useWords } from '../../i18n/words.js';
import { useContractQueries } from '../../session/queries.js';
import { useGetOne } from '../../registry/data-hooks.js';
import type { LoadRow } from '../loads/LoadList.js';
import type { VehicleRow } from '../vehicles/VehicleList.js';
import { StateOutcomeRow } from './decision.js';

type StateCode = keyof typeof US_STATES;

/** Decision by rule as a member's form reads it: on; the office's own reasons are added on submission. */
const AS_SENT = { enabled: true, states_off: [], fee_ceiling_cents: null };

/** What is wrong with a route, with the states' names, as the API says it (the catalogue's `route*`). */
function useGapText(): (gap: RouteGap) => string {
  const t = useWords();
  return (gap) => {
    if (gap.kind === 'empty') return '';
    const [message, ...names] = routeGapWords(gap);
    return t(`app.validation.${message}`, ...names);
  };
}

/**
 * On a new request, the load's route proposed as soon as the load is chosen: the fewest states
 * from where it starts to where it ends. A route the member set for that load is theirs to keep.
 */
function useProposedRoute(load: LoadRow | undefined, editing: boolean) {
  const { setValue, getValues } = useFormContext();
  const proposedFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (editing || !load || proposedFor.current === load.id) return;
    proposedFor.current = load.id;
    const states = (getValues('states') as StateCode[] | undefined) ?? [];
    const ends = { origin: load.origin_state, destination: load.destination_state };
    if (states.length && !routeGap(states, ends)) return;
    const route = proposeRoute(load.origin_state, load.destination_state);
    if (route) setValue('states', route, { shouldDirty: true });
  }, [editing, load, getValues, setValue]);
}

export function DecisionPreview({ editing }: { editing: boolean }) {
  const t = useWords();
  const gapText = useGapText();
  const { setValue } = useFormContext();
  const [loadId, chosen, start, end, vehicleChosen] = useWatch({
    name: ['load_id', 'states', 'start_date', 'end_date', 'vehicle_id'],
  }) as [
    number | undefined,
    StateCode[] | undefined,
    string | undefined,
    string | undefined,
    number | null | undefined,
  ];
  const states = useMemo(() => chosen ?? [], [chosen]);
  const { data: load, isError: loadUnread } = useGetOne<LoadRow>(
    'my-loads',
    { id: loadId ?? 0 },
    { enabled: Boolean(loadId) },
  );
  // The vehicle the request names, else the load's own (as the API reads it).
  const vehicleId = vehicleChosen ?? load?.vehicle_id ?? null;
  const { data: vehicle } = useGetOne<VehicleRow>(
    'my-vehicles',
    { id: vehicleId ?? 0 },
    { enabled: Boolean(vehicleId) },
  );
  useProposedRoute(load, editing);
  const { byState } = useStateRegulations();
  const queries = useContractQueries();
  const fees = useQuery(
    queries.queryOptions('get', '/permit-fees', {}, { select: (answer) => answer.data, staleTime: 5 * 60_000 }),
  );
  const closures = useQuery(
    queries.queryOptions(
      'get',
      '/holiday-closures',
      { params: { query: { from: start, to: end ?? start, per_page: 100 } } },
      { select: (answer) => answer.data, enabled: Boolean(start), staleTime: 5 * 60_000 },
    ),
  );
  const gap = load ? routeGap(states, { origin: load.origin_state, destination: load.destination_state }) : undefined;
  const decision = useMemo(() => {
    if (!load || !states.length) return undefined;
    return decidePermit({
      // On a vehicle, each state weighs its axles, as the API will (rules/vehicles.ts).
      ...weighedLoad(load, vehicleId ? vehicle : null),
      states,
      start_date: start ?? '',
      end_date: end ?? start ?? '',
      rules: byState,
      closures: closures.data ?? [],
      office: {
        base_fee_cents: fees.data?.service_fee_cents ?? 0,
        rule_decisions: AS_SENT,
        company_in_good_standing: true,
      },
    });
  }, [load, vehicleId, vehicle, states, start, end, byState, closures.data, fees.data]);
  const proposal = load && gap ? proposeRoute(load.origin_state, load.destination_state) : undefined;

  return (
    <Card
      component="section"
      variant="outlined"
      sx={{ mb: 2, width: '100%' }}
      aria-live="polite"
      aria-labelledby="decision-preview"
    >
      <CardContent>
        <Typography id="decision-preview" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('app.permits.decision.title')}
        </Typography>
        {!loadId || loadUnread ? (
          <Typography color="text.secondary">{t('app.permits.chooseLoad')}</Typography>
        ) : !load ? (
          // A load chosen, not read yet (a request opening): not "choose a load", which it has.
          // A load that cannot be read (gone since) says choose one, as before.
          <Typography color="text.secondary">{t('app.common.loading')}</Typography>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {load.description}: {formatFeetInches(load.length_in)} × {formatFeetInches(load.width_in)} ×{' '}
              {formatFeetInches(load.height_in)}, {formatPounds(load.weight_lbs)}
            </Typography>
            {gap && gap.kind !== 'empty' && (
              <Box role="alert" sx={{ mb: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography color="error">{gapText(gap)}</Typography>
                {proposal && (
                  <Button size="small" onClick={() => setValue('states', proposal, { shouldDirty: true })}>
                    {t('app.permits.decision.useRoute', proposal.join(' → '))}
                  </Button>
                )}
              </Box>
            )}
            {decision && (
              <>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {decision.states.map((outcome) => (
                    <StateOutcomeRow key={outcome.state} outcome={outcome} />
                  ))}
                </Box>
                <Typography sx={{ mt: 1, fontWeight: 600 }}>
                  {t('app.permits.decision.price', formatCents(decision.fee_cents))}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  {decision.outcome === 'routine' && !gap
                    ? t('app.permits.decision.approvedOnSubmit')
                    : t('app.permits.decision.reviewedByStaff')}
                </Typography>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
